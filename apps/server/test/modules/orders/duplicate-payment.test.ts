/**
 * A second captured payment of an order (two tabs, a retried checkout): the order keeps its first payment, the second
 * is refunded in full through the provider exactly once, whoever reports it (checkout, webhook, both), and the order's
 * own refund on a later cancellation still goes to the first payment.
 */
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refunds } from "../../../src/db/schema/payments";
import { sandboxPayments, sandboxRefunds } from "../../../src/db/schema/sandbox";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { sandboxId } from "../../../src/providers/payments/sandbox";
import { checkoutSignature } from "../../../src/providers/payments/signatures";
import type { PaymentsProvider } from "../../../src/providers/payments/types";
import { createTestApp, type TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  auth,
  customerAtShop,
  fillCart,
  paidOnlineOrder,
  paymentEvent,
  paySandbox,
  placedOrder,
  type Shop,
  sendWebhook,
  signToken,
  verifyPayment,
} from "../../helpers/orders";
import { insertPaidOnlineOrder, NOON_IST, orderRow, world } from "./lifecycle-fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;
let addressId: string;
let customerId: string;

beforeAll(async () => {
  ({ t, tokens, shop, addressId, customerId } = await customerAtShop());
});
afterAll(() => t?.close());

beforeEach(async () => {
  await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
});

/**
 * The provider captured a second payment of the same provider order (as Razorpay can when the customer pays in two
 * tabs; the sandbox page itself refuses a second Pay): returns what Checkout would hand that browser tab.
 */
async function secondCapture(providerOrderId: string, amountPaise: number): Promise<CheckoutSuccess> {
  const paymentId = sandboxId("pay");
  await t.database.db.insert(sandboxPayments).values({
    id: paymentId,
    orderId: providerOrderId,
    amountPaise,
    currency: "INR",
    status: "captured",
    method: "card",
    createdAt: t.clock.now(),
  });
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(t.config.payments.keySecret, providerOrderId, paymentId),
  };
}

const captured = (success: CheckoutSuccess, amountPaise: number, event: "payment.captured" | "order.paid") =>
  paymentEvent(event, { id: success.razorpay_payment_id, orderId: success.razorpay_order_id, amountPaise });

/** What the sandbox's books say was refunded of one payment. */
const sandboxRefundsOf = (paymentId: string) =>
  t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));

const orderPage = async (orderId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/order/${orderId}`, headers: auth(tokens.user) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A paid order and a second captured payment of it that nobody has reported yet. */
async function paidTwice() {
  const paid = await paidOnlineOrder(t, tokens.user, addressId);
  const amountPaise = Math.round(paid.finalTotal * 100);
  const second = await secondCapture(paid.paymentDetails.orderId, amountPaise);
  return { paid, amountPaise, second, firstPaymentId: paid.paymentDetails.paymentId as string };
}

/** The second payment was refunded once, in full, and the order still stands on its first payment. */
async function expectRefundedOnce(
  orderId: string,
  firstPaymentId: string,
  secondPaymentId: string,
  amountPaise: number,
) {
  const booked = await sandboxRefundsOf(secondPaymentId);
  expect(booked).toHaveLength(1);
  expect(booked[0]?.amountPaise).toBe(amountPaise);
  expect(await sandboxRefundsOf(firstPaymentId)).toHaveLength(0);
  const [payment] = await t.database.db
    .select({ status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, secondPaymentId));
  expect(payment?.status).toBe("refunded");

  const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(rows).toEqual([
    expect.objectContaining({
      kind: "duplicate",
      providerPaymentId: secondPaymentId,
      amountPaise,
      status: "PROCESSED",
      providerRefundId: booked[0]?.id,
    }),
  ]);
  expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: "PAID", providerPaymentId: firstPaymentId });

  const page = await orderPage(orderId);
  // The order's refund is its own (none yet); the timeline tells of the second payment going back.
  expect(page).toMatchObject({ paymentStatus: "PAID", refund: null, paymentDetails: { paymentId: firstPaymentId } });
  const refundEntries = page.timeline.filter((e: { type: string }) => e.type === "refund");
  expect(refundEntries).toHaveLength(1);
  expect(refundEntries[0].note).toContain(secondPaymentId);
  expect(refundEntries[0].note).toContain(`₹${(amountPaise / 100).toFixed(2)}`);
  expect(page.timeline.filter((e: { type: string }) => e.type === "payment")).toHaveLength(1);
}

describe("a second captured payment of a paid order", () => {
  it("is refunded once when the checkout verifies it, and a repeat verification changes nothing", async () => {
    const { paid, amountPaise, second, firstPaymentId } = await paidTwice();
    const res = await verifyPayment(t, tokens.user, paid._id, second);
    // The order is placed and paid; only the extra money goes back.
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ paymentStatus: "PAID", refund: null });
    await expectRefundedOnce(paid._id, firstPaymentId, second.razorpay_payment_id, amountPaise);

    const again = await verifyPayment(t, tokens.user, paid._id, second);
    expect(again.statusCode, again.body).toBe(200);
    await expectRefundedOnce(paid._id, firstPaymentId, second.razorpay_payment_id, amountPaise);
  });

  it("is refunded once when only the webhook reports it, however often", async () => {
    const { paid, amountPaise, second, firstPaymentId } = await paidTwice();
    for (const event of ["payment.captured", "order.paid", "payment.captured"] as const) {
      const res = await sendWebhook(t, captured(second, amountPaise, event));
      expect(res.statusCode, res.body).toBe(200);
    }
    await expectRefundedOnce(paid._id, firstPaymentId, second.razorpay_payment_id, amountPaise);
  });

  it("is refunded once when the checkout and the webhook both report it at the same time", async () => {
    const { paid, amountPaise, second, firstPaymentId } = await paidTwice();
    const [verified, hooked] = await Promise.all([
      verifyPayment(t, tokens.user, paid._id, second),
      sendWebhook(t, captured(second, amountPaise, "payment.captured")),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(hooked.statusCode, hooked.body).toBe(200);
    await expectRefundedOnce(paid._id, firstPaymentId, second.razorpay_payment_id, amountPaise);
  });

  it("leaves the order's own refund to its first payment when the order is cancelled later", async () => {
    const { paid, amountPaise, second, firstPaymentId } = await paidTwice();
    expect((await sendWebhook(t, captured(second, amountPaise, "payment.captured"))).statusCode).toBe(200);

    // Within the free minute: the whole order value goes back, to the payment the order was paid with.
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${paid._id}/status`,
      headers: auth(tokens.user),
      payload: { status: "CANCELLED" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().order.refund;
    expect(refund).toMatchObject({ amount: paid.finalTotal, status: "PROCESSED" });
    const toFirst = await sandboxRefundsOf(firstPaymentId);
    expect(toFirst).toEqual([expect.objectContaining({ id: refund.providerRefundId, amountPaise })]);
    expect(await sandboxRefundsOf(second.razorpay_payment_id)).toHaveLength(1);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, paid._id));
    expect(rows.map((r) => [r.kind, r.providerPaymentId]).sort()).toEqual([
      ["duplicate", second.razorpay_payment_id],
      ["order", firstPaymentId],
    ]);
    const page = await orderPage(paid._id);
    expect(page).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED", refund: { _id: refund._id } });
    expect(page.timeline.filter((e: { type: string }) => e.type === "refund")).toHaveLength(2);
  });
});

describe("payments that arrive after the order expired", () => {
  it("refunds the first as the order's refund and a second one as well", async () => {
    const placed = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId });
    const amountPaise = placed.paymentDetails.amount as number;
    const first = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const second = await secondCapture(placed.paymentDetails.orderId, amountPaise);
    t.clock.advance(16 * 60_000);
    tokens.user = await signToken(t, { id: customerId, name: "Demo Customer" });
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBeGreaterThanOrEqual(1);

    expect((await sendWebhook(t, captured(first, amountPaise, "payment.captured"))).statusCode).toBe(200);
    // The browser of the other tab verifies the second payment: not placed, and that money goes back too.
    const verify = await verifyPayment(t, tokens.user, placed.order._id, second);
    expect(verify.statusCode, verify.body).toBe(422);
    expect((await sendWebhook(t, captured(second, amountPaise, "payment.captured"))).statusCode).toBe(200);

    expect(await sandboxRefundsOf(first.razorpay_payment_id)).toEqual([expect.objectContaining({ amountPaise })]);
    expect(await sandboxRefundsOf(second.razorpay_payment_id)).toEqual([expect.objectContaining({ amountPaise })]);
    expect(await orderRow(t, placed.order._id)).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "REFUNDED",
      providerPaymentId: first.razorpay_payment_id,
    });
    const page = await orderPage(placed.order._id);
    expect(page.refund).toMatchObject({ amount: placed.order.finalTotal, status: "PROCESSED" });
    expect(page.timeline.filter((e: { type: string }) => e.type === "refund")).toHaveLength(2);
  });
});

describe("when the provider fails to refund a second payment", () => {
  it("keeps the order paid, answers the webhook, and leaves the refund FAILED for support", async () => {
    const calls: string[] = [];
    const failing: PaymentsProvider = {
      name: "sandbox",
      keyId: "rzp_test_sandbox",
      createOrder: () => Promise.reject(new Error("not used")),
      fetchPayment: () => Promise.resolve(null),
      refund: (input) => {
        calls.push(input.paymentId);
        return Promise.reject(new Error("provider down"));
      },
    };
    const s = await createTestApp({ now: NOON_IST, payments: failing });
    try {
      const w = await world(s);
      const order = await insertPaidOnlineOrder(s, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
      const body = paymentEvent("payment.captured", {
        id: "pay_SecondTab00001",
        orderId: order.providerOrderId ?? "",
        amountPaise: order.totalPaise,
      });
      const res = await sendWebhook(s, body);
      expect(res.statusCode, res.body).toBe(200);
      expect((await sendWebhook(s, body)).statusCode).toBe(200);
      // One attempt, recorded as failed; a redelivered webhook does not refund a second time.
      expect(calls).toEqual(["pay_SecondTab00001"]);
      const rows = await s.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(rows).toEqual([
        expect.objectContaining({ kind: "duplicate", status: "FAILED", providerPaymentId: "pay_SecondTab00001" }),
      ]);
      expect(await orderRow(s, order.id)).toMatchObject({
        paymentStatus: "PAID",
        providerPaymentId: order.providerPaymentId,
      });
    } finally {
      await s.close();
    }
  });
});
