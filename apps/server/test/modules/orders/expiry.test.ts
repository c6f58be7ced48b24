import { ORDER_MESSAGES } from "@zaika/contract/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders } from "../../../src/db/schema/orders";
import { refunds } from "../../../src/db/schema/payments";
import { sandboxPayments } from "../../../src/db/schema/sandbox";
import { EXPIRY_REASON, expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  fillCart,
  LUNCHTIME,
  paidOnlineOrder,
  paymentEvent,
  paySandbox,
  placedOrder,
  type Shop,
  sendWebhook,
  setupShop,
  signToken,
} from "../../helpers/orders";

let t: TestContext;
let token: string;
let shop: Shop;
let addressId: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp({ now: LUNCHTIME });
  const tokens = await demoTokens(t);
  token = tokens.user;
  shop = await setupShop(t);
  addressId = await addressFor(t, token);
  customerId = String(decodeClaims(token).sub);
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("order missing");
  return row;
};
const place = async (paymentMode: "ONLINE" | "COD") => {
  await fillCart(t, token, [{ productId: shop.dishes.paneer }]);
  return placedOrder(t, token, { paymentMode, addressId });
};
const payAgain = (id: string) => t.app.inject({ method: "POST", url: `/api/order/${id}/pay`, headers: auth(token) });
/** Access tokens live 15 minutes; these tests move the clock further. */
const refreshTokens = async () => {
  token = await signToken(t, { id: customerId, name: "Demo Customer" });
};

describe("the payment window", () => {
  it("lets an unpaid online order be paid again for 15 minutes, then expires it", async () => {
    const unpaid = await place("ONLINE");
    const cod = await place("COD");
    await fillCart(t, token, [{ productId: shop.dishes.paneer }]);
    const paid = await paidOnlineOrder(t, token, addressId);

    t.clock.advance(14 * MINUTE);
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(0);
    const within = await payAgain(unpaid.order._id);
    expect(within.statusCode).toBe(200);
    expect(within.json().paymentDetails.orderId).toBe(unpaid.paymentDetails.orderId);

    t.clock.advance(2 * MINUTE);
    await refreshTokens();
    const after = await payAgain(unpaid.order._id);
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toBe(ORDER_MESSAGES.paymentWindowClosed);

    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(1);
    const expired = await orderRow(unpaid.order._id);
    expect(expired).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "system",
      cancelReason: EXPIRY_REASON,
      cancelledAt: t.clock.now(),
    });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, unpaid.order._id));
    expect(events.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "PENDING",
      toStatus: "CANCELLED",
      actorRole: "system",
      reason: EXPIRY_REASON,
    });
    // Cash and paid orders are not touched; a second sweep finds nothing.
    expect((await orderRow(cod.order._id)).status).toBe("PENDING");
    expect((await orderRow(paid._id)).status).toBe("PENDING");
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(0);
    // Never shown to the restaurant.
    const forRestaurant = await t.app.inject({
      method: "GET",
      url: `/api/order/${unpaid.order._id}`,
      headers: auth(await signToken(t, { id: shop.ownerId, role: "restaurant" })),
    });
    expect(forRestaurant.statusCode).toBe(404);
    expect((await payAgain(unpaid.order._id)).statusCode).toBe(422);
  });

  it("refunds in full a genuine payment that arrives after the order expired", async () => {
    await refreshTokens();
    const placed = await place("ONLINE");
    // The customer paid just in time, but the confirmation only arrives after the sweep.
    const success = await paySandbox(t, token, placed.paymentDetails.orderId);
    t.clock.advance(16 * MINUTE);
    await refreshTokens();
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(1);

    const res = await sendWebhook(
      t,
      paymentEvent("payment.captured", {
        id: success.razorpay_payment_id,
        orderId: success.razorpay_order_id,
        amountPaise: placed.paymentDetails.amount,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderRow(placed.order._id)).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order._id));
    expect(refund).toMatchObject({
      amountPaise: placed.paymentDetails.amount,
      status: "PROCESSED",
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    const [sandboxPayment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, success.razorpay_payment_id));
    expect(sandboxPayment?.status).toBe("refunded");

    // The browser's verification of the same payment does not place the order, and nothing is refunded twice.
    const verify = await t.app.inject({
      method: "POST",
      url: "/api/order/verify-payment",
      headers: auth(token),
      payload: {
        orderId: placed.order._id,
        paymentId: success.razorpay_payment_id,
        razorpayOrderId: success.razorpay_order_id,
        signature: success.razorpay_signature,
      },
    });
    expect(verify.statusCode).toBe(400);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order._id))).toHaveLength(1);
    const page = await t.app.inject({ method: "GET", url: `/api/order/${placed.order._id}`, headers: auth(token) });
    expect(page.json().data.refund).toMatchObject({ amount: placed.order.finalTotal, status: "PROCESSED" });
  });
});
