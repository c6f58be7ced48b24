/**
 * Why a customer cannot order from a restaurant right now, if they cannot: closed now, not delivering, or the stored
 * location beyond its delivery radius (deliveryRadius km × 1000 against the distance in metres).
 */
import type { Restaurant } from "@zaika/contract/restaurant";
import { formatDistance } from "../../components/ui/RestaurantCard";

export type OrderBlocker = { kind: "closed" | "not-delivering" | "out-of-area"; title: string; message: string };

export function orderBlocker(
  restaurant: Pick<Restaurant, "name" | "isOpenNow" | "distance" | "deliverySettings">,
): OrderBlocker | null {
  const { name, isOpenNow, distance, deliverySettings } = restaurant;
  if (!isOpenNow) {
    return {
      kind: "closed",
      title: "Closed now",
      message: `${name} is closed now. You can look through the menu, and order once it opens.`,
    };
  }
  if (!deliverySettings.isDeliveryAvailable) {
    return {
      kind: "not-delivering",
      title: "Not delivering right now",
      message: `${name} is not taking delivery orders right now.`,
    };
  }
  const radiusMetres = deliverySettings.deliveryRadius * 1000;
  if (distance !== null && distance > radiusMetres) {
    return {
      kind: "out-of-area",
      title: "Outside delivery area",
      message: `${name} delivers within ${deliverySettings.deliveryRadius} km, and your location is ${formatDistance(distance)} away.`,
    };
  }
  return null;
}
