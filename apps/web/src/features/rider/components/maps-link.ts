/** Turn-by-turn directions in the phone's maps app (Google Maps URLs open the app on Android and iOS). */
import type { Delivery } from "@zaika/contract/rider";

type Point = { lat: number; lng: number };

const at = (point: Point) => `${point.lat},${point.lng}`;

/** A restaurant or address saved without a location has 0,0: no use for directions or a map. */
export function hasLocation(point: Point): boolean {
  return !(point.lat === 0 && point.lng === 0);
}

/** Before pickup the route goes through the restaurant to the customer; after pickup straight to the customer. */
export function directionsUrl(delivery: Pick<Delivery, "status" | "pickup" | "drop">): string {
  const params = new URLSearchParams({
    api: "1",
    destination: at(delivery.drop.coordinates),
    travelmode: "two-wheeler",
  });
  if (delivery.status !== "OUT_FOR_DELIVERY" && hasLocation(delivery.pickup.coordinates)) {
    params.set("waypoints", at(delivery.pickup.coordinates));
  }
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
