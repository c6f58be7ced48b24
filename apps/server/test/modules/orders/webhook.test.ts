import { PAYMENT_MESSAGES } from "@zaika/contract/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { payments } from "../../../src/db/schema/payments";
import { hmacHex } from "../../../src/providers/payments/signatures";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  customerAtShop,
  fillCart,
  paymentEvent,
  paymentEventsOf,
  paySandbox,
  placedOrder,
  type Shop,
  sendWebhook,
  verifyPayment,
} from "../../helpers/orders";
import { orderRow } from "./lifecycle-fixtures";

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

const placeOnline = () => placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId });

describe("POST /api/payments/razorpay/webhook", () => {
  it("refuses a missing or wrong signature and changes nothing", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const body = paymentEvent("payment.captured", {
      id: success.razorpay_payment_id,
      orderId: success.razorpay_order_id,
      amountPaise: placed.paymentDetails.amount,
    });
    const wrong = await sendWebhook(t, body, "0".repeat(64));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_MESSAGES.webhookSignature);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(missing.statusCode).toBe(400);
    // Signed over other bytes (the same JSON re-spaced): the signature is over the raw body.
    const respaced = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(t.config.payments.webhookSecret, JSON.stringify(body)),
      },
      payload: JSON.stringify(body, null, 2),
    });
    expect(respaced.statusCode).toBe(400);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
  });

  it("confirms an order whose browser never came back to verify", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const res = await sendWebhook(
      t,
      paymentEvent("payment.captured", {
        id: success.razorpay_payment_id,
        orderId: success.razorpay_order_id,
        amountPaise: placed.paymentDetails.amount,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    const row = await orderRow(t, placed.order._id);
    expect(row).toMatchObject({ paymentStatus: "PAID", providerPaymentId: success.razorpay_payment_id });
    expect(await paymentEventsOf(t, placed.order._id)).toHaveLength(1);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, customerId))).toHaveLength(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    expect(payment).toMatchObject({ source: "webhook", status: "captured" });

    // The browser turning up late still gets its success, without a second transition.
    const late = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(late.statusCode).toBe(200);
    expect(await paymentEventsOf(t, placed.order._id)).toHaveLength(1);
  });

  it("changes nothing when it arrives after verification (payment.captured then order.paid)", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    expect((await verifyPayment(t, tokens.user, placed.order._id, success)).statusCode).toBe(200);
    const before = await orderRow(t, placed.order._id);
    t.clock.advance(5_000);
    for (const event of ["payment.captured", "order.paid"] as const) {
      const res = await sendWebhook(
        t,
        paymentEvent(event, {
          id: success.razorpay_payment_id,
          orderId: success.razorpay_order_id,
          amountPaise: placed.paymentDetails.amount,
        }),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await orderRow(t, placed.order._id)).toEqual(before);
    expect(await paymentEventsOf(t, placed.order._id)).toHaveLength(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, placed.order._id))).toHaveLength(1);
  });

  it("confirms through order.paid as well", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    await sendWebhook(
      t,
      paymentEvent("order.paid", {
        id: success.razorpay_payment_id,
        orderId: success.razorpay_order_id,
        amountPaise: placed.paymentDetails.amount,
      }),
    );
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PAID");
  });

  it("ignores a captured payment of another amount or currency", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const base = { id: success.razorpay_payment_id, orderId: success.razorpay_order_id };
    await sendWebhook(t, paymentEvent("payment.captured", { ...base, amountPaise: 100 }));
    await sendWebhook(
      t,
      paymentEvent("payment.captured", { ...base, amountPaise: placed.paymentDetails.amount, currency: "USD" }),
    );
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
  });

  it("records payment.failed once, leaving the order payable", async () => {
    const placed = await placeOnline();
    const failure = paymentEvent("payment.failed", {
      id: "pay_FailedAtBank01",
      orderId: placed.paymentDetails.orderId,
      amountPaise: placed.paymentDetails.amount,
      error: "Card declined by issuer",
    });
    expect((await sendWebhook(t, failure)).statusCode).toBe(200);
    expect((await sendWebhook(t, failure)).statusCode).toBe(200);
    const row = await orderRow(t, placed.order._id);
    expect(row).toMatchObject({ paymentStatus: "FAILED", status: "PENDING" });
    const events = await paymentEventsOf(t, placed.order._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      reason: "Card declined by issuer",
      note: "Attempt pay_FailedAtBank01 (upi) declined",
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/api/order/${placed.order._id}`,
      headers: { authorization: `Bearer ${tokens.user}` },
    });
    expect(page.json().data.timeline.at(-1)).toMatchObject({
      type: "payment_failed",
      reason: "Card declined by issuer",
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    expect(payment).toMatchObject({ status: "failed", source: "webhook", error: "Card declined by issuer" });
  });

  it("acknowledges events it does not handle and orders it does not know", async () => {
    expect((await sendWebhook(t, { event: "refund.processed", payload: {} })).json()).toEqual({ status: "ok" });
    const unknown = await sendWebhook(
      t,
      paymentEvent("payment.captured", { id: "pay_Unknown0000001", orderId: "order_Unknown000001", amountPaise: 100 }),
    );
    expect(unknown.statusCode).toBe(200);
  });
});
