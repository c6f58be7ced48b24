import { ORDER_MESSAGES } from "@zaika/contract/order";
import { PAYMENT_MESSAGES } from "@zaika/contract/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { orderEvents } from "../../../src/db/schema/orders";
import { payments } from "../../../src/db/schema/payments";
import { sandboxPayments } from "../../../src/db/schema/sandbox";
import { checkoutSignature } from "../../../src/providers/payments/signatures";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  auth,
  customerAtShop,
  failSandbox,
  fillCart,
  newCustomer,
  paymentEventsOf,
  paySandbox,
  placedOrder,
  type Shop,
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
const cartCount = async () =>
  (await t.database.db.select().from(cartItems).where(eq(cartItems.userId, customerId))).length;

describe("POST /order/verify-payment", () => {
  it("marks the order paid exactly once, clears the cart, and answers a repeat with the same success", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    // The sandbox checkout alone never marks our order paid: the browser verifies.
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
    expect(await cartCount()).toBe(1);

    const first = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.placedOnline,
      order: {
        _id: placed.order._id,
        paymentStatus: "PAID",
        payableUntil: null,
        paymentDetails: { orderId: success.razorpay_order_id, paymentId: success.razorpay_payment_id },
      },
    });
    expect(await cartCount()).toBe(0);

    const again = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(ORDER_MESSAGES.placedOnline);
    expect(await paymentEventsOf(t, placed.order._id)).toHaveLength(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, placed.order._id));
    expect(rows).toMatchObject([{ status: "captured", source: "checkout", amountPaise: placed.paymentDetails.amount }]);
    // Now a real order, the restaurant sees it.
    const forRestaurant = await t.app.inject({
      method: "GET",
      url: `/api/order/${placed.order._id}`,
      headers: auth(tokens.restaurant),
    });
    expect(forRestaurant.statusCode).toBe(200);
  });

  it("refuses a tampered signature and leaves the order unpaid", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    // Always a different digit (setting it to a fixed one is no change when it already is that digit).
    const last = success.razorpay_signature.slice(-1);
    const tampered = {
      ...success,
      razorpay_signature: `${success.razorpay_signature.slice(0, -1)}${last === "0" ? "1" : "0"}`,
    };
    expect(tampered.razorpay_signature).not.toBe(success.razorpay_signature);
    const res = await verifyPayment(t, tokens.user, placed.order._id, tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.verificationFailed);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
    expect(await paymentEventsOf(t, placed.order._id)).toHaveLength(0);
  });

  it("refuses another order's genuine payment: the signature is checked against the stored provider order", async () => {
    const first = await placeOnline();
    const second = await placeOnline();
    const paidForSecond = await paySandbox(t, tokens.user, second.paymentDetails.orderId);
    const res = await verifyPayment(t, tokens.user, first.order._id, paidForSecond);
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, first.order._id)).paymentStatus).toBe("PENDING");
    // Even with the first order's provider id in the request, a signature over the second's does not match.
    const mixed = { ...paidForSecond, razorpay_order_id: first.paymentDetails.orderId };
    expect((await verifyPayment(t, tokens.user, first.order._id, mixed)).statusCode).toBe(400);
    expect((await orderRow(t, first.order._id)).paymentStatus).toBe("PENDING");
  });

  it("refuses someone else's order as not found", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const other = await newCustomer(t, "9123400011");
    const res = await verifyPayment(t, other.token, placed.order._id, success);
    expect(res.statusCode).toBe(404);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
  });

  it("refuses a payment whose amount the provider reports differently, even with a valid signature", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    await t.database.db
      .update(sandboxPayments)
      .set({ amountPaise: 100 })
      .where(eq(sandboxPayments.id, success.razorpay_payment_id));
    const res = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.verificationFailed);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
  });

  it("refuses a correctly signed payment id the provider never saw", async () => {
    const placed = await placeOnline();
    const providerOrderId = placed.paymentDetails.orderId;
    const forged = {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: "pay_NeverHappened1",
      razorpay_signature: checkoutSignature(t.config.payments.keySecret, providerOrderId, "pay_NeverHappened1"),
    };
    expect((await verifyPayment(t, tokens.user, placed.order._id, forged)).statusCode).toBe(400);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe("PENDING");
  });

  it("refuses a cash order", async () => {
    const cod = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    const res = await verifyPayment(t, tokens.user, cod.order._id, {
      razorpay_order_id: "order_x",
      razorpay_payment_id: "pay_x",
      razorpay_signature: "00",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("a failed payment and paying again", () => {
  it("records the failure on the order, then the same order can be paid", async () => {
    const placed = await placeOnline();
    const providerOrderId = placed.paymentDetails.orderId;
    const failed = await failSandbox(t, tokens.user, providerOrderId);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      status: "failed",
      error: {
        code: "BAD_REQUEST_ERROR",
        description: PAYMENT_MESSAGES.declined,
        metadata: { order_id: providerOrderId },
      },
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/api/order/${placed.order._id}`,
      headers: auth(tokens.user),
    });
    expect(page.json().data).toMatchObject({ paymentStatus: "FAILED", status: "PENDING" });
    // A declined attempt is a failure with its reason on the timeline, never a "payment" (received).
    expect(page.json().data.timeline.at(-1)).toMatchObject({
      type: "payment_failed",
      reason: PAYMENT_MESSAGES.declined,
    });
    expect(page.json().data.timeline.filter((e: { type: string }) => e.type === "payment")).toEqual([]);

    const again = await t.app.inject({
      method: "POST",
      url: `/api/order/${placed.order._id}/pay`,
      headers: auth(tokens.user),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentDetails).toEqual(placed.paymentDetails);

    const success = await paySandbox(t, tokens.user, providerOrderId);
    const verified = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order.paymentStatus).toBe("PAID");
    // Customer, restaurant and admin read the same history: one failure (with its reason), then one payment received.
    for (const token of [tokens.user, tokens.restaurant, tokens.admin]) {
      const seen = await t.app.inject({ method: "GET", url: `/api/order/${placed.order._id}`, headers: auth(token) });
      expect(seen.statusCode).toBe(200);
      const payments = (seen.json().data.timeline as Array<{ type: string; reason: string | null }>)
        .filter((e) => e.type === "payment" || e.type === "payment_failed")
        .map((e) => [e.type, e.reason]);
      expect(payments).toEqual([
        ["payment_failed", PAYMENT_MESSAGES.declined],
        ["payment", null],
      ]);
    }

    const paid = await t.app.inject({
      method: "POST",
      url: `/api/order/${placed.order._id}/pay`,
      headers: auth(tokens.user),
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(ORDER_MESSAGES.alreadyPaid);
    // The sandbox refuses to take the money twice.
    const twice = await t.app.inject({
      method: "POST",
      url: `/api/payments/sandbox/orders/${providerOrderId}/pay`,
      headers: auth(tokens.user),
      payload: { outcome: "success" },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("shows a declined attempt recorded before reasons had their own column as a failure too", async () => {
    const placed = await placeOnline();
    await t.database.db.insert(orderEvents).values({
      orderId: placed.order._id,
      kind: "payment",
      actorRole: "system",
      note: "Payment failed: Card declined by issuer",
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/api/order/${placed.order._id}`,
      headers: auth(tokens.user),
    });
    expect(page.json().data.timeline.at(-1)).toMatchObject({
      type: "payment_failed",
      reason: "Card declined by issuer",
      note: null,
    });
  });

  it("has nothing to pay on a cash order", async () => {
    const cod = await placedOrder(t, tokens.user, { paymentMode: "COD", addressId });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/order/${cod.order._id}/pay`,
      headers: auth(tokens.user),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ORDER_MESSAGES.notOnline);
  });
});

describe("the sandbox checkout", () => {
  it("shows the caller's provider order and hides everyone else's", async () => {
    const placed = await placeOnline();
    const url = `/api/payments/sandbox/orders/${placed.paymentDetails.orderId}`;
    const mine = await t.app.inject({ method: "GET", url, headers: auth(tokens.user) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      id: placed.paymentDetails.orderId,
      amount: placed.paymentDetails.amount,
      currency: "INR",
      status: "created",
      merchant: "Zaika",
    });
    const other = await newCustomer(t, "9123400012");
    expect((await t.app.inject({ method: "GET", url, headers: auth(other.token) })).statusCode).toBe(404);
    const pay = await t.app.inject({
      method: "POST",
      url: `${url}/pay`,
      headers: auth(other.token),
      payload: { outcome: "success" },
    });
    expect(pay.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/api/payments/sandbox/orders/bogus",
      headers: auth(tokens.user),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("signs a successful payment exactly as Razorpay Checkout does", async () => {
    const placed = await placeOnline();
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    expect(success.razorpay_order_id).toBe(placed.paymentDetails.orderId);
    expect(success.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(success.razorpay_signature).toBe(
      checkoutSignature(t.config.payments.keySecret, success.razorpay_order_id, success.razorpay_payment_id),
    );
  });
});
