/**
 * Tips after delivery (issue 14 item 7): the order's customer tips its rider within 7 days of delivery, paid online
 * through the payments provider as an order is (a provider order per attempt, the checkout in the browser, then the
 * signature and the provider's word checked here). The order's total, bill and invoice never change: the tip is its
 * own row (order_tips) and its own posting, gateway to rider_payable, written in the transaction that marks it PAID.
 *
 * Razorpay's webhook does not confirm tips yet (webhook.ts finds no order for a tip's provider order and acknowledges
 * the event): a tip is booked only when the browser comes back to verify. Out of scope for now, by decision.
 */
import { toPaise, toRupees } from "@zaika/contract/common";
import { returnedPaymentPostings, tipPaidPosting } from "@zaika/contract/ledger";
import { ORDER_MESSAGES, type PaymentStart } from "@zaika/contract/order";
import { TIP_MESSAGES, type TipBody, type TipResponse, type TipVerifyBody, tipRefusal } from "@zaika/contract/tips";
import type { FastifyBaseLogger } from "fastify";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict } from "../../lib/errors";
import { verifyCheckoutSignature } from "../../providers/payments/signatures";
import { recordPosting, recordPostings } from "../ledger/service";
import { loadOrderBundle } from "../orders/queries";
import { type OrderViewer, orderForViewer } from "../orders/read";
import * as q from "./queries";

export type TipsDeps = Pick<ModuleDeps, "db" | "clock" | "payments" | "config">;

/** The same answer as a refused order payment: nothing about which check failed. */
const refused = () => new BadRequest(ORDER_MESSAGES.verificationFailed);

/**
 * `POST /order/{id}/tip`: the checkout for a tip of `amount` rupees. A second press with the same amount before paying
 * gets the same provider order (no orphans from a double tap); another amount starts a new attempt.
 */
export async function startTip(
  deps: TipsDeps,
  viewer: OrderViewer,
  orderId: string,
  body: TipBody,
): Promise<{ success: true; paymentDetails: PaymentStart }> {
  const { order, customer } = await orderForViewer(deps.db, orderId, viewer);
  const refusal = tipRefusal(order, deps.clock.now());
  if (refusal) throw new BusinessRule(TIP_MESSAGES[refusal]);
  const amountPaise = toPaise(body.amount);
  const latest = await q.orderTipOf(deps.db, order.id);
  if (latest?.status === "PAID") throw new Conflict(TIP_MESSAGES.alreadyTipped);
  let tip = latest && latest.amountPaise === amountPaise ? latest : undefined;
  if (!tip) {
    // The provider call happens outside any transaction; the row is written only once the provider order exists.
    const created = await deps.payments.createOrder({ amountPaise, receipt: `${order.orderNumber}-TIP` });
    tip = await q.insertTip(deps.db, {
      orderId: order.id,
      userId: order.userId,
      // tipRefusal has checked there is a rider.
      riderId: order.riderId as string,
      amountPaise,
      provider: deps.payments.name,
      providerOrderId: created.id,
      createdAt: deps.clock.now(),
    });
  }
  return {
    success: true,
    paymentDetails: {
      keyId: deps.payments.keyId,
      amount: tip.amountPaise,
      currency: "INR",
      orderId: tip.providerOrderId,
      provider: tip.provider,
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    },
  };
}

function wireTip(tip: q.TipRow, riderName: string): TipResponse {
  return {
    success: true,
    message: TIP_MESSAGES.paid(toRupees(tip.amountPaise), riderName),
    data: {
      amount: toRupees(tip.amountPaise),
      status: tip.status,
      paidAt: tip.paidAt?.toISOString() ?? null,
      riderName,
    },
  };
}

type Booked = { outcome: "paid" | "already-paid"; tip: q.TipRow } | { outcome: "duplicate" };

/**
 * `POST /order/{id}/tip/verify`: the attempt must be this order's and the caller's; the signature is checked against
 * the provider order we stored, then the provider confirms the payment (that provider order, the tip's amount, INR).
 * Verifying again answers the same tip without a second posting.
 */
export async function verifyTip(
  deps: TipsDeps,
  viewer: OrderViewer,
  orderId: string,
  body: TipVerifyBody,
  log: FastifyBaseLogger,
): Promise<TipResponse> {
  const { order, rider } = await orderForViewer(deps.db, orderId, viewer);
  const attempt = await q.tipByProviderOrder(deps.db, body.razorpayOrderId);
  if (!attempt || attempt.orderId !== order.id) throw refused();
  const stored = attempt.providerOrderId;
  if (!verifyCheckoutSignature(deps.config.payments.keySecret, stored, body.paymentId, body.signature)) {
    throw refused();
  }
  const riderName = rider?.name ?? "your rider";
  if (attempt.status === "PAID" && attempt.providerPaymentId === body.paymentId) return wireTip(attempt, riderName);

  const payment = await deps.payments.fetchPayment(body.paymentId);
  const genuine =
    payment !== null &&
    payment.orderId === stored &&
    payment.amountPaise === attempt.amountPaise &&
    payment.currency === "INR" &&
    (payment.status === "captured" || payment.status === "authorized");
  if (!genuine) throw refused();

  const now = deps.clock.now();
  const booked = await deps.db.transaction(async (tx): Promise<Booked> => {
    // The order's row lock serialises every verification of its tips: at most one becomes PAID.
    const bundle = await loadOrderBundle(tx, order.id, true);
    if (!bundle) throw refused();
    const paidTip = await q.orderTipOf(tx, order.id);
    if (paidTip?.status === "PAID") {
      if (paidTip.id === attempt.id) return { outcome: "already-paid", tip: paidTip };
      // Two tabs: another attempt was paid first. This money passed through the gateway and goes straight back.
      await q.setTipFailed(tx, attempt.id, payment.id);
      await recordPostings(tx, returnedPaymentPostings(attempt.amountPaise), {
        orderId: order.id,
        restaurantId: order.restaurantId,
        at: now,
      });
      return { outcome: "duplicate" };
    }
    const paid = await q.setTipPaid(tx, attempt.id, payment.id, now);
    if (!paid) return { outcome: "already-paid", tip: attempt };
    // The rider of the tip (the order's rider when it was started) is owed all of it.
    await recordPosting(tx, tipPaidPosting(paid.amountPaise), {
      orderId: order.id,
      restaurantId: order.restaurantId,
      riderId: paid.riderId,
      at: now,
    });
    return { outcome: "paid", tip: paid };
  });
  if (booked.outcome === "duplicate") {
    // After commit: a provider call never holds a transaction open. A failed refund is logged for support.
    try {
      await deps.payments.refund({
        paymentId: payment.id,
        amountPaise: attempt.amountPaise,
        receipt: `${order.orderNumber}-TIP`,
      });
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, "refund of a second tip payment failed");
    }
    throw new Conflict(TIP_MESSAGES.alreadyTipped);
  }
  return wireTip(booked.tip, riderName);
}

/** The sandbox's Fail on a tip's provider order: the attempt is FAILED (the customer may try again). */
export async function recordFailedTip(deps: Pick<ModuleDeps, "db">, tipId: string, paymentId: string) {
  await q.setTipFailed(deps.db, tipId, paymentId);
}
