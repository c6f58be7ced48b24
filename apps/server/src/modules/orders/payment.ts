/**
 * Paying for an online order: starting a checkout, verifying what the browser brings back, and the one mark-paid step
 * that verification, the webhook and late payments share (exactly once, whoever arrives first).
 */
import { amountPayablePaise } from "@zaika/contract/cancellation";
import { paymentCapturedPosting, returnedPaymentPostings } from "@zaika/contract/ledger";
import { ORDER_MESSAGES, type PaymentStart, type VerifyPaymentBody } from "@zaika/contract/order";
import type { FastifyBaseLogger } from "fastify";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict } from "../../lib/errors";
import { verifyCheckoutSignature } from "../../providers/payments/signatures";
import type { ProviderPayment } from "../../providers/payments/types";
import { clearCart } from "../cart/queries";
import { orderRefs, recordPosting, recordPostings } from "../ledger/service";
import { storeProviderOrder } from "./checkout-queries";
import { kitchenArrival } from "./escalation";
import { placementEta } from "./eta";
import { kitchenTimes } from "./eta-queries";
import { recordOrderEvent } from "./events";
import * as pq from "./payment-queries";
import { loadOrderBundle, type OrderBundle, type OrderRow, updateOrder } from "./queries";
import { type OrderViewer, orderForViewer, toWireOrder } from "./read";
import { recordPaymentRefund, sendRefund } from "./refunds";

/** What paying for an order uses: the database, the clock and the payments provider. */
export type PaymentDeps = Pick<ModuleDeps, "db" | "clock" | "payments">;

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
export async function ensurePaymentStart(deps: PaymentDeps, bundle: OrderBundle): Promise<PaymentStart | null> {
  const { order, customer } = bundle;
  if (!payable(order, deps.clock.now())) return null;
  let providerOrderId = order.providerOrderId;
  if (!providerOrderId) {
    const created = await deps.payments.createOrder({
      amountPaise: amountPayablePaise(order),
      receipt: order.orderNumber,
    });
    providerOrderId = await storeProviderOrder(deps.db, order.id, deps.payments.name, created.id);
    bundle.order = { ...order, providerOrderId, paymentProvider: deps.payments.name };
  }
  return {
    keyId: deps.payments.keyId,
    amount: amountPayablePaise(order),
    currency: "INR",
    orderId: providerOrderId,
    provider: bundle.order.paymentProvider ?? deps.payments.name,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone },
  };
}

/** `POST /order/{id}/pay`: a new checkout for the caller's unpaid online order, within its payment window. */
export async function payAgain(deps: PaymentDeps, viewer: OrderViewer, orderId: string) {
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

/**
 * `late`: the order had expired, so the payment was refunded and the order is not placed. `duplicate`: the order was
 * already paid (or refunded) with another payment, so this one was refunded in full.
 */
export type MarkPaidResult = "paid" | "already-paid" | "late" | "duplicate";

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * Records a genuine, captured payment of the whole order (callers have checked the provider's word). Marks the order
 * PAID exactly once; a payment for an order that expired meanwhile, or a second payment of an order already paid, is
 * recorded and refunded in full (once per payment, whoever reports it and however often).
 */
export async function markPaid(
  deps: PaymentDeps & Pick<ModuleDeps, "config" | "eta">,
  orderId: string,
  payment: ConfirmedPayment,
  actor: { id: string | null; role: "user" | "system" },
  log: FastifyBaseLogger,
): Promise<MarkPaidResult> {
  const now = deps.clock.now();
  const { outcome, refund } = await deps.db.transaction(async (tx) => {
    const bundle = await loadOrderBundle(tx, orderId, true);
    if (!bundle) return { outcome: "already-paid" as const };
    const { order, restaurant } = bundle;
    await pq.upsertCapturedPayment(tx, {
      orderId,
      provider: deps.payments.name,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      method: payment.method,
      source: payment.source,
      createdAt: now,
    });
    if (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED") {
      if (order.providerPaymentId === payment.paymentId) return { outcome: "already-paid" as const };
      // The customer paid twice (two tabs, a retried checkout): the order keeps its payment, this one goes back.
      const duplicate = await recordPaymentRefund(tx, deps, order, restaurant.ownerId, {
        kind: "duplicate",
        payment,
        note: `Payment ${payment.paymentId} was a second payment of this order; refund of ${rupees(payment.amountPaise)} initiated`,
        at: now,
      });
      if (!duplicate) return { outcome: "already-paid" as const };
      await recordPostings(tx, returnedPaymentPostings(payment.amountPaise), orderRefs(order, now));
      return { outcome: "duplicate" as const, refund: duplicate };
    }
    const late = order.status !== "PENDING";
    // Paid, the order reaches the kitchen and its escalation clock starts, unless it is scheduled for a later release
    // (which starts it then). Money for an order that no longer exists goes straight back (the refund below).
    const toKitchen = !late && (order.releaseAt === null || order.releaseAt.getTime() <= now.getTime());
    // The kitchen starts on an order to deliver now only once it is paid: the promise counts from here (a scheduled
    // one keeps its slot).
    const times = toKitchen && order.scheduledFor === null ? await kitchenTimes(tx, order.restaurantId) : undefined;
    const updated = await pq.setOrderPaid(tx, orderId, {
      late,
      paymentId: payment.paymentId,
      at: now,
      ...(toKitchen && { kitchen: kitchenArrival(now, deps.config) }),
      ...(times && { eta: placementEta(deps.eta, times, order.distanceMetres, now) }),
    });
    if (!updated) return { outcome: "already-paid" as const };
    const refs = orderRefs(updated, now);
    await recordOrderEvent(tx, updated, restaurant.ownerId, {
      kind: "payment",
      actor,
      note: late
        ? `Payment ${payment.paymentId} arrived after the order was ${order.status.toLowerCase()}; refunding it in full`
        : `Paid online (${payment.paymentId}${payment.method ? `, ${payment.method}` : ""})`,
      at: now,
    });
    if (late) {
      const lateRefund = await recordPaymentRefund(tx, deps, updated, restaurant.ownerId, {
        kind: "order",
        payment,
        note: `Refund of ${rupees(payment.amountPaise)} initiated`,
        at: now,
      });
      // The money came in either way; it goes straight back when the refund was recorded.
      const postings = lateRefund
        ? returnedPaymentPostings(payment.amountPaise)
        : [paymentCapturedPosting(payment.amountPaise)];
      await recordPostings(tx, postings, refs);
      return { outcome: "late" as const, refund: lateRefund };
    }
    // The one place an order flips to PAID (setOrderPaid refuses twice): the checkout and the webhook post it once.
    // With the earlier cash fees it carries (decision 027): the customer's account settles to zero.
    await recordPosting(tx, paymentCapturedPosting(amountPayablePaise(updated)), refs);
    await clearCart(tx, order.userId);
    return { outcome: "paid" as const };
  });
  // After commit: a provider call never holds a transaction open, and a provider outage leaves the refund FAILED.
  if (refund) await sendRefund(deps, refund, log);
  return outcome;
}

/** A declined payment (webhook payment.failed, or the sandbox's Fail): recorded once, the order stays payable. */
export async function recordFailedPayment(
  deps: PaymentDeps,
  orderId: string,
  failure: ConfirmedPayment & { error: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const bundle = await loadOrderBundle(tx, orderId, true);
    if (!bundle) return;
    const inserted = await pq.insertFailedPayment(tx, {
      orderId,
      provider: deps.payments.name,
      providerOrderId: failure.providerOrderId,
      providerPaymentId: failure.paymentId,
      amountPaise: failure.amountPaise,
      method: failure.method,
      source: failure.source,
      error: failure.error,
      createdAt: now,
    });
    if (!inserted) return;
    const { order } = bundle;
    const paid = order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED";
    const updated = paid ? order : await updateOrder(tx, orderId, { paymentStatus: "FAILED", updatedAt: now });
    // A payment event with a reason is a declined attempt (read.ts shows it as "Payment failed", never "received").
    await recordOrderEvent(tx, updated ?? order, bundle.restaurant.ownerId, {
      kind: "payment",
      actor: { id: null, role: "system" },
      reason: failure.error,
      note: `Attempt ${failure.paymentId}${failure.method ? ` (${failure.method})` : ""} declined`,
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
    payment.amountPaise === amountPayablePaise(order) &&
    payment.currency === "INR" &&
    (payment.status === "captured" || payment.status === "authorized")
  );
}

/**
 * `POST /order/verify-payment`: the caller's own online order; the signature checked against the provider order id we
 * stored (not only the request's); the payment confirmed with the provider (this order, its full amount, INR).
 */
export async function verifyPayment(
  deps: PaymentDeps & Pick<ModuleDeps, "config" | "eta">,
  viewer: OrderViewer,
  body: VerifyPaymentBody,
  log: FastifyBaseLogger,
) {
  const bundle = await orderForViewer(deps.db, body.orderId, viewer);
  const { order } = bundle;
  const stored = order.providerOrderId;
  if (order.paymentMode !== "ONLINE" || !stored || stored !== body.razorpayOrderId) throw refused();
  if (!verifyCheckoutSignature(deps.config.payments.keySecret, stored, body.paymentId, body.signature)) {
    throw refused();
  }
  const alreadyPaid = order.paymentStatus === "PAID" && order.providerPaymentId === body.paymentId;
  let result: MarkPaidResult = "already-paid";
  if (!alreadyPaid) {
    const payment = await deps.payments.fetchPayment(body.paymentId);
    if (!payment || !paymentMatches(payment, order, stored)) {
      // A second payment the webhook already recorded and refunded: the provider now calls it refunded.
      if (!(await pq.hasCapturedPayment(deps.db, order.id, body.paymentId))) throw refused();
    } else {
      result = await markPaid(
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
        log,
      );
    }
  }
  const fresh = await orderForViewer(deps.db, order.id, viewer);
  if (fresh.order.paymentStatus !== "PAID") {
    // The order expired before the money arrived, or this second payment came for an order that is over: the money
    // was refunded, so the customer must not be told it is placed.
    if (result === "late" || result === "duplicate") throw new BusinessRule(ORDER_MESSAGES.paymentWindowClosed);
    throw refused();
  }
  // A second payment of a paid order was refunded (its timeline says so); the order itself stands, paid once.
  return {
    success: true as const,
    message: ORDER_MESSAGES.placedOnline,
    order: await toWireOrder(deps.db, fresh, viewer),
  };
}
