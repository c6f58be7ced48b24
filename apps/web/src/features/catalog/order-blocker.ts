/**
 * Why a customer cannot order from a restaurant right now, if they cannot: closed now, new orders paused, not
 * delivering, or the stored location beyond its delivery radius (deliveryRadius km × 1000 against the distance in
 * metres). A restaurant that is closed but opens again, or paused, still takes orders scheduled for later (chosen at
 * checkout): such a blocker is `schedulable`, and dishes can still go into the cart.
 */
import { kitchenRefusal, pauseOf } from "@zaika/contract/kitchen-rules";
import type { Restaurant } from "@zaika/contract/restaurant";
import { clockTimeText, closedNowText, opensAtText, pauseText } from "../../components/listing/availability-text";
import { formatDistance } from "../../components/ui/RestaurantCard";
import { t } from "../../lib/i18n";

export type OrderBlocker = {
  kind: "closed" | "paused" | "not-delivering" | "out-of-area";
  title: string;
  message: string;
  /** Dishes may still go into the cart, for an order scheduled at checkout. */
  schedulable: boolean;
};

/** The kitchen's pause as the contract's kitchenRefusal words it, in the app's language. */
function pausedMessage(name: string, resumesAt: Date | null): string {
  return resumesAt
    ? t("catalog:pausedResumesAt", { name, time: clockTimeText(resumesAt) })
    : t("catalog:pausedUntilFurtherNotice", { name });
}

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
          title: opensAtText(opens),
          message: `${t("catalog:closedOpensAt", { name, time: clockTimeText(opens) })} ${t("catalog:scheduleHint")}`,
          schedulable: true,
        }
      : {
          kind: "closed",
          title: closedNowText(),
          message: t("catalog:closedUntilOpens", { name }),
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
      title: pauseText(kitchen) ?? t("catalog:paused"),
      message: `${pausedMessage(name, refusal.resumesAt)} ${t("catalog:scheduleHint")}`,
      schedulable: true,
    };
  }
  if (!deliverySettings.isDeliveryAvailable) {
    return {
      kind: "not-delivering",
      title: t("catalog:notDelivering"),
      message: t("catalog:notDeliveringMessage", { name }),
      schedulable: false,
    };
  }
  const radiusMetres = deliverySettings.deliveryRadius * 1000;
  if (distance !== null && distance > radiusMetres) {
    return {
      kind: "out-of-area",
      title: t("catalog:outsideArea"),
      message: t("catalog:outsideAreaMessage", {
        name,
        radius: deliverySettings.deliveryRadius,
        distance: formatDistance(distance),
      }),
      schedulable: false,
    };
  }
  return null;
}
