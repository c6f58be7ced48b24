/**
 * How an order of the history ends, once placed (place.ts): rejected by the kitchen, cancelled by its customer or an
 * admin at some stage (with the contract's cancellation fee), or accepted, cooked, ridden and delivered, now and then
 * refunded afterwards. Each writes the order's timeline with plausible delays, its final row and when each of its
 * ledger postings happened; an order not over by `now` is dropped, so the history has nothing in flight.
 */
import { cancellationQuote } from "@zaika/contract/cancellation";
import { PAYMENT_WINDOW_MINUTES } from "@zaika/contract/constants";
import type { PostingKind } from "@zaika/contract/ledger";
import type { OrderStatus } from "@zaika/contract/order-status";
import type { OrderItemSnapshot } from "../../schema/orders";
import { later, weighted } from "./curves";
import type { Placed } from "./place";
import { type Actor, HOUR, MINUTE, type PlannedOrder, type Step } from "./shapes";

const REJECTION_REASONS = [
  "An item is out of stock",
  "Kitchen is closing early today",
  "Too many orders right now",
  "Cannot prepare this order in time",
];
const CUSTOMER_CANCEL_REASONS = [
  null,
  null,
  "Ordered by mistake",
  "Changed my mind",
  "Wrong address",
  "Taking too long",
];
const ADMIN_CANCEL_REASONS = ["Customer could not be reached", "Restaurant asked to cancel: item unavailable"];
const REFUND_REASONS = ["An item was missing", "Wrong dish delivered", "Food arrived spilled", "Item was stale"];

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** Adds a status change to the timeline. */
function moved(
  placed: Placed,
  at: Date,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  reason: string | null = null,
  note: string | null = null,
) {
  placed.steps.push({ at, kind: "status", from, to, actor, reason, note });
}

/** The order that ended at `end`, or null when that is after `now` (the history has nothing in flight). */
function ended(
  placed: Placed,
  end: Date,
  extra: Pick<PlannedOrder, "lifecycle" | "postingAt" | "riderId" | "refund" | "invoicedAt">,
): PlannedOrder | null {
  if (end.getTime() > placed.ctx.now.getTime()) return null;
  return {
    row: { ...placed.row, updatedAt: end },
    id: placed.id,
    createdAt: placed.ctx.createdAt,
    restaurantId: placed.ctx.kitchen.id,
    steps: placed.steps,
    online: placed.online,
    ...extra,
  };
}

/** Refused by the kitchen within minutes, with its reason; a paid order is refunded in full. */
export function reject(placed: Placed): PlannedOrder | null {
  const { ctx, row, placedAt } = placed;
  const at = later(placedAt, 40_000, 5 * MINUTE, ctx.rng);
  const reason = ctx.rng.pick(REJECTION_REASONS);
  moved(placed, at, "PENDING", "REJECTED", placed.owner, reason);
  const paid = row.paidAt != null;
  const refund = paid ? { amountPaise: placed.bill.totalPaise, at } : null;
  if (refund) refundStep(placed.steps, refund, placed.owner, null);
  row.status = "REJECTED";
  row.rejectionReason = reason;
  row.paymentStatus = refund ? "REFUNDED" : "PENDING";
  return ended(placed, at, {
    lifecycle: { outcome: "rejected", bill: placed.bill, paymentMode: placed.paymentMode, paid },
    postingAt: (kind) => (kind === "sale" ? ctx.createdAt : kind === "payment_captured" ? placedAt : at),
    riderId: null,
    refund,
    invoicedAt: null,
  });
}

/** When the kitchen accepts, starts and finishes an order (and the minutes it promised). */
function kitchenTimes(placed: Placed) {
  const { rng, kitchen } = placed.ctx;
  const acceptedAt = later(placed.placedAt, 30_000, 4 * MINUTE, rng);
  const preparation = Math.max(5, kitchen.preparationMinutes + rng.pick([-5, 0, 0, 5, 10]));
  const preparingAt = later(acceptedAt, 20_000, 2 * MINUTE, rng);
  const cooking = Math.max(preparation * rng.range(0.75, 1.35) * MINUTE, preparingAt.getTime() - acceptedAt.getTime());
  const readyAt = new Date(acceptedAt.getTime() + cooking + MINUTE);
  placed.row.preparationMinutes = preparation;
  placed.row.estimatedDeliveryAt = new Date(
    acceptedAt.getTime() + (preparation + kitchen.estimatedDeliveryMinutes) * MINUTE,
  );
  return { acceptedAt, preparation, preparingAt, readyAt };
}

/**
 * Cancelled before pickup by its customer (mostly) or an admin, at some stage: the customer's fee follows the
 * contract's schedule as the server's cancel applies it (an admin waives it; an online order never paid cancels
 * free); whatever was paid beyond the fee is refunded.
 */
export function cancel(placed: Placed): PlannedOrder | null {
  const { ctx, row, placedAt } = placed;
  const { rng } = ctx;
  const paid = row.paidAt != null;
  const unpaidOnline = placed.paymentMode === "ONLINE" && !paid;
  const kitchen = kitchenTimes(placed);
  const by: "user" | "admin" = unpaidOnline || rng.chance(0.85) ? "user" : "admin";
  const stage = unpaidOnline
    ? "PENDING"
    : weighted(rng, ["PENDING", "ACCEPTED", "PREPARING"] as const, (s) =>
        s === "PENDING" ? 55 : s === "ACCEPTED" ? 25 : 20,
      );
  let at: Date;
  if (unpaidOnline) {
    at = later(ctx.createdAt, 2 * MINUTE, (PAYMENT_WINDOW_MINUTES - 1) * MINUTE, rng);
  } else if (stage === "PENDING") {
    // Half of them within the free minute, the rest before the kitchen answers.
    at = rng.chance(0.5)
      ? later(placedAt, 10_000, 55_000, rng)
      : new Date(Math.min(later(placedAt, 65_000, 4 * MINUTE, rng).getTime(), kitchen.acceptedAt.getTime() - 1000));
  } else {
    moved(placed, kitchen.acceptedAt, "PENDING", "ACCEPTED", placed.owner, null, ready(kitchen.preparation));
    row.acceptedAt = kitchen.acceptedAt;
    if (stage === "PREPARING") moved(placed, kitchen.preparingAt, "ACCEPTED", "PREPARING", placed.owner);
    const from = stage === "ACCEPTED" ? kitchen.acceptedAt : kitchen.preparingAt;
    const until = stage === "ACCEPTED" ? kitchen.preparingAt : kitchen.readyAt;
    at = new Date(from.getTime() + Math.round(rng.range(0.2, 0.9) * (until.getTime() - from.getTime())));
  }
  let feePaise = 0;
  if (by === "user" && !unpaidOnline) {
    const quote = cancellationQuote({
      status: stage,
      placedAt,
      now: at,
      finalTotalPaise: placed.bill.totalPaise,
      paid,
    });
    feePaise = quote.allowed ? quote.feePaise : 0;
  }
  const actor = by === "user" ? placed.buyer : placed.admin;
  const reason = by === "user" ? rng.pick(CUSTOMER_CANCEL_REASONS) : rng.pick(ADMIN_CANCEL_REASONS);
  moved(placed, at, stage, "CANCELLED", actor, reason, feePaise > 0 ? `Cancellation fee ${rupees(feePaise)}` : null);
  const refundPaise = paid ? placed.bill.totalPaise - feePaise : 0;
  const refund = refundPaise > 0 ? { amountPaise: refundPaise, at } : null;
  if (refund) refundStep(placed.steps, refund, actor, null);
  row.status = "CANCELLED";
  row.paymentStatus = refund ? "REFUNDED" : paid ? "PAID" : "PENDING";
  row.cancelledBy = by;
  row.cancelReason = reason;
  row.cancelledAt = at;
  row.cancellationFeePaise = feePaise;
  if (stage === "PENDING") {
    row.preparationMinutes = null;
    row.estimatedDeliveryAt = null;
  }
  return ended(placed, at, {
    lifecycle: { outcome: "cancelled", bill: placed.bill, paymentMode: placed.paymentMode, paid, feePaise },
    postingAt: (kind) => (kind === "sale" ? ctx.createdAt : kind === "payment_captured" ? placedAt : at),
    riderId: null,
    refund,
    invoicedAt: null,
  });
}

const ready = (minutes: number) => `Ready in about ${minutes} minutes`;
const AFTER_DELIVERY = new Set<PostingKind>(["cash_collected", "commission", "rider_payout"]);

/**
 * Accepted, prepared, given a rider by an admin while it cooks, picked up and delivered (cash collected at the door);
 * `refunded`: an online order partly or wholly refunded hours later, borne by the restaurant.
 */
export function deliver(placed: Placed, refunded: boolean): PlannedOrder | null {
  const { ctx, row, placedAt } = placed;
  const { rng } = ctx;
  const kitchen = kitchenTimes(placed);
  const rider = weighted(rng, ctx.riders, (r) => r.weight);
  const riderActor: Actor = { id: rider.id, role: "rider" };
  const span = kitchen.readyAt.getTime() - kitchen.preparingAt.getTime();
  const assignedAt = new Date(kitchen.preparingAt.getTime() + Math.round(rng.range(0.1, 0.8) * span));
  const pickedAt = later(kitchen.readyAt, 2 * MINUTE, 12 * MINUTE, rng);
  const km = row.distanceMetres / 1000;
  const deliveredAt = later(pickedAt, (3 + 3 * km) * MINUTE, (9 + 4 * km) * MINUTE, rng);
  moved(placed, kitchen.acceptedAt, "PENDING", "ACCEPTED", placed.owner, null, ready(kitchen.preparation));
  moved(placed, kitchen.preparingAt, "ACCEPTED", "PREPARING", placed.owner);
  placed.steps.push({
    at: assignedAt,
    kind: "rider",
    from: "PREPARING",
    to: "PREPARING",
    actor: placed.admin,
    reason: null,
    note: `Assigned to ${rider.name}`,
  });
  moved(placed, kitchen.readyAt, "PREPARING", "READY_FOR_PICKUP", placed.owner);
  moved(placed, pickedAt, "READY_FOR_PICKUP", "OUT_FOR_DELIVERY", riderActor);
  const cash = placed.paymentMode === "COD" ? `Cash collected: ${rupees(placed.bill.totalPaise)}` : null;
  moved(placed, deliveredAt, "OUT_FOR_DELIVERY", "DELIVERED", riderActor, null, cash);
  let refund: PlannedOrder["refund"] = null;
  const refundAt = later(deliveredAt, 20 * MINUTE, 8 * HOUR, rng);
  if (refunded && placed.paymentMode === "ONLINE" && refundAt.getTime() <= ctx.now.getTime()) {
    // A line that went wrong, or now and then the whole order.
    const line = rng.pick(row.items as OrderItemSnapshot[]);
    refund = { amountPaise: rng.chance(0.2) ? placed.bill.totalPaise : line.totalPaise, at: refundAt };
    refundStep(placed.steps, refund, placed.admin, rng.pick(REFUND_REASONS));
  }
  row.status = "DELIVERED";
  // The learned ETAs' samples (migration 0011).
  row.acceptedAt = kitchen.acceptedAt;
  row.readyAt = kitchen.readyAt;
  row.riderId = rider.id;
  row.deliveredAt = deliveredAt;
  row.paymentStatus = refund ? "REFUNDED" : "PAID";
  // A cash order is paid at the door.
  row.paidAt = row.paidAt ?? deliveredAt;
  return ended(placed, refund?.at ?? deliveredAt, {
    lifecycle: {
      outcome: "delivered",
      bill: placed.bill,
      paymentMode: placed.paymentMode,
      commissionRatePercent: ctx.kitchen.commissionRate,
      distanceMetres: row.distanceMetres,
      refundPaise: refund?.amountPaise ?? 0,
    },
    postingAt: (kind) =>
      kind === "sale"
        ? ctx.createdAt
        : kind === "payment_captured"
          ? placedAt
          : AFTER_DELIVERY.has(kind)
            ? deliveredAt
            : (refund?.at ?? deliveredAt),
    riderId: rider.id,
    refund,
    invoicedAt: deliveredAt,
  });
}

function refundStep(steps: Step[], refund: { amountPaise: number; at: Date }, actor: Actor, reason: string | null) {
  steps.push({
    at: refund.at,
    kind: "refund",
    from: null,
    to: null,
    actor,
    reason,
    note: `Refund of ${rupees(refund.amountPaise)} initiated`,
  });
}
