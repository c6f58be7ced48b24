/**
 * What each move of the order status machine does besides changing the status, keyed by transition. Who may make
 * which move is the contract's machine (order-status.ts); lifecycle.ts validates a request against it, then applies
 * the move's effect here inside the order's transaction, records the event and sends any refund.
 */
import { amountPayablePaise, type CancellationQuote, cancellationQuote } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import {
  cancellationPostings,
  cashCollectedPosting,
  commissionBasePaise,
  commissionPosting,
  type LedgerPosting,
  riderPayoutPosting,
} from "@zaika/contract/ledger";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { OrderActor, OrderStatus } from "@zaika/contract/order-status";
import type { Tx } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Forbidden, RateLimited } from "../../lib/errors";
import { billOf, paidPaiseOf } from "../ledger/service";
import { currentPreparation } from "./eta";
import { type OrderRow, type OrderUpdate, restaurantCommissionRate } from "./queries";
import type { OrderViewer } from "./read";

/** Wrong delivery codes a rider may try per order and window: 4 digits must not be guessable by trying them all. */
const DELIVERY_CODE_ATTEMPTS = 10;
const DELIVERY_CODE_WINDOW_MS = 10 * 60 * 1000;

/** What the caller asked for (the PATCH /order/{id}/status body). */
export interface StatusChange {
  status: OrderStatus;
  reason?: string | undefined;
  preparationMinutes?: number | undefined;
  deliveryCode?: string | undefined;
}

/** Everything an effect may look at: the order locked in its transaction, who moves it, and what they sent. */
export interface TransitionContext {
  tx: Tx;
  deps: Pick<ModuleDeps, "limiter">;
  order: OrderRow;
  actor: Exclude<OrderActor, "system">;
  viewer: OrderViewer;
  change: StatusChange;
  /** The trimmed reason, or null. */
  reason: string | null;
  now: Date;
}

export interface TransitionEffect {
  /** Columns to set besides status and updatedAt. */
  set?: OrderUpdate;
  /** A line for the timeline entry of the move. */
  note?: string | null;
  /** Money to send back once the status changed (only a paid online order has any: refunds.ts recordRefund). */
  refundPaise?: number;
  /** The ledger postings of the move (contract ledger.ts), written in the order's transaction. */
  postings?: LedgerPosting[];
}

type Effect = (context: TransitionContext) => TransitionEffect | Promise<TransitionEffect>;
export type TransitionKey = `${OrderStatus}->${OrderStatus}`;

/** When an online order became a real order (paid); the free cancellation minute runs from then. */
function placedAt(order: OrderRow): Date {
  return order.paymentMode === "ONLINE" && order.paidAt ? order.paidAt : order.createdAt;
}

/** The cancellation policy (contract cancellation.ts) applied to this order now. */
export function quoteFor(order: OrderRow, now: Date): CancellationQuote {
  return cancellationQuote({
    status: order.status,
    placedAt: placedAt(order),
    now,
    finalTotalPaise: order.totalPaise,
    paid: order.paymentStatus === "PAID",
    scheduledFor: order.scheduledFor,
  });
}

/** An online order that was never paid is not a sale yet: it cancels free. */
export const unpaidOnline = (order: OrderRow) => order.paymentMode === "ONLINE" && order.paymentStatus !== "PAID";

function assertAssignedRider(order: OrderRow, viewer: OrderViewer): void {
  if (order.riderId !== viewer.sub) throw new Forbidden(ORDER_MESSAGES.riderNotAssigned);
}

const nothing: Effect = () => ({});

/**
 * The kitchen's estimate: sent, else its preparation time now (learned or configured, plus busy minutes). The
 * delivery time follows from it (lifecycle: etaAfterMove).
 */
const accept: Effect = async ({ tx, order, change }) => {
  const preparation = change.preparationMinutes ?? (await currentPreparation(tx, order.restaurantId)) ?? 20;
  return { set: { preparationMinutes: preparation }, note: `Ready in about ${preparation} minutes` };
};

const reject: Effect = ({ order, reason }) => ({
  set: { rejectionReason: reason },
  refundPaise: order.totalPaise,
  postings: cancellationPostings({ bill: billOf(order), feePaise: 0, paidPaise: paidPaiseOf(order) }),
});

const pickUp: Effect = ({ order, viewer }) => {
  assertAssignedRider(order, viewer);
  return {};
};

/**
 * Once delivered, the platform takes its commission (at the restaurant's rate now) and owes the rider a payout for the
 * distance placement measured from the restaurant to the delivery address (the order's distance_m, stored with it).
 */
async function deliveryPostings(tx: Tx, order: OrderRow): Promise<LedgerPosting[]> {
  const rate = await restaurantCommissionRate(tx, order.restaurantId);
  if (rate === undefined) throw new Error(`restaurant ${order.restaurantId} of order ${order.id} is missing`);
  return [commissionPosting(commissionBasePaise(billOf(order)), rate), riderPayoutPosting(order.distanceMetres)];
}

/** Only with the customer's code, tried a limited number of times; a cash order is paid at the door. */
const deliver: Effect = async ({ tx, deps, order, viewer, change, now }) => {
  assertAssignedRider(order, viewer);
  if (!change.deliveryCode) throw new BadRequest(ORDER_MESSAGES.deliveryCodeRequired, "deliveryCode");
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(
    `delivery-code:${order.id}`,
    DELIVERY_CODE_ATTEMPTS,
    DELIVERY_CODE_WINDOW_MS,
  );
  if (!allowed) {
    throw new RateLimited(
      `Too many delivery code attempts. Please try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
  if (change.deliveryCode !== order.deliveryCode) {
    throw new BadRequest(ORDER_MESSAGES.wrongDeliveryCode, "deliveryCode");
  }
  if (order.paymentMode === "COD" && order.paymentStatus !== "PAID") {
    // The rider collected the cash at the door: the order's total and any earlier cash fees it carries (decision 027).
    const collected = amountPayablePaise(order);
    return {
      set: { deliveredAt: now, paymentStatus: "PAID", paidAt: now },
      note: `Cash collected: ₹${toRupees(collected).toFixed(2)}`,
      postings: [cashCollectedPosting(collected), ...(await deliveryPostings(tx, order))],
    };
  }
  return { set: { deliveredAt: now }, postings: await deliveryPostings(tx, order) };
};

/** A customer pays the policy's fee (none on an unpaid online order); an admin cancels without one. */
const cancel: Effect = ({ order, actor, reason, now }) => {
  let feePaise = 0;
  if (actor === "user") {
    const quote = quoteFor(order, now);
    if (!quote.allowed) throw new BusinessRule(quote.reason);
    feePaise = unpaidOnline(order) ? 0 : quote.feePaise;
  }
  return {
    set: { cancelledBy: actor, cancelReason: reason, cancelledAt: now, cancellationFeePaise: feePaise },
    note: feePaise > 0 ? `Cancellation fee ₹${toRupees(feePaise).toFixed(2)}` : null,
    refundPaise: order.totalPaise - feePaise,
    postings: cancellationPostings({ bill: billOf(order), feePaise, paidPaise: paidPaiseOf(order) }),
  };
};

/** One entry per move of ORDER_TRANSITIONS (a test keeps the two in step). */
export const TRANSITION_EFFECTS: Readonly<Partial<Record<TransitionKey, Effect>>> = {
  "PENDING->ACCEPTED": accept,
  "PENDING->REJECTED": reject,
  "ACCEPTED->PREPARING": nothing,
  "PREPARING->READY_FOR_PICKUP": nothing,
  "READY_FOR_PICKUP->OUT_FOR_DELIVERY": pickUp,
  "OUT_FOR_DELIVERY->DELIVERED": deliver,
  "PENDING->CANCELLED": cancel,
  "ACCEPTED->CANCELLED": cancel,
  "PREPARING->CANCELLED": cancel,
  "READY_FOR_PICKUP->CANCELLED": cancel,
};

/** The effect of a move the machine has; a move without one is a programming error, not the caller's. */
export function effectOf(from: OrderStatus, to: OrderStatus): Effect {
  const effect = TRANSITION_EFFECTS[`${from}->${to}`];
  if (!effect) throw new Error(`No effect is declared for the order move ${from} -> ${to}`);
  return effect;
}
