/**
 * The history's orders, day by day: how many each India day (weekends busier, business growing a little), at which
 * hours, from which open kitchen and by which customer within its delivery radius; each one then placed (place.ts)
 * and played to its end (outcomes.ts). The one entry into planning the orders, drawing from its own seeded generator
 * in a fixed order, which is what makes the history the same for the same `now`.
 */
import { indiaTime, isOpenAt } from "@zaika/contract/business-hours";
import { distanceMetres } from "@zaika/contract/geo";
import { daysOf, indiaDayStart, lastDays } from "@zaika/contract/reports";
import { type Random, random } from "@zaika/seed-artwork/random";
import { HOUR_WEIGHTS, ORDERS_PER_DAY, WEEKDAY_WEIGHTS, weighted } from "./curves";
import { cancel, deliver, reject } from "./outcomes";
import { type OrderContext, type Outcome, place } from "./place";
import { type Customer, HOUR, type Kitchen, type PlannedOrder, type Rider } from "./shapes";

/**
 * Plays one order from placement to its end with the contract's rules and plausible delays; null when it would not
 * be over by `now`.
 */
function playOrder(ctx: OrderContext): PlannedOrder | null {
  const outcome = weighted<Outcome>(ctx.rng, ["delivered", "refunded", "cancelled", "rejected"], (o) =>
    o === "delivered" ? 88 : o === "refunded" ? 2 : o === "cancelled" ? 6 : 4,
  );
  const placed = place(ctx, outcome);
  if (outcome === "rejected") return reject(placed);
  if (outcome === "cancelled") return cancel(placed);
  return deliver(placed, outcome === "refunded");
}

/**
 * A kitchen open at `at`, picked by weight among the open ones: drawn from all and drawn again while closed (the same
 * odds as weighing only the open ones, for a fraction of the opening-hours checks), all of them checked in the end
 * when few are open (the small hours). Null when none is.
 */
function openKitchen(rng: Random, kitchens: readonly Kitchen[], at: Date): Kitchen | null {
  for (let tries = 0; tries < 24; tries++) {
    const kitchen = weighted(rng, kitchens, (k) => k.weight);
    if (isOpenAt(kitchen.hours, at)) return kitchen;
  }
  const open = kitchens.filter((kitchen) => isOpenAt(kitchen.hours, at));
  return open.length > 0 ? weighted(rng, open, (k) => k.weight) : null;
}

/** The orders of every day of the history, oldest first, each played to its end. */
export function planOrders(
  kitchens: Kitchen[],
  customers: Customer[],
  riders: Rider[],
  adminId: string,
  now: Date,
  days: number,
): PlannedOrder[] {
  const rng = random("history:orders");
  const window = lastDays(now, days);
  const dayList = daysOf(window.from, window.to);
  // Who can order from whom: each customer address inside the restaurant's delivery radius.
  const reach = new Map(
    kitchens.map((kitchen) => [
      kitchen.id,
      customers.flatMap((customer) =>
        customer.addresses
          .filter(
            (address) =>
              distanceMetres({ lat: kitchen.lat, lon: kitchen.lng }, { lat: address.lat, lon: address.lng }) <=
              kitchen.deliveryRadiusMetres,
          )
          .map((address) => ({ customer, address, weight: customer.weight * (address.isDefault ? 0.7 : 0.3) })),
      ),
    ]),
  );
  // Business grows a little over the period; weekends are busier.
  const dayWeight = (index: number) =>
    WEEKDAY_WEIGHTS[indiaTime(indiaDayStart(dayList[index] ?? window.from)).weekday] *
    (0.8 + (0.35 * index) / dayList.length);
  const totalWeight = dayList.reduce((sum, _, index) => sum + dayWeight(index), 0);
  const perWeight = (ORDERS_PER_DAY * dayList.length) / totalWeight;
  const hours = HOUR_WEIGHTS.map((_, hour) => hour);
  const planned: PlannedOrder[] = [];
  dayList.forEach((day, index) => {
    const start = indiaDayStart(day).getTime();
    const count = Math.round(perWeight * dayWeight(index) * rng.range(0.85, 1.15));
    const instants: number[] = [];
    for (let i = 0; i < count; i++) {
      const hour = weighted(rng, hours, (h) => HOUR_WEIGHTS[h] ?? 0);
      instants.push(start + hour * HOUR + rng.int(0, 3599) * 1000);
    }
    instants.sort((a, b) => a - b);
    for (const instant of instants) {
      const createdAt = new Date(instant);
      if (instant > now.getTime()) continue;
      const kitchen = openKitchen(rng, kitchens, createdAt);
      if (!kitchen) continue;
      const candidates = (reach.get(kitchen.id) ?? []).filter((c) => c.customer.createdAt.getTime() < instant);
      if (candidates.length === 0) continue;
      const { customer, address } = weighted(rng, candidates, (c) => c.weight);
      const order = playOrder({ rng, now, createdAt, kitchen, customer, address, riders, adminId });
      if (order) planned.push(order);
    }
  });
  return planned;
}
