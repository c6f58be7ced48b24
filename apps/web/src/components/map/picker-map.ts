/**
 * The Leaflet map of the location picker, loaded on demand (with Leaflet's CSS) when a map is first shown. Its base
 * layer comes separately (setBaseLayer, once the public configuration has said which): the server's street tiles, or
 * the offline vector basemap (./base-layer.ts).
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapSettings } from "@zaika/contract/map-tiles";
import { t } from "../../lib/i18n";
import { addBaseLayer, type BaseLayer } from "./base-layer";

type LatLon = { lat: number; lon: number };

export type PickerMapOptions = {
  centre: LatLon;
  zoom: number;
  onClick: (position: LatLon) => void;
  onDragStart: () => void;
  onDragEnd: (position: LatLon) => void;
};

export type PickerMap = {
  /** Puts the street tiles or the offline basemap under the pin, replacing the base layer it had. */
  setBaseLayer: (settings: MapSettings) => void;
  /** Moves the pin (and, with `pan`, the view) to a position. */
  setMarker: (position: LatLon, pan: boolean) => void;
  /** Re-measures the container after it was shown or resized. */
  resize: () => void;
  remove: () => void;
};

// i18n-ignore: a link to the data's source, named by its brand
const GEONAMES_LINK = '<a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a>';

const pinIcon = L.divIcon({
  className: "",
  // i18n-ignore: the pin's picture (SVG markup), hidden from assistive technology
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="44" viewBox="0 0 36 44" aria-hidden="true">
    <path d="M18 43s15-14.2 15-25.5A15 15 0 0 0 3 17.5C3 28.8 18 43 18 43z" fill="#b93c0c" stroke="#fff" stroke-width="2"/>
    <circle cx="18" cy="17.5" r="5.5" fill="#fff"/></svg>`,
  iconSize: [36, 44],
  iconAnchor: [18, 43],
});

export function createPickerMap(container: HTMLElement, options: PickerMapOptions): PickerMap {
  const centre = L.latLng(options.centre.lat, options.centre.lon);
  const map = L.map(container, { center: centre, zoom: options.zoom, zoomControl: true });
  map.attributionControl.addAttribution(t("listing:mapPlacesCredit", { link: GEONAMES_LINK }));
  L.control.scale({ imperial: false }).addTo(map);

  let baseLayer: BaseLayer | null = null;

  const marker = L.marker(centre, {
    icon: pinIcon,
    draggable: true,
    autoPan: true,
    title: t("listing:pinTitle"),
    alt: t("listing:pinAlt"),
  }).addTo(map);

  const toLatLon = (latLng: L.LatLng): LatLon => ({ lat: latLng.lat, lon: latLng.lng });
  map.on("click", (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    options.onClick(toLatLon(event.latlng));
  });
  marker.on("dragstart", () => options.onDragStart());
  marker.on("dragend", () => options.onDragEnd(toLatLon(marker.getLatLng())));

  return {
    setBaseLayer(settings) {
      baseLayer?.remove();
      baseLayer = addBaseLayer(map, settings);
    },
    setMarker(position, pan) {
      const latLng = L.latLng(position.lat, position.lon);
      marker.setLatLng(latLng);
      if (pan) map.setView(latLng, Math.max(map.getZoom(), options.zoom));
    },
    resize() {
      map.invalidateSize();
    },
    remove() {
      map.off();
      map.remove();
    },
  };
}
