/**
 * Paying a tip after delivery: verification as order payments are verified (signature, the provider's word), booked
 * once to the rider in the ledger, idempotent, shown on the order and in the rider's earnings today; a declined tip
 * leaves the order alone; a second payment from another tab goes back.
 */
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { TIP_MESSAGES } from "@zaika/contract/tips";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders } from "../../../src/db/schema/orders";
import { sandboxPayments } from "../../../src/db/schema/sandbox";
import { checkoutSignature } from "../../../src/providers/payments/signatures";
import { auth } from "../../helpers/orders";
import { type ReviewWorld, tokenFor } from "../reviews/review-fixtures";
import {
  deliveredOrder,
  ledgerOf,
  paidCheckout,
  paySandbox,
  startTip,
  tipsOf,
  tipWorld,
  verifyTip,
} from "./tip-fixtures";

let w: ReviewWorld;
beforeAll(async () => {
  w = await tipWorld();
});
afterAll(() => w?.t.close());

const getOrder = async (orderId: string, who: "customer" | "owner" | "admin" = "customer") =>
  w.t.app.inject({ method: "GET", url: `/api/order/${orderId}`, headers: auth(await tokenFor(w, who)) });

describe("verifying a tip", () => {
  it("marks it paid, thanks the customer by the rider's name and books it to the rider in one posting", async () => {
    const orderId = await deliveredOrder(w);
    const [before] = await w.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const success = await paidCheckout(w, orderId, 20);
    const res = await verifyTip(w, orderId, success);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Thank you — ₹20 goes to Ravi Kumar in full",
      data: { amount: 20, status: "PAID", riderName: "Ravi Kumar", paidAt: w.t.clock.now().toISOString() },
    });
    const [tip] = await tipsOf(w, orderId);
    expect(tip).toMatchObject({ status: "PAID", providerPaymentId: success.razorpay_payment_id });
    // Gateway +₹20, rider_payable −₹20, for the demo rider; nothing else was written for this order.
    expect(await ledgerOf(w, orderId)).toEqual([
      { kind: "tip_paid", account: "gateway", amountPaise: 2_000, riderId: w.ids.rider },
      { kind: "tip_paid", account: "rider_payable", amountPaise: -2_000, riderId: w.ids.rider },
    ]);
    // The order's total and invoice amount stay as issued.
    const [after] = await w.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.totalPaise).toBe(before?.totalPaise);
  });

  it("is idempotent: verifying again answers the same tip without a second posting", async () => {
    const orderId = await deliveredOrder(w);
    const success = await paidCheckout(w, orderId, 50);
    expect((await verifyTip(w, orderId, success)).statusCode).toBe(200);
    const again = await verifyTip(w, orderId, success);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ amount: 50, status: "PAID" });
    expect(await ledgerOf(w, orderId)).toHaveLength(2);
  });

  it("refuses a wrong signature with 400, as order payments do, and books nothing", async () => {
    const orderId = await deliveredOrder(w);
    const success = await paidCheckout(w, orderId, 20);
    const res = await verifyTip(w, orderId, { ...success, razorpay_signature: "f".repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.verificationFailed);
    expect((await tipsOf(w, orderId))[0]?.status).toBe("PENDING");
    expect(await ledgerOf(w, orderId)).toEqual([]);
  });

  it("refuses another order's provider order (400) and a payment the provider never made (400)", async () => {
    const orderId = await deliveredOrder(w);
    const otherId = await deliveredOrder(w);
    const success = await paidCheckout(w, otherId, 20);
    expect((await verifyTip(w, orderId, success)).statusCode).toBe(400);
    const started = await startTip(w, orderId, { amount: 20 });
    const providerOrderId = started.json().paymentDetails.orderId;
    // Signed correctly for this provider order, but with a payment id the provider does not know.
    const forged = {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: "pay_NOSUCHPAYMENT1",
      razorpay_signature: checkoutSignature(w.t.config.payments.keySecret, providerOrderId, "pay_NOSUCHPAYMENT1"),
    };
    expect((await verifyTip(w, orderId, forged)).statusCode).toBe(400);
    expect(await ledgerOf(w, orderId)).toEqual([]);
  });

  it("refuses a payment of another amount than the tip's (400)", async () => {
    const orderId = await deliveredOrder(w);
    const success = await paidCheckout(w, orderId, 20);
    await w.t.database.db
      .update(sandboxPayments)
      .set({ amountPaise: 200 })
      .where(eq(sandboxPayments.id, success.razorpay_payment_id));
    expect((await verifyTip(w, orderId, success)).statusCode).toBe(400);
  });

  it("answers another customer 404 and the rider 403", async () => {
    const orderId = await deliveredOrder(w);
    const success = await paidCheckout(w, orderId, 20);
    expect((await verifyTip(w, orderId, success, "other")).statusCode).toBe(404);
    expect((await verifyTip(w, orderId, success, "rider")).statusCode).toBe(403);
    expect((await tipsOf(w, orderId))[0]?.status).toBe("PENDING");
  });

  it("sends back a second tip paid from another tab, keeping the first (409)", async () => {
    const orderId = await deliveredOrder(w);
    const first = await startTip(w, orderId, { amount: 20 });
    const second = await startTip(w, orderId, { amount: 10 });
    const paidFirst = (await paySandbox(w, first.json().paymentDetails.orderId)).json().response;
    const paidSecond = (await paySandbox(w, second.json().paymentDetails.orderId)).json().response;
    expect((await verifyTip(w, orderId, paidFirst)).statusCode).toBe(200);
    const res = await verifyTip(w, orderId, paidSecond);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIP_MESSAGES.alreadyTipped);
    // The ₹10 was captured and refunded; the rider is owed the ₹20 only.
    const entries = await ledgerOf(w, orderId);
    const sum = (account: string) =>
      entries.filter((e) => e.account === account).reduce((total, e) => total + e.amountPaise, 0);
    expect(sum("rider_payable")).toBe(-2_000);
    expect(sum("gateway")).toBe(2_000);
    const [refunded] = await w.t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paidSecond.razorpay_payment_id));
    expect(refunded?.status).toBe("refunded");
  });
});

describe("the sandbox checkout of a tip", () => {
  it("shows the tip's provider order to its customer only", async () => {
    const orderId = await deliveredOrder(w);
    const providerOrderId = (await startTip(w, orderId, { amount: 20 })).json().paymentDetails.orderId;
    const url = `/api/payments/sandbox/orders/${providerOrderId}`;
    const mine = await w.t.app.inject({ method: "GET", url, headers: auth(await tokenFor(w, "customer")) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: providerOrderId, amount: 2_000 });
    const theirs = await w.t.app.inject({ method: "GET", url, headers: auth(await tokenFor(w, "other")) });
    expect(theirs.statusCode).toBe(404);
  });

  it("records a declined tip as FAILED without touching the order's timeline, and a retry can pay it", async () => {
    const orderId = await deliveredOrder(w);
    const providerOrderId = (await startTip(w, orderId, { amount: 20 })).json().paymentDetails.orderId;
    const declined = await paySandbox(w, providerOrderId, "failure");
    expect(declined.json().status).toBe("failed");
    expect((await tipsOf(w, orderId))[0]?.status).toBe("FAILED");
    const events = await w.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === "payment")).toEqual([]);
    const order = (await getOrder(orderId)).json().data;
    expect(order.tipAfterDelivery).toEqual({ amount: 20, status: "FAILED" });
    expect(order.paymentStatus).not.toBe("FAILED");

    const success = await paidCheckout(w, orderId, 20);
    expect((await verifyTip(w, orderId, success)).statusCode).toBe(200);
  });
});

describe("where a paid tip shows", () => {
  it("on the order for its customer and admins, never for the restaurant", async () => {
    const orderId = await deliveredOrder(w);
    expect((await getOrder(orderId)).json().data.tipAfterDelivery).toBeNull();
    await verifyTip(w, orderId, await paidCheckout(w, orderId, 50));
    const mine = (await getOrder(orderId)).json().data;
    expect(mine.tipAfterDelivery).toEqual({ amount: 50, status: "PAID" });
    expect(mine.finalTotal).toBe(mine.subtotal + mine.taxAmount + mine.packagingCharge + mine.deliveryFee);
    expect((await getOrder(orderId, "admin")).json().data.tipAfterDelivery).toEqual({ amount: 50, status: "PAID" });
    expect((await getOrder(orderId, "owner")).json().data.tipAfterDelivery).toBeNull();
  });

  it("in the rider's earnings today, with the tips' part", async () => {
    const riderMe = async () =>
      (await w.t.app.inject({ method: "GET", url: "/api/rider/me", headers: auth(await tokenFor(w, "rider")) })).json()
        .today;
    const before = await riderMe();
    const orderId = await deliveredOrder(w);
    await verifyTip(w, orderId, await paidCheckout(w, orderId, 20));
    const after = await riderMe();
    expect(after.tips - before.tips).toBe(20);
    expect(after.earnings - before.earnings).toBe(20);
  });
});
