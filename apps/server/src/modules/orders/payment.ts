/**
 * Paying for an online order: starting a checkout, verifying what the browser brings back, and the one mark-paid step
 * that verification, the webhook and late payments share (exactly once, whoever arrives first).
 */
import { ORDER_MESSAGES, type PaymentStart, type VerifyPaymentBody } from "@zaika/contract/order";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orders, payments, refunds } from "../../db/schema/orders";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict } from "../../lib/errors";
import { verifyCheckoutSignature } from "../../providers/payments/signatures";
import type { ProviderPayment } from "../../providers/payments/types";
import { clearCart } from "../cart/queries";
import { storeProviderOrder } from "./checkout-queries";
import { recordOrderEvent } from "./events";
import {
  loadOrderBundle,
  type OrderBundle,
  type OrderRow,
  type OrderViewer,
  orderForViewer,
  toWireOrder,
} from "./read";

/** Whether an online order can still be paid at `now`. */
function payable(order: OrderRow, now: Date): boolean {
  return (
    order.paymentMode === "ONLINE" &&
    order.status === "PENDING" &&
    order.paymentStatus !== "PAID" &&
    order.paymentStatus !== "REFUNDED" &&
    order.payableUntil !== null &&
    now < order.payableUntil
  );
}

/**
 * The checkout details for an unpaid online order, creating the provider order when it has none yet (the first
 * attempt failed after commit, or a retry races it). Updates `bundle.order` with the stored provider order id.
 * Null when the order cannot be paid any more (paid, expired).
 */
export async function ensurePaymentStart(deps: ModuleDeps, bundle: OrderBundle): Promise<PaymentStart | null> {
  const { order, customer } = bundle;
  if (!payable(order, deps.clock.now())) return null;
  let providerOrderId = order.providerOrderId;
  if (!providerOrderId) {
    const created = await deps.payments.createOrder({ amountPaise: order.totalPaise, receipt: order.orderNumber });
    providerOrderId = await storeProviderOrder(deps.db, order.id, deps.payments.name, created.id);
    bundle.order = { ...order, providerOrderId, paymentProvider: deps.payments.name };
  }
  return {
    keyId: deps.payments.keyId,
    amount: order.totalPaise,
    currency: "INR",
    orderId: providerOrderId,
    provider: bundle.order.paymentProvider ?? deps.payments.name,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone },
  };
}

/** `POST /order/{id}/pay`: a new checkout for the caller's unpaid online order, within its payment window. */
export async function payAgain(deps: ModuleDeps, viewer: OrderViewer, orderId: string) {
  const bundle = await orderForViewer(deps.db, orderId, viewer);
  const { order } = bundle;
  if (order.paymentMode !== "ONLINE") throw new BusinessRule(ORDER_MESSAGES.notOnline);
  if (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED") {
    throw new Conflict(ORDER_MESSAGES.alreadyPaid);
  }
  const paymentDetails = await ensurePaymentStart(deps, bundle);
  if (!paymentDetails) throw new BusinessRule(ORDER_MESSAGES.paymentWindowClosed);
  return { success: true as const, paymentDetails };
}

export interface ConfirmedPayment {
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
  method: string | null;
  source: "checkout" | "webhook";
}

export type MarkPaidResult = "paid" | "already-paid" | "late";

/**
 * Records a genuine, captured payment of the whole order (callers have checked the provider's word). Marks the order
 * PAID exactly once; a payment for an order that expired meanwhile is recorded and refunded in full.
 */
export async function markPaid(
  deps: ModuleDeps,
  orderId: string,
  payment: ConfirmedPayment,
  actor: { id: string | null; role: "user" | "system" },
): Promise<MarkPaidResult> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const bundle = await loadOrderBundle(tx, orderId, true);
    if (!bundle) return "already-paid" as const;
    const { order, restaurant } = bundle;
    await tx
      .insert(payments)
      .values({
        orderId,
        provider: deps.payments.name,
        providerOrderId: payment.providerOrderId,
        providerPaymentId: payment.paymentId,
        amountPaise: payment.amountPaise,
        status: "captured",
        method: payment.method,
        source: payment.source,
        createdAt: now,
      })
      .onConflictDoNothing();
    if (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED") return "already-paid" as const;
    const late = order.status !== "PENDING";
    const [updated] = await tx
      .update(orders)
      .set({
        // Money for an order that no longer exists goes straight back (the refund below).
        paymentStatus: late ? "REFUNDED" : "PAID",
        providerPaymentId: payment.paymentId,
        paidAt: now,
        updatedAt: now,
      })
      .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, "PAID"), ne(orders.paymentStatus, "REFUNDED")))
      .returning();
    if (!updated) return "already-paid" as const;
    await recordOrderEvent(tx, updated, restaurant.ownerId, {
      kind: "payment",
      actor,
      note: late
        ? `Payment ${payment.paymentId} arrived after the order was ${order.status.toLowerCase()}; refunding it in full`
        : `Paid online (${payment.paymentId}${payment.method ? `, ${payment.method}` : ""})`,
      at: now,
    });
    if (late) {
      await tx
        .insert(refunds)
        .values({
          orderId,
          provider: deps.payments.name,
          amountPaise: payment.amountPaise,
          status: "PENDING",
          method: payment.method,
          createdAt: now,
        })
        .onConflictDoNothing();
      return "late" as const;
    }
    await clearCart(tx, order.userId);
    return "paid" as const;
  });
  if (outcome === "late") await refundLatePayment(deps, orderId, payment);
  return outcome;
}

/** After commit (a provider call never holds a transaction open): refunds the late payment and records it. */
async function refundLatePayment(deps: ModuleDeps, orderId: string, payment: ConfirmedPayment) {
  const bundle = await loadOrderBundle(deps.db, orderId);
  if (!bundle) return;
  const refund = await deps.payments.refund({
    paymentId: payment.paymentId,
    amountPaise: payment.amountPaise,
    receipt: bundle.order.orderNumber,
  });
  await deps.db.transaction(async (tx: Tx) => {
    await tx
      .update(refunds)
      .set({ providerRefundId: refund.id, status: refund.status })
      .where(and(eq(refunds.orderId, orderId), sql`${refunds.providerRefundId} is null`));
    await recordOrderEvent(tx, bundle.order, bundle.restaurant.ownerId, {
      kind: "refund",
      actor: { id: null, role: "system" },
      note: `Refunded ${payment.amountPaise / 100} (${refund.id})`,
      at: deps.clock.now(),
    });
  });
}

/** A declined payment (webhook payment.failed, or the sandbox's Fail): recorded once, the order stays payable. */
export async function recordFailedPayment(
  deps: ModuleDeps,
  orderId: string,
  failure: ConfirmedPayment & { error: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const bundle = await loadOrderBundle(tx, orderId, true);
    if (!bundle) return;
    const inserted = await tx
      .insert(payments)
      .values({
        orderId,
        provider: deps.payments.name,
        providerOrderId: failure.providerOrderId,
        providerPaymentId: failure.paymentId,
        amountPaise: failure.amountPaise,
        status: "failed",
        method: failure.method,
        source: failure.source,
        error: failure.error,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (inserted.length === 0) return;
    const { order } = bundle;
    const paid = order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED";
    const [updated] = paid
      ? [order]
      : await tx
          .update(orders)
          .set({ paymentStatus: "FAILED", updatedAt: now })
          .where(eq(orders.id, orderId))
          .returning();
    await recordOrderEvent(tx, updated ?? order, bundle.restaurant.ownerId, {
      kind: "payment",
      actor: { id: null, role: "system" },
      note: `Payment failed: ${failure.error}`,
      at: now,
    });
  });
}

const refused = () => new BadRequest(ORDER_MESSAGES.verificationFailed);

/** Whether the provider's payment is a whole, completed payment of this order. */
export function paymentMatches(payment: ProviderPayment | null, order: OrderRow, providerOrderId: string): boolean {
  return (
    payment !== null &&
    payment.orderId === providerOrderId &&
    payment.amountPaise === order.totalPaise &&
    payment.currency === "INR" &&
    (payment.status === "captured" || payment.status === "authorized")
  );
}

/**
 * `POST /order/verify-payment`: the caller's own online order; the signature checked against the provider order id we
 * stored (not only the request's); the payment confirmed with the provider (this order, its full amount, INR).
 */
export async function verifyPayment(deps: ModuleDeps, viewer: OrderViewer, body: VerifyPaymentBody) {
  const bundle = await orderForViewer(deps.db, body.orderId, viewer);
  const { order } = bundle;
  const stored = order.providerOrderId;
  if (order.paymentMode !== "ONLINE" || !stored || stored !== body.razorpayOrderId) throw refused();
  if (!verifyCheckoutSignature(deps.config.payments.keySecret, stored, body.paymentId, body.signature)) {
    throw refused();
  }
  const alreadyPaid = order.paymentStatus === "PAID" && order.providerPaymentId === body.paymentId;
  if (!alreadyPaid) {
    const payment = await deps.payments.fetchPayment(body.paymentId);
    if (!payment || !paymentMatches(payment, order, stored)) throw refused();
    const result = await markPaid(
      deps,
      order.id,
      {
        providerOrderId: stored,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        method: payment.method,
        source: "checkout",
      },
      { id: viewer.sub, role: "user" },
    );
    // The order expired before the money arrived: it was refunded, so the customer must not be told it is placed.
    if (result === "late") throw new BusinessRule(ORDER_MESSAGES.paymentWindowClosed);
  }
  const fresh = await orderForViewer(deps.db, order.id, viewer);
  if (fresh.order.paymentStatus !== "PAID") throw refused();
  return {
    success: true as const,
    message: ORDER_MESSAGES.placedOnline,
    order: await toWireOrder(deps.db, fresh, viewer),
  };
}
