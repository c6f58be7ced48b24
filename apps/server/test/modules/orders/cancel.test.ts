/**
 * Cancellation (spec §4, §9): free for 60 seconds, then the schedule's fee; never once out for delivery; a cancelled
 * or rejected paid order is refunded exactly once, through the provider, after the transaction commits.
 */
import { CANCELLATION_FEE_SCHEDULE, CANCELLATION_MESSAGES } from "@zaika/contract/cancellation";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds } from "../../../src/db/schema/payments";
import { sandboxRefunds } from "../../../src/db/schema/sandbox";
import type { PaymentsProvider } from "../../../src/providers/payments/types";
import { createTestApp, type TestContext } from "../../helpers/app";
import {
  auth,
  count,
  insertOrder,
  insertPaidOnlineOrder,
  NOON_IST,
  orderRow,
  otherCustomer,
  otherRestaurant,
  type World,
  world,
} from "./lifecycle-fixtures";

/** A provider that records refunds and can be told to fail. */
function recordingProvider() {
  const calls: Array<{ paymentId: string; amountPaise: number; receipt: string }> = [];
  let fail = false;
  const provider: PaymentsProvider = {
    name: "sandbox",
    keyId: "rzp_test_sandbox",
    createOrder: () => Promise.reject(new Error("not used")),
    fetchPayment: () => Promise.resolve(null),
    async refund(input) {
      calls.push(input);
      if (fail) throw new Error("provider down");
      return { id: `rfnd_${calls.length}`, status: "PROCESSED" };
    },
  };
  return { provider, calls, failNext: (value: boolean) => (fail = value) };
}

const payments = recordingProvider();
let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST, payments: payments.provider });
  w = await world(t);
});
afterAll(() => t.close());

const cancel = (token: string, orderId: string, reason?: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: auth(token),
    payload: { status: "CANCELLED", ...(reason ? { reason } : {}) },
  });
const quote = (token: string, orderId: string) =>
  t.app.inject({ method: "GET", url: `/api/order/${orderId}/cancellation`, headers: auth(token) });

const TOTAL_PAISE = 45_000; // 400 + 5% GST + 30 delivery

/**
 * An instant `ms` before the clock. Orders older than the free minute are placed in the past rather than by moving the
 * clock far, which would expire the 15-minute access tokens.
 */
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe("the free minute", () => {
  it("at 59 seconds cancelling is free", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    t.clock.advance(59_000);
    const q = await quote(w.tokens.user, order.id);
    expect(q.json()).toMatchObject({ allowed: true, free: true, fee: 0, feePercent: 0 });
    const res = await cancel(w.tokens.user, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.cancellation).toMatchObject({ by: "user", fee: 0 });
    expect((await orderRow(t, order.id)).cancellationFeePaise).toBe(0);
  });

  it("at 61 seconds the schedule's fee applies (10% while pending)", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    t.clock.advance(61_000);
    const q = await quote(w.tokens.user, order.id);
    expect(q.json()).toMatchObject({ allowed: true, free: false, feePercent: 10, fee: 45, refund: 0 });
    const res = await cancel(w.tokens.user, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.cancellation).toMatchObject({ by: "user", fee: 45 });
    expect((await orderRow(t, order.id)).cancellationFeePaise).toBe(4_500);
  });

  it("the fee rises with the order's progress", async () => {
    for (const step of CANCELLATION_FEE_SCHEDULE) {
      const order = await insertOrder(t, {
        userId: w.ids.customer,
        restaurantId: w.ids.restaurant,
        status: step.status,
        createdAt: ago(61_000),
      });
      const res = await cancel(w.tokens.user, order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect((await orderRow(t, order.id)).cancellationFeePaise).toBe((TOTAL_PAISE * step.feePercent) / 100);
    }
  });

  it("an online order that was never paid cancels free, whenever", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      paymentMode: "ONLINE",
      paymentStatus: "PENDING",
      createdAt: ago(5 * 60_000),
    });
    expect((await quote(w.tokens.user, order.id)).json()).toMatchObject({ allowed: true, free: true, fee: 0 });
    const res = await cancel(w.tokens.user, order.id);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t, order.id)).cancellationFeePaise).toBe(0);
    expect(await count(t, "refunds", order.id)).toBe(0);
  });
});

describe("too late", () => {
  it("no cancellation once out for delivery (422 with the reason), nor after delivery", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "OUT_FOR_DELIVERY",
      riderId: w.ids.rider,
    });
    const q = await quote(w.tokens.user, order.id);
    expect(q.json()).toMatchObject({ allowed: false, reason: CANCELLATION_MESSAGES.afterPickup });
    const res = await cancel(w.tokens.user, order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CANCELLATION_MESSAGES.afterPickup);
    const admin = await cancel(w.tokens.admin, order.id, "Customer called");
    expect(admin.statusCode).toBe(409);

    const delivered = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "DELIVERED",
    });
    const late = await cancel(w.tokens.user, delivered.id);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(CANCELLATION_MESSAGES.finished);
  });
});

describe("refunds", () => {
  it("a cancelled paid order is refunded once: total minus the fee, with the method's timeline", async () => {
    const order = await insertPaidOnlineOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "ACCEPTED",
      method: "upi",
      createdAt: ago(61_000),
    });
    const before = payments.calls.length;
    const res = await cancel(w.tokens.user, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().order;
    // ACCEPTED after the free minute: 25% fee, the rest goes back.
    expect(body.cancellation.fee).toBe(112.5);
    expect(body.paymentStatus).toBe("REFUNDED");
    expect(body.refund).toMatchObject({
      amount: 337.5,
      status: "PROCESSED",
      providerRefundId: `rfnd_${before + 1}`,
      timeline: "UPI / wallet: 2-4 business days",
    });
    expect(payments.calls.slice(before)).toEqual([
      { paymentId: order.providerPaymentId, amountPaise: 33_750, receipt: order.orderNumber },
    ]);
    expect(body.timeline.map((e: { type: string }) => e.type)).toEqual(["status", "refund"]);

    // Cancel again, reject after the cancellation: still one refund, no second provider call.
    const again = await cancel(w.tokens.user, order.id);
    expect(again.statusCode).toBe(422);
    const reject = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${order.id}/status`,
      headers: auth(w.tokens.restaurant),
      payload: { status: "REJECTED", reason: "Too late" },
    });
    expect(reject.statusCode).toBe(409);
    expect(await count(t, "refunds", order.id)).toBe(1);
    expect(payments.calls.length).toBe(before + 1);
  });

  it("a rejected paid order and an admin's cancellation refund in full; card refunds take 5-7 days", async () => {
    const rejected = await insertPaidOnlineOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      method: "card",
      createdAt: ago(10 * 60_000),
    });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${rejected.id}/status`,
      headers: auth(w.tokens.restaurant),
      payload: { status: "REJECTED", reason: "Out of paneer" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.refund).toMatchObject({ amount: 450, timeline: "Card / net banking: 5-7 business days" });

    const byAdmin = await insertPaidOnlineOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "READY_FOR_PICKUP",
      createdAt: ago(10 * 60_000),
    });
    expect((await quote(w.tokens.admin, byAdmin.id)).json()).toMatchObject({ allowed: true, fee: 0, refund: 450 });
    const admin = await cancel(w.tokens.admin, byAdmin.id, "Restaurant could not reach the rider");
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().order.cancellation).toMatchObject({
      by: "admin",
      fee: 0,
      reason: "Restaurant could not reach the rider",
    });
    expect(admin.json().order.refund.amount).toBe(450);
  });

  it("a provider failure leaves the cancellation standing and the refund FAILED", async () => {
    const order = await insertPaidOnlineOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    payments.failNext(true);
    try {
      const res = await cancel(w.tokens.user, order.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order).toMatchObject({ status: "CANCELLED", refund: { status: "FAILED", amount: 450 } });
    } finally {
      payments.failNext(false);
    }
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: "FAILED", providerRefundId: null });
  });

  it("a 100% fee leaves nothing to refund", async () => {
    const order = await insertPaidOnlineOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "READY_FOR_PICKUP",
      createdAt: ago(61_000),
    });
    const res = await cancel(w.tokens.user, order.id);
    expect(res.json().order).toMatchObject({ paymentStatus: "PAID", refund: null, cancellation: { fee: 450 } });
    expect(await count(t, "refunds", order.id)).toBe(0);
  });
});

describe("isolation", () => {
  it("another customer, another restaurant and the restaurant itself cannot quote or cancel", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const stranger = await otherCustomer(t);
    const otherKitchen = await otherRestaurant(t);
    expect((await quote(stranger.token, order.id)).statusCode).toBe(404);
    const res = await cancel(stranger.token, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    expect((await quote(w.tokens.restaurant, order.id)).statusCode).toBe(403);
    expect((await cancel(otherKitchen.token, order.id)).statusCode).toBe(403);
    expect((await orderRow(t, order.id)).status).toBe("PENDING");
  });
});

describe("through the sandbox provider", () => {
  let s: TestContext;
  let sw: World;
  beforeAll(async () => {
    s = await createTestApp({ now: NOON_IST });
    sw = await world(s);
  });
  afterAll(() => s.close());

  it("the sandbox records the refund of a cancelled paid order, once", async () => {
    const order = await insertPaidOnlineOrder(s, {
      userId: sw.ids.customer,
      restaurantId: sw.ids.restaurant,
      status: "PREPARING",
      createdAt: new Date(s.clock.now().getTime() - 61_000),
    });
    const res = await s.app.inject({
      method: "PATCH",
      url: `/api/order/${order.id}/status`,
      headers: auth(sw.tokens.user),
      payload: { status: "CANCELLED" },
    });
    expect(res.statusCode, res.body).toBe(200);
    // PREPARING after the free minute: half the order value is kept.
    const refund = res.json().order.refund;
    expect(refund).toMatchObject({ amount: 225, status: "PROCESSED" });
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    const [booked] = await s.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, refund.providerRefundId));
    expect(booked).toMatchObject({ paymentId: order.providerPaymentId, amountPaise: 22_500 });

    const again = await s.app.inject({
      method: "PATCH",
      url: `/api/order/${order.id}/status`,
      headers: auth(sw.tokens.admin),
      payload: { status: "CANCELLED", reason: "Duplicate" },
    });
    expect(again.statusCode).toBe(409);
    expect(await s.database.db.select().from(sandboxRefunds)).toHaveLength(1);
  });
});
