/**
 * A small Leaflet map of one delivery: the restaurant (pickup) and the customer (drop) joined by a line. Tiles come
 * from VITE_MAP_TILE_URL when set; offline it is a plain background with the two markers. Loaded lazily with Leaflet.
 */
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { env } from "../../../config/env";

type Point = { lat: number; lng: number };

type DeliveryMapProps = { pickup: Point; drop: Point; pickupName: string; dropName: string };

/** Marker colours: brand orange for the restaurant, green for the customer (matched by the legend below the map). */
const PICKUP_COLOUR = "#c2410c";
const DROP_COLOUR = "#15803d";

export default function DeliveryMap({ pickup, drop, pickupName, dropName }: DeliveryMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      attributionControl: Boolean(env.mapTileUrl && env.mapTileAttribution),
      // The page scrolls under the rider's thumb; the map must not steal that gesture.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      zoomControl: true,
    });
    if (env.mapTileUrl) {
      L.tileLayer(env.mapTileUrl, { attribution: env.mapTileAttribution ?? undefined, maxZoom: 19 }).addTo(map);
    }
    const from: L.LatLngTuple = [pickup.lat, pickup.lng];
    const to: L.LatLngTuple = [drop.lat, drop.lng];
    L.polyline([from, to], { color: "#374151", weight: 3, dashArray: "6 6" }).addTo(map);
    L.circleMarker(from, { radius: 10, color: "#fff", weight: 3, fillColor: PICKUP_COLOUR, fillOpacity: 1 })
      .bindTooltip(`Pickup: ${pickupName}`)
      .addTo(map);
    L.circleMarker(to, { radius: 10, color: "#fff", weight: 3, fillColor: DROP_COLOUR, fillOpacity: 1 })
      .bindTooltip(`Drop: ${dropName}`)
      .addTo(map);
    map.fitBounds(L.latLngBounds([from, to]), { padding: [32, 32], maxZoom: 16, animate: false });
    return () => {
      map.remove();
    };
  }, [pickup.lat, pickup.lng, drop.lat, drop.lng, pickupName, dropName]);

  return (
    <figure className="overflow-hidden rounded-xl ring-1 ring-gray-200">
      <div
        ref={containerRef}
        role="img"
        aria-label={`Map from ${pickupName} to ${dropName}`}
        className={`h-48 w-full ${env.mapTileUrl ? "" : "bg-[#eef2e6]"}`}
      />
      <figcaption className="flex gap-4 bg-white px-3 py-2 text-xs text-gray-800">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: PICKUP_COLOUR }} />
          Pickup
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: DROP_COLOUR }} />
          Drop
        </span>
      </figcaption>
    </figure>
  );
}
