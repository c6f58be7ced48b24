/**
 * Refunds: of cancelled or rejected paid orders (at most one per order), of delivered online orders, of payments that
 * arrived after their order expired, and of second payments of an already-paid order (at most one per payment).
 * Recorded in the order's transaction, then sent to the payments provider after commit, so a provider outage never
 * undoes the change.
 */
import { refundPosting } from "@zaika/contract/ledger";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { OrderActor } from "@zaika/contract/order-status";
import { whyNoDeliveredRefund } from "@zaika/contract/settlements";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, Conflict, NotFound } from "../../lib/errors";
import { orderRefs, recordPosting } from "../ledger/service";
import { lockRestaurant } from "../settlements/queries";
import { recordOrderEvent } from "./events";
import * as pq from "./payment-queries";
import { loadOrderBundle, type OrderRow, updateOrder } from "./queries";

/** A refund recorded in the transaction and still to be sent to the provider. */
export interface PendingRefund {
  refundId: string;
  orderId: string;
  orderNumber: string;
  providerPaymentId: string;
  amountPaise: number;
}

/**
 * Inserts a PENDING refund of one payment of the order; null when the order's refund (kind "order") or a refund of
 * that payment already exists (refunds_order_key, refunds_payment_key): never twice.
 */
async function recordPendingRefund(
  tx: Tx,
  deps: Pick<ModuleDeps, "payments">,
  order: OrderRow,
  values: {
    kind: "order" | "duplicate";
    providerPaymentId: string;
    amountPaise: number;
    method: string | null;
    at: Date;
  },
): Promise<PendingRefund | null> {
  const refundId = await pq.insertPendingRefund(tx, {
    orderId: order.id,
    provider: order.paymentProvider ?? deps.payments.name,
    providerPaymentId: values.providerPaymentId,
    kind: values.kind,
    amountPaise: values.amountPaise,
    method: values.method,
    createdAt: values.at,
  });
  if (!refundId) return null;
  return {
    refundId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    providerPaymentId: values.providerPaymentId,
    amountPaise: values.amountPaise,
  };
}

/**
 * Records the refund of `amountPaise` for a paid order (status PENDING), marks the order REFUNDED and adds a "refund"
 * event. Returns null when there is nothing to refund or the order already has a refund.
 */
export async function recordRefund(
  tx: Tx,
  deps: Pick<ModuleDeps, "payments">,
  order: OrderRow,
  restaurantOwnerId: string,
  input: {
    amountPaise: number;
    actor: { id: string | null; role: OrderActor };
    /** Why, for the timeline (an admin's refund after delivery); none for a cancellation's refund. */
    reason?: string | null;
    at: Date;
  },
): Promise<{ order: OrderRow; refund: PendingRefund } | null> {
  if (order.paymentStatus !== "PAID" || order.paymentMode !== "ONLINE" || !order.providerPaymentId) return null;
  // A fee of the whole order value leaves nothing to send back.
  if (input.amountPaise <= 0) return null;
  const refund = await recordPendingRefund(tx, deps, order, {
    kind: "order",
    providerPaymentId: order.providerPaymentId,
    amountPaise: input.amountPaise,
    method: await pq.latestCapturedMethod(tx, order.id),
    at: input.at,
  });
  if (!refund) return null;
  const updated = await updateOrder(tx, order.id, { paymentStatus: "REFUNDED", updatedAt: input.at });
  if (!updated) throw new Error(`order ${order.id} vanished while refunding`);
  await recordOrderEvent(tx, updated, restaurantOwnerId, {
    kind: "refund",
    from: updated.status,
    to: updated.status,
    actor: input.actor,
    reason: input.reason ?? null,
    note: `Refund of ₹${(input.amountPaise / 100).toFixed(2)} initiated`,
    at: input.at,
  });
  return { order: updated, refund };
}

/**
 * Records the full refund of one captured payment and adds a "refund" event: `order` for a payment that arrived after
 * its order expired (the order's own refund), `duplicate` for a second payment of an order already paid with another.
 * Null when that payment already has a refund (the checkout and the webhook both reported it): never twice.
 */
export async function recordPaymentRefund(
  tx: Tx,
  deps: Pick<ModuleDeps, "payments">,
  order: OrderRow,
  restaurantOwnerId: string,
  input: {
    kind: "order" | "duplicate";
    payment: { paymentId: string; amountPaise: number; method: string | null };
    note: string;
    at: Date;
  },
): Promise<PendingRefund | null> {
  const { payment } = input;
  const refund = await recordPendingRefund(tx, deps, order, {
    kind: input.kind,
    providerPaymentId: payment.paymentId,
    amountPaise: payment.amountPaise,
    method: payment.method,
    at: input.at,
  });
  if (!refund) return null;
  await recordOrderEvent(tx, order, restaurantOwnerId, {
    kind: "refund",
    from: order.status,
    to: order.status,
    actor: { id: null, role: "system" },
    note: input.note,
    at: input.at,
  });
  return refund;
}

/**
 * Refunds part or all of a delivered online order (wrong or missing items), borne by the restaurant: the order's refund
 * (at most one), its "refund" event (with the admin's reason) and its ledger posting in one transaction, then sent to
 * the provider. Only a delivered order paid online and not refunded yet (the contract's whyNoDeliveredRefund): a cash
 * order has no payment to refund through the provider. `POST /order/{id}/refund`
 * (admins) calls it. It lowers what the restaurant may be paid, so it takes the restaurant's row lock that payouts take
 * (settlements): a payout recorded at the same time either sees the refund or comes wholly before it.
 */
export async function refundDeliveredOrder(
  deps: Pick<ModuleDeps, "db" | "clock" | "payments">,
  orderId: string,
  input: { amountPaise: number; actor: { id: string | null; role: OrderActor }; reason?: string },
  log: FastifyBaseLogger,
): Promise<OrderRow> {
  const at = deps.clock.now();
  const { order, refund } = await deps.db.transaction(async (tx) => {
    const bundle = await loadOrderBundle(tx, orderId, true);
    if (!bundle) throw new NotFound(ORDER_MESSAGES.notFound);
    const { order: current } = bundle;
    // Delivered, paid online and not refunded yet (the contract's rule, which the admin's page shows "Refund" by).
    const refusal = whyNoDeliveredRefund(current);
    if (refusal) throw new Conflict(refusal);
    const amount = input.amountPaise;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > current.totalPaise) {
      throw new BusinessRule(ORDER_MESSAGES.refundAmount, [{ field: "amount", message: ORDER_MESSAGES.refundAmount }]);
    }
    // After the order's lock, as the order is the first thing read; payouts take only this one, so no cycle.
    await lockRestaurant(tx, current.restaurantId);
    const recorded = await recordRefund(tx, deps, current, bundle.restaurant.ownerId, {
      amountPaise: amount,
      actor: input.actor,
      reason: input.reason ?? null,
      at,
    });
    // No provider payment to send it back to, or the order has a refund already (refunds_order_key).
    if (!recorded) throw new Conflict(ORDER_MESSAGES.refundNotAllowed);
    await recordPosting(tx, refundPosting(amount), orderRefs(recorded.order, at));
    return recorded;
  });
  await sendRefund(deps, refund, log);
  return order;
}

/**
 * Sends a recorded refund to the provider (after the order's transaction committed) and stores the outcome. Never
 * throws: a failure is logged and left FAILED for support to retry; the customer's cancellation already stands.
 */
export async function sendRefund(
  deps: Pick<ModuleDeps, "db" | "payments">,
  refund: PendingRefund,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const result = await deps.payments.refund({
      paymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      receipt: refund.orderNumber,
    });
    // Razorpay may answer "pending" (processed later by the bank); the sandbox answers "processed" at once.
    await pq.setRefundOutcome(deps.db, refund.refundId, { status: result.status, providerRefundId: result.id });
  } catch (error) {
    log.error({ err: error, orderId: refund.orderId, refundId: refund.refundId }, "refund failed at the provider");
    try {
      await pq.setRefundOutcome(deps.db, refund.refundId, { status: "FAILED" });
    } catch (updateError) {
      log.error({ err: updateError, refundId: refund.refundId }, "could not mark the refund failed");
    }
  }
}
