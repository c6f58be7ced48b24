/**
 * The Leaflet map of the location picker, loaded on demand (with Leaflet's CSS) when a map is first shown. Tiles come
 * from VITE_MAP_TILE_URL when set; without it (the offline default) the map draws its own vector basemap: India's
 * outline and place points from a GeoJSON file shipped with the app, on a light grid.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { Feature, FeatureCollection, Geometry, Point } from "geojson";
import indiaOutline from "./india-outline.json";

type LatLon = { lat: number; lon: number };

export type PickerMapOptions = {
  centre: LatLon;
  zoom: number;
  tileUrl: string | null;
  tileAttribution: string | null;
  onClick: (position: LatLon) => void;
  onDragStart: () => void;
  onDragEnd: (position: LatLon) => void;
};

export type PickerMap = {
  /** Moves the pin (and, with `pan`, the view) to a position. */
  setMarker: (position: LatLon, pan: boolean) => void;
  /** Re-measures the container after it was shown or resized. */
  resize: () => void;
  remove: () => void;
};

/** Places on the offline basemap appear from these zoom levels, so the country view is not crowded. */
const LABEL_MIN_ZOOM = { city: 5, locality: 12 } as const;

const GEONAMES_CREDIT =
  'Places: <a href="https://www.geonames.org/" target="_blank" rel="noopener">GeoNames</a> (CC BY 4.0)';

const pinIcon = L.divIcon({
  className: "",
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="44" viewBox="0 0 36 44" aria-hidden="true">
    <path d="M18 43s15-14.2 15-25.5A15 15 0 0 0 3 17.5C3 28.8 18 43 18 43z" fill="#b93c0c" stroke="#fff" stroke-width="2"/>
    <circle cx="18" cy="17.5" r="5.5" fill="#fff"/></svg>`,
  iconSize: [36, 44],
  iconAnchor: [18, 43],
});

/** A light background with a faint grid, standing in for tiles when none are configured. */
class GridBackground extends L.GridLayer {
  override createTile(): HTMLElement {
    const size = this.getTileSize();
    const tile = document.createElement("canvas");
    tile.width = size.x;
    tile.height = size.y;
    const context = tile.getContext("2d");
    if (context) {
      context.fillStyle = "#eef2f5";
      context.fillRect(0, 0, size.x, size.y);
      context.strokeStyle = "#d9e0e6";
      context.lineWidth = 1;
      const step = size.x / 4;
      context.beginPath();
      for (let offset = 0.5; offset < size.x; offset += step) {
        context.moveTo(offset, 0);
        context.lineTo(offset, size.y);
        context.moveTo(0, offset);
        context.lineTo(size.x, offset);
      }
      context.stroke();
    }
    return tile;
  }
}

type PlaceKind = keyof typeof LABEL_MIN_ZOOM;
type BasemapProperties = { kind: "outline" | PlaceKind; name: string };

function addOfflineBasemap(map: L.Map): void {
  const data = indiaOutline as FeatureCollection<Geometry, BasemapProperties> & { attribution: string };
  new GridBackground({ attribution: data.attribution }).addTo(map);

  const outline = data.features.filter((feature) => feature.properties.kind === "outline");
  L.geoJSON(outline, {
    interactive: false,
    style: { color: "#c8a27c", weight: 1.5, fillColor: "#fbf6ec", fillOpacity: 0.75 },
  }).addTo(map);

  const groups = new Map<PlaceKind, L.LayerGroup>();
  for (const kind of Object.keys(LABEL_MIN_ZOOM) as PlaceKind[]) {
    const group = L.layerGroup();
    const places = data.features.filter(
      (feature): feature is Feature<Point, BasemapProperties> =>
        feature.properties.kind === kind && feature.geometry.type === "Point",
    );
    for (const place of places) {
      const [lon, lat] = place.geometry.coordinates as [number, number];
      L.circleMarker([lat, lon], {
        interactive: false,
        radius: kind === "city" ? 5 : 4,
        color: "#ffffff",
        weight: 1.5,
        fillColor: kind === "city" ? "#932f12" : "#4b5563",
        fillOpacity: 1,
      })
        .bindTooltip(place.properties.name, {
          permanent: true,
          direction: "right",
          offset: [6, 0],
        })
        .addTo(group);
    }
    groups.set(kind, group);
  }

  const showLabelsForZoom = () => {
    const zoom = map.getZoom();
    for (const [kind, group] of groups) {
      const visible = zoom >= LABEL_MIN_ZOOM[kind];
      if (visible && !map.hasLayer(group)) group.addTo(map);
      if (!visible && map.hasLayer(group)) group.remove();
    }
  };
  map.on("zoomend", showLabelsForZoom);
  showLabelsForZoom();
}

export function createPickerMap(container: HTMLElement, options: PickerMapOptions): PickerMap {
  const centre = L.latLng(options.centre.lat, options.centre.lon);
  const map = L.map(container, { center: centre, zoom: options.zoom, zoomControl: true });
  map.attributionControl.addAttribution(GEONAMES_CREDIT);
  L.control.scale({ imperial: false }).addTo(map);

  if (options.tileUrl) {
    L.tileLayer(options.tileUrl, { attribution: options.tileAttribution ?? "", maxZoom: 19 }).addTo(map);
  } else {
    addOfflineBasemap(map);
  }

  const marker = L.marker(centre, {
    icon: pinIcon,
    draggable: true,
    autoPan: true,
    title: "Delivery location: drag to move",
    alt: "Delivery location pin",
  }).addTo(map);

  const toLatLon = (latLng: L.LatLng): LatLon => ({ lat: latLng.lat, lon: latLng.lng });
  map.on("click", (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    options.onClick(toLatLon(event.latlng));
  });
  marker.on("dragstart", () => options.onDragStart());
  marker.on("dragend", () => options.onDragEnd(toLatLon(marker.getLatLng())));

  return {
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
