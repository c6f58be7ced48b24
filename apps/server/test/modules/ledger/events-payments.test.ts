/**
 * The ledger entries of an order's money moving through the gateway, driven through the API and the webhook: online
 * payments captured once, an unpaid order expiring and a late payment returned, a refund after delivery. The postings
 * as stored equal the contract's, with the amounts worked out by hand for one bill (events-fixtures.ts).
 */
import { type LedgerPosting, paymentCapturedPosting, refundPosting } from "@zaika/contract/ledger";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPayments as sandboxPaymentRows } from "../../../src/db/schema/sandbox";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { refundDeliveredOrder } from "../../../src/modules/orders/refunds";
import { sandboxId, sandboxPayments } from "../../../src/providers/payments/sandbox";
import { checkoutSignature } from "../../../src/providers/payments/signatures";
import { paymentEvent, paySandbox, sendWebhook, verifyPayment } from "../../helpers/orders";
import {
  BILL,
  CAPTURED,
  COMMISSION,
  MINUTE,
  orderItems,
  RATE,
  RIDER_PAYOUT,
  SALE,
  SALE_REVERSAL,
} from "./events-fixtures";
import {
  accountBalance,
  deliver,
  type LedgerWorld,
  ledgerWorld,
  payAndVerify,
  place,
  postingsOf,
  shapeOf,
  tokenOf,
  unbalanced,
} from "./ledger-fixtures";

let w: LedgerWorld;

beforeAll(async () => {
  w = await ledgerWorld(RATE);
});
afterAll(() => w?.t.close());

const ITEMS = () => orderItems(w);

describe("online payment", () => {
  it("posts the capture once when the checkout and then the webhook (twice) report it", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const success = await payAndVerify(w, placed);
    const event = (name: "payment.captured" | "order.paid") =>
      paymentEvent(name, {
        id: success.razorpay_payment_id,
        orderId: success.razorpay_order_id,
        amountPaise: BILL.totalPaise,
      });
    expect((await sendWebhook(w.t, event("payment.captured"))).statusCode).toBe(200);
    expect((await sendWebhook(w.t, event("order.paid"))).statusCode).toBe(200);
    expect(shapeOf(await postingsOf(w, placed.order._id))).toEqual(shapeOf([SALE, CAPTURED]));
  });

  it("posts the capture once when the webhook comes first and the browser verifies after", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const token = await tokenOf(w, "user");
    const success = await paySandbox(w.t, token, placed.paymentDetails.orderId);
    const hook = paymentEvent("payment.captured", {
      id: success.razorpay_payment_id,
      orderId: success.razorpay_order_id,
      amountPaise: BILL.totalPaise,
    });
    expect((await sendWebhook(w.t, hook)).statusCode).toBe(200);
    expect((await verifyPayment(w.t, token, placed.order._id, success)).statusCode).toBe(200);
    const stored = await postingsOf(w, placed.order._id);
    expect(shapeOf(stored)).toEqual(shapeOf([SALE, paymentCapturedPosting(BILL.totalPaise)]));
  });

  it("a second payment of a paid order is captured and returned, once, and the order still balances", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    await payAndVerify(w, placed);
    const providerOrderId: string = placed.paymentDetails.orderId;
    // The provider captured a second payment of the same checkout (two tabs), as duplicate-payment.test.ts sets up.
    const paymentId = sandboxId("pay");
    await w.t.database.db.insert(sandboxPaymentRows).values({
      id: paymentId,
      orderId: providerOrderId,
      amountPaise: BILL.totalPaise,
      currency: "INR",
      status: "captured",
      method: "card",
      createdAt: w.t.clock.now(),
    });
    const second: CheckoutSuccess = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: checkoutSignature(w.t.config.payments.keySecret, providerOrderId, paymentId),
    };
    const token = await tokenOf(w, "user");
    expect((await verifyPayment(w.t, token, placed.order._id, second)).statusCode).toBe(200);
    const hook = paymentEvent("payment.captured", { id: paymentId, orderId: providerOrderId, amountPaise: 39_599 });
    expect((await sendWebhook(w.t, hook)).statusCode).toBe(200);
    const returned: LedgerPosting = {
      kind: "refund",
      entries: [
        { account: "customer", amountPaise: 39_599 },
        { account: "gateway", amountPaise: -39_599 },
      ],
    };
    expect(shapeOf(await postingsOf(w, placed.order._id))).toEqual(shapeOf([SALE, CAPTURED, CAPTURED, returned]));
    expect(await accountBalance(w, placed.order._id, "gateway")).toBe(39_599);
    expect(await unbalanced(w)).toEqual([]);
  });
});

describe("an unpaid online order", () => {
  it("expiring undoes its sale; a payment arriving after is captured and returned", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    const token = await tokenOf(w, "user");
    const success = await paySandbox(w.t, token, placed.paymentDetails.orderId); // paid, but not yet reported
    w.t.clock.advance(16 * MINUTE); // past the 15-minute payment window
    await expireUnpaidOrders({ db: w.t.database.db, clock: w.t.clock });
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE, SALE_REVERSAL]));

    const hook = paymentEvent("payment.captured", {
      id: success.razorpay_payment_id,
      orderId: success.razorpay_order_id,
      amountPaise: BILL.totalPaise,
    });
    expect((await sendWebhook(w.t, hook)).statusCode).toBe(200);
    const returned: LedgerPosting = {
      kind: "refund",
      entries: [
        { account: "customer", amountPaise: 39_599 },
        { account: "gateway", amountPaise: -39_599 },
      ],
    };
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE, SALE_REVERSAL, CAPTURED, returned]));
    expect(await accountBalance(w, id, "gateway")).toBe(0);
    expect(await accountBalance(w, id, "customer")).toBe(0);
  });
});

describe("a refund after delivery", () => {
  it("comes off the restaurant's payable and out of the gateway", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    await deliver(w, id);
    const payments = sandboxPayments(w.t.database.db, w.t.config.payments, w.t.clock);
    const deps = { db: w.t.database.db, clock: w.t.clock, payments };
    await refundDeliveredOrder(
      deps,
      id,
      { amountPaise: 10_000, actor: { id: w.ids.admin, role: "admin" } },
      w.t.app.log,
    );
    const refund: LedgerPosting = {
      kind: "refund",
      entries: [
        { account: "gateway", amountPaise: -10_000 },
        { account: "restaurant_payable", amountPaise: 10_000 },
      ],
    };
    const stored = await postingsOf(w, id);
    expect(shapeOf(stored)).toEqual(shapeOf([SALE, CAPTURED, COMMISSION, RIDER_PAYOUT, refund]));
    expect(shapeOf(stored.slice(-1))).toEqual(shapeOf([refundPosting(10_000)]));
    // 33 999 − 4 720 − 10 000 = 19 279 still owed to the restaurant.
    expect(await accountBalance(w, id, "restaurant_payable")).toBe(-19_279);

    // A second refund of the same order is refused and writes nothing.
    const again = refundDeliveredOrder(
      deps,
      id,
      { amountPaise: 100, actor: { id: w.ids.admin, role: "admin" } },
      w.t.app.log,
    );
    await expect(again).rejects.toMatchObject({ status: 409 });
    expect(await postingsOf(w, id)).toHaveLength(5);
  });

  it("is refused for an order not delivered, writing nothing", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    await payAndVerify(w, placed);
    const payments = sandboxPayments(w.t.database.db, w.t.config.payments, w.t.clock);
    const deps = { db: w.t.database.db, clock: w.t.clock, payments };
    const refused = refundDeliveredOrder(
      deps,
      placed.order._id,
      { amountPaise: 100, actor: { id: w.ids.admin, role: "admin" } },
      w.t.app.log,
    );
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect((await postingsOf(w, placed.order._id)).map((p) => p.kind)).toEqual(["sale", "payment_captured"]);
  });
});
