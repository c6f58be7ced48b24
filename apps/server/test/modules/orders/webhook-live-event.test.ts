/**
 * Issue 16 (item 4): a payment the webhook confirms reaches the customer's open pages at once. The customer's event
 * stream carries a `payment` order event, PAID, by the time the server has emptied the cart, so the web app (which
 * refreshes the order and the cart on that event) shows the order paid and the cart badge empty without a reload. A
 * declined payment reaches them the same way, with the cart untouched.
 */
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  customerAtShop,
  fillCart,
  paymentEvent,
  paySandbox,
  placedOrder,
  type Shop,
  sendWebhook,
} from "../../helpers/orders";
import { openSse, type SseMessage, type SseStream } from "../events/sse-client";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;
let addressId: string;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  ({ t, tokens, shop, addressId } = await customerAtShop());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

beforeEach(async () => {
  await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer, quantity: 2 }]);
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

/** The customer's event stream, open (its `ready` received) before anything happens to the order. */
async function customerStream() {
  const stream = await openSse(base, { token: tokens.user });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((m) => m.event === "ready");
  return stream;
}

const paymentOf = (orderId: string) => (m: SseMessage) =>
  m.event === "order" && JSON.parse(m.data).orderId === orderId && JSON.parse(m.data).kind === "payment";

async function cartCount(): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/cart",
    headers: { authorization: `Bearer ${tokens.user}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().itemCount;
}

describe("a webhook-confirmed payment on the customer's live events", () => {
  it("sends the customer a payment event, PAID, with the cart already empty when it arrives", async () => {
    const placed = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId });
    const stream = await customerStream();
    // The browser never verifies: only the webhook tells the server.
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    expect(await cartCount()).toBe(2);

    const res = await sendWebhook(
      t,
      paymentEvent("payment.captured", {
        id: success.razorpay_payment_id,
        orderId: success.razorpay_order_id,
        amountPaise: placed.paymentDetails.amount,
      }),
    );
    expect(res.statusCode).toBe(200);

    const received = await stream.waitFor(paymentOf(placed.order._id));
    expect(JSON.parse(received.data)).toMatchObject({
      kind: "payment",
      orderId: placed.order._id,
      status: "PENDING",
      paymentMode: "ONLINE",
      paymentStatus: "PAID",
    });
    // What the web app reads again on that event.
    expect(await cartCount()).toBe(0);
  });

  it("sends a declined payment (payment.failed) as a payment event too, the cart kept for paying again", async () => {
    const placed = await placedOrder(t, tokens.user, { paymentMode: "ONLINE", addressId });
    const stream = await customerStream();

    const res = await sendWebhook(
      t,
      paymentEvent("payment.failed", {
        id: "pay_DECLINED00000001",
        orderId: placed.paymentDetails.orderId,
        amountPaise: placed.paymentDetails.amount,
        error: "Your bank declined this payment. No money was taken.",
      }),
    );
    expect(res.statusCode).toBe(200);

    const received = await stream.waitFor(paymentOf(placed.order._id));
    expect(JSON.parse(received.data)).toMatchObject({ kind: "payment", paymentStatus: "FAILED" });
    expect(await cartCount()).toBe(2);
  });
});
