/**
 * The base layer of every Leaflet map of the app (decision 020): street tiles from the server's MAP_TILE_URL (served
 * in the public configuration, read with useMapSettings) with their attribution, or without tiles (the offline
 * default) a vector basemap drawn here: India's outline and place points from a GeoJSON file shipped with the app, on
 * a light grid. Imports Leaflet: load it only from code that is itself loaded on demand.
 */

import type { MapSettings } from "@zaika/contract/map-tiles";
import type { Feature, FeatureCollection, Geometry, Point } from "geojson";
import L from "leaflet";
import indiaOutline from "./india-outline.json";

/** Leaflet's most detailed zoom of street tiles (the usual raster providers' too). */
export const MAX_TILE_ZOOM = 19;

/** Places on the offline basemap appear from these zoom levels, so the country view is not crowded. */
const LABEL_MIN_ZOOM = { city: 5, locality: 12 } as const;

/** A base layer on a map: `remove` takes its layers, handlers and attribution off again. */
export type BaseLayer = { remove: () => void };

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

function addOfflineBasemap(map: L.Map): BaseLayer {
  const data = indiaOutline as FeatureCollection<Geometry, BasemapProperties> & { attribution: string };
  const layers: L.Layer[] = [new GridBackground({ attribution: data.attribution }).addTo(map)];

  const outline = data.features.filter((feature) => feature.properties.kind === "outline");
  layers.push(
    L.geoJSON(outline, {
      interactive: false,
      style: { color: "#c8a27c", weight: 1.5, fillColor: "#fbf6ec", fillOpacity: 0.75 },
    }).addTo(map),
  );

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
    layers.push(group);
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

  return {
    remove() {
      map.off("zoomend", showLabelsForZoom);
      for (const layer of layers) layer.remove();
    },
  };
}

/**
 * Puts the base layer the settings ask for under a map's own layers: the configured street tiles, or the offline
 * basemap when there are none. Call `remove` on the result before putting another (settings that changed).
 */
export function addBaseLayer(map: L.Map, settings: MapSettings): BaseLayer {
  if (!settings.tileUrl) return addOfflineBasemap(map);
  const tiles = L.tileLayer(settings.tileUrl, {
    attribution: settings.attribution ?? "",
    maxZoom: MAX_TILE_ZOOM,
  }).addTo(map);
  return { remove: () => tiles.remove() };
}
