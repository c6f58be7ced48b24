/**
 * A small Leaflet map of one delivery: the restaurant (pickup) and the customer (drop) joined by a line, over the
 * app's base layer (components/map/base-layer.ts): the server's street tiles, or the offline basemap without them.
 * Loaded lazily with Leaflet.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import { addBaseLayer } from "../../../components/map/base-layer";
import { useMapSettings } from "../../../components/map/use-map-settings";
import { t } from "../../../lib/i18n";

type Point = { lat: number; lng: number };

type DeliveryMapProps = { pickup: Point; drop: Point; pickupName: string; dropName: string };

/** Marker colours: brand orange for the restaurant, green for the customer (matched by the legend below the map). */
const PICKUP_COLOUR = "#c2410c";
const DROP_COLOUR = "#15803d";

export default function DeliveryMap({ pickup, drop, pickupName, dropName }: DeliveryMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const mapSettings = useMapSettings();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      // The page scrolls under the rider's thumb; the map must not steal that gesture.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      zoomControl: true,
    });
    const from: L.LatLngTuple = [pickup.lat, pickup.lng];
    const to: L.LatLngTuple = [drop.lat, drop.lng];
    L.polyline([from, to], { color: "#374151", weight: 3, dashArray: "6 6" }).addTo(map);
    L.circleMarker(from, { radius: 10, color: "#fff", weight: 3, fillColor: PICKUP_COLOUR, fillOpacity: 1 })
      .bindTooltip(t("rider:pickupTooltip", { name: pickupName }))
      .addTo(map);
    L.circleMarker(to, { radius: 10, color: "#fff", weight: 3, fillColor: DROP_COLOUR, fillOpacity: 1 })
      .bindTooltip(t("rider:dropTooltip", { name: dropName }))
      .addTo(map);
    map.fitBounds(L.latLngBounds([from, to]), { padding: [32, 32], maxZoom: 16, animate: false });
    setMap(map);
    return () => {
      setMap(null);
      map.remove();
    };
  }, [pickup.lat, pickup.lng, drop.lat, drop.lng, pickupName, dropName]);

  // Street tiles or the offline basemap, once the public configuration has said which.
  useEffect(() => {
    if (!map || !mapSettings) return;
    const baseLayer = addBaseLayer(map, mapSettings);
    return () => baseLayer.remove();
  }, [map, mapSettings]);

  return (
    <figure className="overflow-hidden rounded-xl ring-1 ring-gray-200">
      <div
        ref={containerRef}
        role="img"
        aria-label={t("rider:mapLabel", { from: pickupName, to: dropName })}
        className="h-48 w-full bg-[#eef2e6]"
      />
      <figcaption className="flex gap-4 bg-white px-3 py-2 text-xs text-gray-800">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: PICKUP_COLOUR }} />
          {t("rider:pickup")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: DROP_COLOUR }} />
          {t("rider:drop")}
        </span>
      </figcaption>
    </figure>
  );
}
