/**
 * Why a customer cannot order from a restaurant right now, if they cannot: closed now, new orders paused, not
 * delivering, or the stored location beyond its delivery radius (deliveryRadius km × 1000 against the distance in
 * metres). A restaurant that is closed but opens again, or paused, still takes orders scheduled for later (chosen at
 * checkout): such a blocker is `schedulable`, and dishes can still go into the cart.
 */
import { indiaClockTime, kitchenRefusal, pauseLabel, pauseOf } from "@zaika/contract/kitchen";
import { opensAtLabel } from "@zaika/contract/listing";
import type { Restaurant } from "@zaika/contract/restaurant";
import { formatDistance } from "../../components/ui/RestaurantCard";

export type OrderBlocker = {
  kind: "closed" | "paused" | "not-delivering" | "out-of-area";
  title: string;
  message: string;
  /** Dishes may still go into the cart, for an order scheduled at checkout. */
  schedulable: boolean;
};

const SCHEDULE_HINT = "You can add dishes and schedule your order for later at checkout.";

export function orderBlocker(
  restaurant: Pick<Restaurant, "name" | "isOpenNow" | "opensAt" | "distance" | "deliverySettings" | "kitchen">,
  now = new Date(),
): OrderBlocker | null {
  const { name, isOpenNow, distance, deliverySettings, kitchen } = restaurant;
  if (!isOpenNow) {
    const opens = restaurant.opensAt ? new Date(restaurant.opensAt) : null;
    return opens
      ? {
          kind: "closed",
          title: opensAtLabel(opens),
          message: `${name} is closed now and opens at ${indiaClockTime(opens)}. ${SCHEDULE_HINT}`,
          schedulable: true,
        }
      : {
          kind: "closed",
          title: "Closed now",
          message: `${name} is closed now. You can look through the menu, and order once it opens.`,
          schedulable: false,
        };
  }
  // The pause as the server will judge it at checkout (the cap is only known there).
  const refusal = kitchenRefusal({
    restaurantName: name,
    pause: pauseOf(kitchen, now),
    orderCapPerWindow: null,
    ordersThisWindow: 0,
    now,
  });
  if (refusal) {
    return {
      kind: "paused",
      title: pauseLabel(kitchen) ?? "Paused",
      message: `${refusal.message} ${SCHEDULE_HINT}`,
      schedulable: true,
    };
  }
  if (!deliverySettings.isDeliveryAvailable) {
    return {
      kind: "not-delivering",
      title: "Not delivering right now",
      message: `${name} is not taking delivery orders right now.`,
      schedulable: false,
    };
  }
  const radiusMetres = deliverySettings.deliveryRadius * 1000;
  if (distance !== null && distance > radiusMetres) {
    return {
      kind: "out-of-area",
      title: "Outside delivery area",
      message: `${name} delivers within ${deliverySettings.deliveryRadius} km, and your location is ${formatDistance(distance)} away.`,
      schedulable: false,
    };
  }
  return null;
}
