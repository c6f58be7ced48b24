/**
 * `GET /order/slots` (issue 12): the delivery slots a customer may choose at checkout for the cart's restaurant and a
 * saved address: the contract's rules (schedule.ts) on the restaurant's hours, the lead its kitchen and the ride need
 * (the ETA model) and the slots its cap has filled.
 */
import { ADDRESS_MESSAGES } from "@zaika/contract/address";
import { DEFAULT_BUSINESS_HOURS, isOpenAt } from "@zaika/contract/business-hours";
import { orderEtaMinutes } from "@zaika/contract/eta";
import { distanceMetres } from "@zaika/contract/geo";
import { isPausedAt } from "@zaika/contract/kitchen";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { availableSlots, type DeliverySlotsResponse, scheduleHorizon } from "@zaika/contract/schedule";
import { and, count, eq, gte, lt, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, NotFound } from "../../lib/errors";
import { readCheckout } from "./checkout-queries";
import { preparationOf } from "./eta";

type SlotsDeps = Pick<ModuleDeps, "db" | "clock" | "eta">;

/** The slots from `from` to `before` that hold `cap` orders already (cancelled and rejected ones free their place). */
async function fullSlots(db: Db, restaurantId: string, cap: number, from: Date, before: Date): Promise<Set<number>> {
  const rows = await db
    .select({ slot: orders.scheduledFor, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        gte(orders.scheduledFor, from),
        lt(orders.scheduledFor, before),
        notInArray(orders.status, ["CANCELLED", "REJECTED"]),
      ),
    )
    .groupBy(orders.scheduledFor);
  return new Set(rows.filter((row) => row.slot && row.n >= cap).map((row) => (row.slot as Date).getTime()));
}

/**
 * The lead for a slot: preparation and ride as the ETA model works them out for an order waiting for its kitchen at
 * `at` (the ride's speed depends on the hour), in minutes.
 */
export function schedulingLead(
  model: ModuleDeps["eta"],
  kitchen: Parameters<typeof preparationOf>[0],
  distance: number,
  at: Date,
): number {
  return (
    orderEtaMinutes(model, {
      status: "PENDING",
      now: at,
      preparationMinutes: preparationOf(kitchen),
      acceptedAt: null,
      distanceMetres: distance,
    }) ?? 0
  );
}

export async function deliverySlots(
  deps: SlotsDeps,
  userId: string,
  addressId: string,
): Promise<DeliverySlotsResponse> {
  const now = deps.clock.now();
  const found = await readCheckout(deps.db, userId, addressId, "");
  if (!found) throw new NotFound(ORDER_MESSAGES.notFound);
  if (!found.address) throw new NotFound(ADDRESS_MESSAGES.notFound);
  const restaurant = found.lines[0]?.restaurant;
  if (!restaurant)
    throw new BusinessRule(ORDER_MESSAGES.cartEmpty, [{ field: "items", message: ORDER_MESSAGES.cartEmpty }]);
  const hours = restaurant.businessHours ?? DEFAULT_BUSINESS_HOURS;
  const distance = distanceMetres(
    { lat: restaurant.lat, lon: restaurant.lng },
    { lat: found.address.lat, lon: found.address.lng },
  );
  // One lead for the list (worked out at now); placing the order checks its slot with the slot's own hour.
  const leadMinutes = schedulingLead(deps.eta, restaurant, distance, now);
  const full =
    restaurant.orderCapPerWindow === null
      ? new Set<number>()
      : await fullSlots(deps.db, restaurant.id, restaurant.orderCapPerWindow, now, scheduleHorizon(now));
  const live = restaurant.isActive && restaurant.deletedAt === null;
  const slots = live ? availableSlots({ hours, now, leadMinutes, full }) : [];
  return {
    deliverNow: live && isOpenAt(hours, now) && !isPausedAt(restaurant, now),
    slots: slots.map((slot) => slot.toISOString()),
    leadMinutes: Math.ceil(leadMinutes),
  };
}
