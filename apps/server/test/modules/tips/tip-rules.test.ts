/**
 * Starting a tip after delivery (issue 14 item 7): who may, for which orders, which amounts, within which window, and
 * that a started tip is its own record that leaves the order's total alone.
 */
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { TIP_MESSAGES } from "@zaika/contract/tips";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import type { ReviewWorld } from "../reviews/review-fixtures";
import { deliveredOrder, paidCheckout, startTip, tipsOf, tipWorld, verifyTip } from "./tip-fixtures";

let w: ReviewWorld;
beforeAll(async () => {
  w = await tipWorld();
});
afterAll(() => w?.t.close());

const DAY = 24 * 60 * 60 * 1000;

describe("starting a tip", () => {
  it("gives the order's customer a checkout for the tip's amount in paise, and records a PENDING attempt", async () => {
    const orderId = await deliveredOrder(w);
    const [before] = await w.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const res = await startTip(w, orderId, { amount: 20 });
    expect(res.statusCode).toBe(200);
    const { paymentDetails } = res.json();
    expect(paymentDetails).toMatchObject({ amount: 2_000, currency: "INR", provider: "sandbox" });
    expect(paymentDetails.orderId).toMatch(/^order_/);
    const [tip] = await tipsOf(w, orderId);
    expect(tip).toMatchObject({
      amountPaise: 2_000,
      status: "PENDING",
      riderId: w.ids.rider,
      userId: w.ids.customer,
      providerOrderId: paymentDetails.orderId,
    });
    // The order's total and bill are untouched: the tip is its own payment.
    const [after] = await w.t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.totalPaise).toBe(before?.totalPaise);
    expect(after?.tipPaise).toBe(before?.tipPaise);
  });

  it("answers the same checkout when pressed again with the same amount, a new one for another amount", async () => {
    const orderId = await deliveredOrder(w);
    const first = (await startTip(w, orderId, { amount: 50 })).json().paymentDetails.orderId;
    const again = (await startTip(w, orderId, { amount: 50 })).json().paymentDetails.orderId;
    expect(again).toBe(first);
    const other = await startTip(w, orderId, { amount: 10 });
    expect(other.json().paymentDetails.orderId).not.toBe(first);
    expect(other.json().paymentDetails.amount).toBe(1_000);
    expect(await tipsOf(w, orderId)).toHaveLength(2);
  });

  it.each([
    ["zero", { amount: 0 }],
    ["a negative amount", { amount: -20 }],
    ["paise", { amount: 20.5 }],
    ["more than ₹500", { amount: 501 }],
    ["text", { amount: "20" }],
    ["nothing", {}],
  ])("refuses %s with 400 naming amount", async (_name, body) => {
    const orderId = await deliveredOrder(w);
    const res = await startTip(w, orderId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: "amount", message: TIP_MESSAGES.amount }]);
    expect(await tipsOf(w, orderId)).toHaveLength(0);
  });

  it("takes ₹1 and ₹500, the ends of the range", async () => {
    expect((await startTip(w, await deliveredOrder(w), { amount: 1 })).statusCode).toBe(200);
    expect((await startTip(w, await deliveredOrder(w), { amount: 500 })).statusCode).toBe(200);
  });

  it("refuses an order that is not delivered yet (422)", async () => {
    const orderId = await deliveredOrder(w, { status: "OUT_FOR_DELIVERY" });
    const res = await startTip(w, orderId, { amount: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TIP_MESSAGES.notDelivered);
  });

  it("refuses a delivered order that had no rider (422)", async () => {
    const orderId = await deliveredOrder(w, { riderId: null });
    const res = await startTip(w, orderId, { amount: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TIP_MESSAGES.noRider);
  });

  it("is open until 7 days after delivery and refused from then on (422)", async () => {
    const orderId = await deliveredOrder(w);
    const otherId = await deliveredOrder(w);
    w.t.clock.advance(7 * DAY - 60_000);
    expect((await startTip(w, orderId, { amount: 20 })).statusCode).toBe(200);
    w.t.clock.advance(60_000);
    const res = await startTip(w, otherId, { amount: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TIP_MESSAGES.windowClosed);
  });

  it("refuses a second tip once one is paid (409)", async () => {
    const orderId = await deliveredOrder(w);
    const success = await paidCheckout(w, orderId, 20);
    expect((await verifyTip(w, orderId, success)).statusCode).toBe(200);
    const res = await startTip(w, orderId, { amount: 50 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIP_MESSAGES.alreadyTipped);
  });
});

describe("who may tip", () => {
  it("answers another customer 404, as the order page does", async () => {
    const orderId = await deliveredOrder(w);
    const res = await startTip(w, orderId, { amount: 20 }, "other");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    expect(await tipsOf(w, orderId)).toHaveLength(0);
  });

  it("answers 404 for an order that does not exist", async () => {
    const res = await startTip(w, "00000000-0000-4000-8000-00000000dead", { amount: 20 });
    expect(res.statusCode).toBe(404);
  });

  it.each(["owner", "admin", "rider"] as const)("refuses the %s (403), customers only", async (who) => {
    const orderId = await deliveredOrder(w);
    expect((await startTip(w, orderId, { amount: 20 }, who)).statusCode).toBe(403);
  });

  it("refuses a caller who is not signed in (401)", async () => {
    const orderId = await deliveredOrder(w);
    expect((await startTip(w, orderId, { amount: 20 }, null)).statusCode).toBe(401);
  });
});
