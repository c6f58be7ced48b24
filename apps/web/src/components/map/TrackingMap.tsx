/**
 * Where an order's rider is (issue 13): a map with the restaurant, the drop and the rider, and beside it the same in
 * words ("Ravi is 1.2 km away · about 4 min"). Leaflet is loaded on demand (./tracking-map.ts); the map is made once
 * and a new `rider.position` only moves the rider's marker. Used by the customer's and the restaurant's order pages.
 */
import { useEffect, useRef } from "react";
import { t } from "../../lib/i18n";
import { TRACKING_COLOURS } from "./tracking-style";
import { trackingSummary } from "./tracking-text";
import { useLazyMap } from "./use-lazy-map";

type LatLng = { lat: number; lng: number };

export type TrackingMapProps = {
  restaurant: LatLng & { name: string };
  /** Where the food goes; `name` labels its marker ("Your address", "Asha Verma"). */
  drop: LatLng & { name: string };
  rider: { name: string; position: LatLng | null };
  /** Where the rider is riding to now: the distance in words is to there. */
  heading: "to-restaurant" | "to-customer";
  etaMinutes: number | null;
};

const LEGEND = [
  { key: "rider", labelKey: "listing:mapRider", colour: TRACKING_COLOURS.rider },
  { key: "restaurant", labelKey: "listing:mapRestaurant", colour: TRACKING_COLOURS.restaurant },
  { key: "drop", labelKey: "listing:mapDrop", colour: TRACKING_COLOURS.drop },
] as const;

export function TrackingMap({ restaurant, drop, rider, heading, etaMinutes }: TrackingMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const initial = useRef({ restaurant, drop, rider });
  // The map, once per mount: later positions move its marker (below).
  const { status, mapRef } = useLazyMap(
    containerRef,
    () => import("./tracking-map"),
    ({ createTrackingMap }, container) => {
      const { restaurant, drop, rider } = initial.current;
      return createTrackingMap(container, {
        restaurant,
        drop,
        rider: rider.position,
        labels: {
          restaurant: t("listing:mapPickupMarker", { name: restaurant.name }),
          drop: t("listing:mapDropMarker", { name: drop.name }),
          rider: rider.name,
        },
      });
    },
  );

  const lat = rider.position?.lat;
  const lng = rider.position?.lng;
  useEffect(() => {
    if (status !== "ready") return;
    mapRef.current?.setRider(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [lat, lng, status, mapRef]);

  const target = heading === "to-customer" ? drop : restaurant;
  const summary = rider.position
    ? trackingSummary({ riderName: rider.name, position: rider.position, target, etaMinutes })
    : t("listing:mapNoPosition", { name: rider.name });

  return (
    <figure className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-200">
      <div className="relative">
        <div
          ref={containerRef}
          role="img"
          aria-label={t("listing:mapOfRider", {
            rider: rider.name,
            place: heading === "to-customer" ? drop.name : restaurant.name,
          })}
          className="h-56 w-full bg-[#eef2f5] sm:h-64"
        />
        {status !== "ready" && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-gray-800">
            {status === "loading" ? t("listing:mapLoading") : t("listing:mapFailed")}
          </p>
        )}
      </div>
      <figcaption className="space-y-1 px-3 py-2">
        <p className="font-semibold text-gray-900">{summary}</p>
        <ul aria-label={t("listing:mapLegend")} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-800">
          {LEGEND.map((item) => (
            <li key={item.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: item.colour }} />
              {t(item.labelKey)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
