/**
 * All restaurants on a Leaflet map, clustered with supercluster as spec §9 says (radius 60, max zoom 16, min points 2;
 * red clusters for the unusually large ones). Loaded lazily with Leaflet and its CSS. Under the markers, the app's
 * base layer (decision 020): the server's street tiles, or the offline basemap.
 */
import "leaflet/dist/leaflet.css";
import { MAP, MARKER_CLUSTER } from "@zaika/contract/constants";
import type { Restaurant } from "@zaika/contract/restaurant";
import L from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import Supercluster from "supercluster";
import { addBaseLayer } from "../../../components/map/base-layer";
import { useMapSettings } from "../../../components/map/use-map-settings";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { useNavigate } from "../../../lib/router";
import { abbreviateCount, type ClusterColour, clusterColour } from "../lib/cluster-style";

type PointProps = { id: string; name: string; city: string; isActive: boolean };

const MAX_MAP_ZOOM = 18;

const CLUSTER_CLASSES: Record<ClusterColour, string> = {
  red: "bg-red-700",
  blue: "bg-blue-700",
};

function clusterSize(count: number): number {
  if (count < 10) return 36;
  if (count < 100) return 44;
  return 52;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export default function RestaurantsMap({ restaurants }: { restaurants: readonly Restaurant[] }) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const mapSettings = useMapSettings();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({
      radius: MARKER_CLUSTER.radius,
      maxZoom: MARKER_CLUSTER.maxZoom,
      minPoints: MARKER_CLUSTER.minPoints,
    });
    cluster.load(
      restaurants.map((restaurant) => ({
        // i18n-ignore: GeoJSON type names
        type: "Feature" as const,
        geometry: {
          // i18n-ignore: GeoJSON type names
          type: "Point" as const,
          coordinates: [restaurant.address.coordinates.lng, restaurant.address.coordinates.lat],
        },
        properties: {
          id: restaurant._id,
          name: restaurant.name,
          city: restaurant.address.city,
          isActive: restaurant.isActive,
        },
      })),
    );
    return cluster;
  }, [restaurants]);

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: [MAP.centre.lat, MAP.centre.lng],
      zoom: MAP.zoom,
      maxZoom: MAX_MAP_ZOOM,
    });
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    setMap(map);
    return () => {
      setMap(null);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  // Street tiles or the offline basemap, once the public configuration has said which.
  useEffect(() => {
    if (!map || !mapSettings) return;
    const baseLayer = addBaseLayer(map, mapSettings);
    return () => baseLayer.remove();
  }, [map, mapSettings]);

  // Show every restaurant when the set changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || restaurants.length === 0) return;
    const bounds = L.latLngBounds(
      restaurants.map((r) => [r.address.coordinates.lat, r.address.coordinates.lng] as [number, number]),
    );
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP.zoom, animate: false });
  }, [restaurants]);

  // The clusters and markers of the current view, redrawn after every move or zoom.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;

    function openDetails(id: string) {
      navigateRef.current(paths.admin.restaurant.getHref(id));
    }

    function popupFor(point: PointProps): HTMLElement {
      const content = document.createElement("div");
      content.innerHTML = `<p class="font-semibold text-gray-900">${escapeHtml(point.name)}</p>
        <p class="text-gray-700">${escapeHtml(point.city)}${point.isActive ? "" : ` · ${escapeHtml(t("restaurants:inactive"))}`}</p>`;
      const link = document.createElement("a");
      link.href = paths.admin.restaurant.getHref(point.id);
      link.textContent = t("restaurants:openDetails");
      link.className = "mt-1 inline-block font-semibold text-brand-700 underline";
      link.addEventListener("click", (event) => {
        event.preventDefault();
        openDetails(point.id);
      });
      content.append(link);
      return content;
    }

    function draw() {
      if (!map || !layer) return;
      const bounds = map.getBounds();
      const bbox: [number, number, number, number] = [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ];
      const features = index.getClusters(bbox, Math.round(map.getZoom()));
      const shownCounts = features.flatMap((feature) =>
        "cluster" in feature.properties && feature.properties.cluster ? [feature.properties.point_count] : [],
      );
      layer.clearLayers();
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const { properties } = feature;
        if ("cluster" in properties && properties.cluster) {
          const count = properties.point_count;
          const size = clusterSize(count);
          const label = t("restaurants:clusterLabel", { count });
          const marker = L.marker([lat, lng], {
            title: label,
            icon: L.divIcon({
              className: "",
              iconSize: [size, size],
              // i18n-ignore: markup of the cluster marker (its name is the title above)
              html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white shadow-md ${
                CLUSTER_CLASSES[clusterColour(count, shownCounts)]
              }">${abbreviateCount(count)}</span>`,
            }),
          });
          marker.on("click", () => {
            const zoom = Math.min(index.getClusterExpansionZoom(properties.cluster_id), MAX_MAP_ZOOM);
            map.setView([lat, lng], zoom);
          });
          layer.addLayer(marker);
          marker.getElement()?.setAttribute("aria-label", label);
        } else {
          const point = properties as PointProps;
          const marker = L.marker([lat, lng], {
            title: point.name,
            icon: L.divIcon({
              className: "",
              iconSize: [20, 20],
              // i18n-ignore: markup of the marker (named by the restaurant)
              html: `<span class="block size-full rounded-full border-[3px] border-white shadow-md ${
                point.isActive ? "bg-brand-700" : "bg-gray-500"
              }"></span>`,
            }),
          });
          marker.bindPopup(() => popupFor(point));
          layer.addLayer(marker);
          marker.getElement()?.setAttribute("aria-label", point.name);
        }
      }
    }

    draw();
    map.on("moveend", draw);
    return () => {
      map.off("moveend", draw);
    };
  }, [index]);

  return (
    <div className="space-y-3">
      <section
        ref={containerRef}
        aria-label={t("restaurants:mapOfRestaurants")}
        className="h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl ring-1 ring-gray-200"
        style={{ background: "#eef2f6" }}
      />
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-800">
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-red-700" />
          {t("restaurants:largeCluster", { floor: MARKER_CLUSTER.redThresholdFloor })}
        </li>
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-blue-700" />
          {t("restaurants:clusterZoom")}
        </li>
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-brand-700" />
          {t("restaurants:restaurant")}
        </li>
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full bg-gray-500" />
          {t("restaurants:inactiveRestaurant")}
        </li>
      </ul>
    </div>
  );
}
