/** The customer cancellation policy (spec §4, §9): free for a minute, then a fee that rises with the order's progress. */
import { CANCELLATION } from "./constants";
import type { OrderStatus } from "./order-status";
import { scheduledFreeCancelUntil } from "./schedule";

export interface CancellationFeeStep {
  status: "PENDING" | "ACCEPTED" | "PREPARING" | "READY_FOR_PICKUP";
  label: string;
  feePercent: number;
}

/** Fee after the free window, by the order's status. OUT_FOR_DELIVERY and later cannot be cancelled. */
export const CANCELLATION_FEE_SCHEDULE: readonly CancellationFeeStep[] = [
  { status: "PENDING", label: "Placed, awaiting the restaurant", feePercent: 10 },
  { status: "ACCEPTED", label: "Accepted by the restaurant", feePercent: 25 },
  { status: "PREPARING", label: "Being prepared", feePercent: 50 },
  { status: "READY_FOR_PICKUP", label: "Ready for pickup", feePercent: CANCELLATION.maxFeePercent },
];

export type CancellationQuote =
  | { allowed: true; free: boolean; feePercent: number; feePaise: number; refundPaise: number; freeUntil: string }
  | { allowed: false; reason: string };

export const CANCELLATION_MESSAGES = {
  afterPickup: "This order is already out for delivery and can no longer be cancelled.",
  finished: "This order can no longer be cancelled.",
  cancelled: "Order cancelled",
} as const;

/**
 * What cancelling now costs the customer. Free within the free window of placing (up to and including the 60th
 * second), or for a scheduled order until 60 minutes before its slot (inclusive); after that the schedule's percentage of the order value, in whole paise. refundPaise is what goes back to a
 * paid order. (An online order that was never paid is not a sale yet: the orders service cancels it free.)
 */
export function cancellationQuote(input: {
  status: OrderStatus;
  placedAt: Date;
  now: Date;
  finalTotalPaise: number;
  paid: boolean;
  /** A scheduled order's slot: free until 60 minutes before it (spec §4, §9). */
  scheduledFor?: Date | null;
}): CancellationQuote {
  const step = CANCELLATION_FEE_SCHEDULE.find((s) => s.status === input.status);
  if (!step) {
    return {
      allowed: false,
      reason: input.status === "OUT_FOR_DELIVERY" ? CANCELLATION_MESSAGES.afterPickup : CANCELLATION_MESSAGES.finished,
    };
  }
  const freeUntil = input.scheduledFor
    ? scheduledFreeCancelUntil(input.placedAt, input.scheduledFor)
    : new Date(input.placedAt.getTime() + CANCELLATION.freeWindowSeconds * 1000);
  const free = input.now.getTime() <= freeUntil.getTime();
  const feePercent = free ? 0 : step.feePercent;
  const feePaise = Math.round((input.finalTotalPaise * feePercent) / 100);
  return {
    allowed: true,
    free: feePaise === 0,
    feePercent,
    feePaise,
    refundPaise: input.paid ? input.finalTotalPaise - feePaise : 0,
    freeUntil: freeUntil.toISOString(),
  };
}

/**
 * How a cancellation fee reaches the platform (decision 027): a paid order keeps it from the refund; an unpaid one (cash
 * on delivery — an unpaid online order cancels free) carries it to the customer's next order's bill.
 */
export const FEE_COLLECTIONS = ["none", "fromRefund", "nextOrder"] as const;
export type FeeCollection = (typeof FEE_COLLECTIONS)[number];

export function feeCollection(input: { feePaise: number; paid: boolean }): FeeCollection {
  if (input.feePaise <= 0) return "none";
  return input.paid ? "fromRefund" : "nextOrder";
}

/** The order that took an earlier cash order's fee onto its bill, as far as collecting the fee goes. */
export interface FeeCarrier {
  status: OrderStatus;
  /** When the carrier was paid (online at payment, cash at the door); null while unpaid. */
  paidAt: Date | null;
}

/**
 * Whether a cash order's cancellation fee is still owed: no later order carries it, or the one that did was cancelled
 * or rejected before it was paid (its cash never changed hands, its online payment never came). A carrier still on its
 * way holds the fee, so a second order placed meanwhile does not bill it twice; a paid carrier has collected it, even if
 * that order is cancelled afterwards (its refund is its own total less its own fee).
 */
export function feeOutstanding(carrier: FeeCarrier | null): boolean {
  if (!carrier) return true;
  const ended = carrier.status === "CANCELLED" || carrier.status === "REJECTED";
  return ended && carrier.paidAt === null;
}

/** What the customer pays for an order: its own total and the earlier cash cancellation fees it carries. */
export function amountPayablePaise(order: { totalPaise: number; duesPaise: number }): number {
  return order.totalPaise + order.duesPaise;
}
