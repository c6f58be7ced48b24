/**
 * The Leaflet map of an order under way (issue 13), loaded on demand with Leaflet's CSS by TrackingMap.tsx: the
 * restaurant, the drop and the rider. The map is made once; `setRider` moves the rider's marker (and brings it into
 * view when it rides out of it), so a stream of positions never rebuilds the map. The base layer comes separately
 * (`setBaseLayer`, once the public configuration has said which): street tiles or the offline basemap.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapSettings } from "@zaika/contract/map-tiles";
import { addBaseLayer, type BaseLayer } from "./base-layer";
import { TRACKING_COLOURS } from "./tracking-style";

export type LatLng = { lat: number; lng: number };

export type TrackingMapOptions = {
  restaurant: LatLng;
  drop: LatLng;
  rider: LatLng | null;
  /** Tooltips of the three markers ("Pickup: Sharma Ji Ki Rasoi", "Drop: your address", "Ravi Kumar"). */
  labels: { restaurant: string; drop: string; rider: string };
};

export type TrackingMap = {
  /** Puts the street tiles or the offline basemap under the markers, replacing the base layer it had. */
  setBaseLayer: (settings: MapSettings) => void;
  /** Moves the rider's marker (adding it the first time; null takes it off). */
  setRider: (position: LatLng | null) => void;
  /** Re-measures the container after it was shown or resized. */
  resize: () => void;
  remove: () => void;
};

const riderIcon = L.divIcon({
  className: "",
  iconSize: [30, 30],
  iconAnchor: [15, 15],
  // A blue disc with a white ring and a scooter-like chevron: apart from the two round stops by shape too.
  // i18n-ignore: SVG markup, hidden from assistive technology
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="13" fill="${TRACKING_COLOURS.rider}" stroke="#fff" stroke-width="3"/><path d="M9 18l6-9l6 9l-6-3Z" fill="#fff"/></svg>`,
});

const toLatLng = (point: LatLng): L.LatLngTuple => [point.lat, point.lng];

export function createTrackingMap(container: HTMLElement, options: TrackingMapOptions): TrackingMap {
  const map = L.map(container, {
    // The page scrolls under the thumb; the map must not steal that gesture.
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    zoomControl: true,
  });
  const restaurant = toLatLng(options.restaurant);
  const drop = toLatLng(options.drop);
  L.polyline([restaurant, drop], { color: "#374151", weight: 3, dashArray: "6 6", interactive: false }).addTo(map);
  L.circleMarker(restaurant, {
    radius: 9,
    color: "#fff",
    weight: 3,
    fillColor: TRACKING_COLOURS.restaurant,
    fillOpacity: 1,
  })
    .bindTooltip(options.labels.restaurant)
    .addTo(map);
  L.circleMarker(drop, { radius: 9, color: "#fff", weight: 3, fillColor: TRACKING_COLOURS.drop, fillOpacity: 1 })
    .bindTooltip(options.labels.drop)
    .addTo(map);

  let rider: L.Marker | null = null;
  let baseLayer: BaseLayer | null = null;

  const fit = () => {
    const points = [restaurant, drop, ...(rider ? [rider.getLatLng()] : [])];
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 16, animate: false });
  };

  const handle: TrackingMap = {
    setBaseLayer(settings) {
      baseLayer?.remove();
      baseLayer = addBaseLayer(map, settings);
    },
    setRider(position) {
      if (!position) {
        rider?.remove();
        rider = null;
        return;
      }
      if (rider) {
        rider.setLatLng(toLatLng(position));
        // Keep the rider on screen without undoing the viewer's own zoom.
        map.panInside(rider.getLatLng(), { padding: [24, 24] });
        return;
      }
      rider = L.marker(toLatLng(position), {
        icon: riderIcon,
        title: options.labels.rider,
        keyboard: false,
        zIndexOffset: 1000,
      }).addTo(map);
      fit();
    },
    resize() {
      map.invalidateSize();
    },
    remove() {
      map.remove();
    },
  };

  handle.setRider(options.rider);
  if (!rider) fit();
  return handle;
}
