/**
 * The ledger entries each money event writes, driven through the API: the order's postings as stored equal the
 * contract's postings for that order, with the amounts worked out by hand for one bill.
 */
import {
  cancellationPostings,
  type LedgerPosting,
  orderPostings,
  paymentCapturedPosting,
  refundPosting,
  type SaleBill,
  salePosting,
} from "@zaika/contract/ledger";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { sandboxPayments as sandboxPaymentRows } from "../../../src/db/schema/sandbox";
import { postingRows } from "../../../src/modules/ledger/service";
import { isCartChangedError, writeOrder } from "../../../src/modules/orders/checkout-queries";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { refundDeliveredOrder } from "../../../src/modules/orders/refunds";
import { sandboxId, sandboxPayments } from "../../../src/providers/payments/sandbox";
import { checkoutSignature } from "../../../src/providers/payments/signatures";
import { newKey, paymentEvent, paySandbox, sendWebhook, verifyPayment } from "../../helpers/orders";
import {
  accountBalance,
  deliver,
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  patchStatus,
  payAndVerify,
  place,
  postingsOf,
  setCommissionRate,
  setRider,
  shapeOf,
  tokenOf,
  unbalanced,
} from "./ledger-fixtures";

let w: LedgerWorld;

/** 12.5 %: a rate with a fraction, so the commission rounds. */
const RATE = 12.5;

beforeAll(async () => {
  w = await ledgerWorld(RATE);
});
afterAll(() => w?.t.close());

/**
 * The bill every test orders, worked out by hand:
 * - items: Paneer Tikka ₹199.99 (discounted from ₹220) + 2 × Sweet Lassi ₹60 = ₹319.99 → 31 999 paise
 * - GST 5 % of ₹319.99 = ₹15.9995 → ₹16.00 → 1 600
 * - packaging ₹20 → 2 000; delivery ₹40 → 4 000 (₹319.99 is under the ₹500 free-delivery threshold)
 * - total 31 999 + 1 600 + 2 000 + 4 000 = 39 599
 */
const BILL: SaleBill = {
  subtotalPaise: 31_999,
  taxPaise: 1_600,
  packagingPaise: 2_000,
  deliveryFeePaise: 4_000,
  totalPaise: 39_599,
};
/** The sale: the customer owes the total; food + packaging (33 999) to the restaurant, GST to the state, delivery ours. */
const SALE: LedgerPosting = {
  kind: "sale",
  entries: [
    { account: "customer", amountPaise: 39_599 },
    { account: "gst_payable", amountPaise: -1_600 },
    { account: "platform_revenue", amountPaise: -4_000 },
    { account: "restaurant_payable", amountPaise: -33_999 },
  ],
};
/** The sale undone entry by entry. */
const SALE_REVERSAL: LedgerPosting = {
  kind: "sale_reversal",
  entries: SALE.entries.map((e) => ({ account: e.account, amountPaise: -e.amountPaise })),
};
/**
 * Delivered: commission 12.5 % of ₹319.99 = ₹39.99875 → ₹40.00 (4 000); GST 18 % of ₹40 = ₹7.20 (720); the restaurant
 * gives up 4 720.
 */
const COMMISSION: LedgerPosting = {
  kind: "commission",
  entries: [
    { account: "gst_payable", amountPaise: -720 },
    { account: "platform_revenue", amountPaise: -4_000 },
    { account: "restaurant_payable", amountPaise: 4_720 },
  ],
};
/**
 * The address is 0.02° of latitude north of the shop: 0.02 × π/180 × 6 371 000 m = 2 223.9 m, stored as 2 224 m.
 * Payout ₹25 + ₹6/km × 2.224 km = ₹25 + ₹13.344 → ₹38.34 (3 834).
 */
const DISTANCE_M = 2_224;
const RIDER_PAYOUT: LedgerPosting = {
  kind: "rider_payout",
  entries: [
    { account: "platform_revenue", amountPaise: 3_834 },
    { account: "rider_payable", amountPaise: -3_834 },
  ],
};
const CAPTURED: LedgerPosting = {
  kind: "payment_captured",
  entries: [
    { account: "customer", amountPaise: -39_599 },
    { account: "gateway", amountPaise: 39_599 },
  ],
};

const ITEMS = () => [{ productId: w.shop.dishes.paneer }, { productId: w.shop.dishes.lassi, quantity: 2 }];

/** The bill as the order row stores it, for the contract's functions. */
async function billOfOrder(orderId: string): Promise<SaleBill> {
  const row = await orderOf(w, orderId);
  return {
    subtotalPaise: row.subtotalPaise,
    taxPaise: row.taxPaise,
    packagingPaise: row.packagingPaise,
    deliveryFeePaise: row.deliveryFeePaise,
    totalPaise: row.totalPaise,
  };
}

const MINUTE = 60_000;

describe("placing an order", () => {
  it("writes the sale with the order: customer owes the total, the restaurant is owed food and packaging", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    expect(await billOfOrder(id)).toEqual(BILL);
    const stored = await postingsOf(w, id);
    expect(shapeOf(stored)).toEqual(shapeOf([SALE]));
    expect(shapeOf(stored)).toEqual(shapeOf([salePosting(BILL)]));
    expect(stored[0]).toMatchObject({ orderId: id, restaurantId: w.shop.restaurantId, riderId: null });
  });

  it("writes the sale of an online order before it is paid, and nothing else", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    expect(shapeOf(await postingsOf(w, placed.order._id))).toEqual(shapeOf([SALE]));
  });
});

describe("delivering", () => {
  it("a cash order: the rider holds the cash, the platform takes its commission and owes the rider", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await deliver(w, id);
    expect((await orderOf(w, id)).distanceMetres).toBe(DISTANCE_M);
    const stored = await postingsOf(w, id);
    const cash: LedgerPosting = {
      kind: "cash_collected",
      entries: [
        { account: "cash_with_rider", amountPaise: 39_599 },
        { account: "customer", amountPaise: -39_599 },
      ],
    };
    expect(shapeOf(stored)).toEqual(shapeOf([SALE, cash, COMMISSION, RIDER_PAYOUT]));
    expect(shapeOf(stored)).toEqual(
      shapeOf(
        orderPostings({
          bill: BILL,
          paymentMode: "COD",
          outcome: "delivered",
          commissionRatePercent: RATE,
          distanceMetres: DISTANCE_M,
        }),
      ),
    );
    // The delivery's postings name the rider, so a rider's cash and payout can be summed.
    for (const posting of stored.slice(1)) expect(posting.riderId).toBe(w.ids.rider);
    // The restaurant is owed 33 999 − 4 720 = 29 279.
    expect(await accountBalance(w, id, "restaurant_payable")).toBe(-29_279);
    expect(await accountBalance(w, id, "customer")).toBe(0);
  });

  it("an online order: its payment was captured once, then commission and payout", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    await deliver(w, id);
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE, CAPTURED, COMMISSION, RIDER_PAYOUT]));
  });

  it("takes the commission at the restaurant's rate when delivered, not when placed", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    // 20 % of ₹319.99 = ₹63.998 → ₹64.00 (6 400); GST 18 % of ₹64 = ₹11.52 (1 152).
    await setCommissionRate(w, 20);
    try {
      await deliver(w, id);
    } finally {
      await setCommissionRate(w, RATE);
    }
    const commission = (await postingsOf(w, id)).find((p) => p.kind === "commission");
    expect(commission?.entries).toEqual([
      { account: "gst_payable", amountPaise: -1_152 },
      { account: "platform_revenue", amountPaise: -6_400 },
      { account: "restaurant_payable", amountPaise: 7_552 },
    ]);
  });
});

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

describe("cancelling and rejecting", () => {
  it("a cash order cancelled within the free minute: only the sale is undone", async () => {
    const placed = await place(w, "COD", ITEMS());
    await move(w, "user", placed.order._id, { status: "CANCELLED" });
    expect(shapeOf(await postingsOf(w, placed.order._id))).toEqual(shapeOf([SALE, SALE_REVERSAL]));
    expect(await accountBalance(w, placed.order._id, "restaurant_payable")).toBe(0);
  });

  it("a cash order cancelled while being prepared: the customer owes the 50 % fee to the restaurant", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await kitchenTo(w, id, "PREPARING");
    w.t.clock.advance(2 * MINUTE);
    await move(w, "user", id, { status: "CANCELLED" });
    // 50 % of 39 599 = 19 799.5 → 19 800 (the policy rounds half up to the paisa).
    const fee: LedgerPosting = {
      kind: "cancellation_fee",
      entries: [
        { account: "customer", amountPaise: 19_800 },
        { account: "restaurant_payable", amountPaise: -19_800 },
      ],
    };
    const stored = await postingsOf(w, id);
    expect(shapeOf(stored)).toEqual(shapeOf([SALE, SALE_REVERSAL, fee]));
    expect(shapeOf(stored)).toEqual(
      shapeOf(orderPostings({ bill: BILL, paymentMode: "COD", outcome: "cancelled", paid: false, feePaise: 19_800 })),
    );
    expect(await accountBalance(w, id, "restaurant_payable")).toBe(-19_800);
  });

  it("a paid online order cancelled after the free minute: fee kept for the restaurant, the rest refunded", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    w.t.clock.advance(2 * MINUTE);
    await move(w, "user", id, { status: "CANCELLED" });
    // Still PENDING: 10 % of 39 599 = 3 959.9 → 3 960; refunded 39 599 − 3 960 = 35 639.
    const fee: LedgerPosting = {
      kind: "cancellation_fee",
      entries: [
        { account: "customer", amountPaise: 3_960 },
        { account: "restaurant_payable", amountPaise: -3_960 },
      ],
    };
    const refund: LedgerPosting = {
      kind: "refund",
      entries: [
        { account: "customer", amountPaise: 35_639 },
        { account: "gateway", amountPaise: -35_639 },
      ],
    };
    const stored = await postingsOf(w, id);
    expect(shapeOf(stored)).toEqual(shapeOf([SALE, CAPTURED, SALE_REVERSAL, fee, refund]));
    expect(shapeOf(stored.slice(2))).toEqual(
      shapeOf(cancellationPostings({ bill: BILL, feePaise: 3_960, paidPaise: 39_599 })),
    );
    expect(await accountBalance(w, id, "restaurant_payable")).toBe(-3_960);
    expect(await accountBalance(w, id, "customer")).toBe(0);
  });

  it("an admin's cancellation of a paid order charges no fee and refunds everything", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    await kitchenTo(w, id, "READY_FOR_PICKUP");
    w.t.clock.advance(2 * MINUTE);
    await move(w, "admin", id, { status: "CANCELLED", reason: "Customer unreachable" });
    const refund: LedgerPosting = {
      kind: "refund",
      entries: [
        { account: "customer", amountPaise: 39_599 },
        { account: "gateway", amountPaise: -39_599 },
      ],
    };
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE, CAPTURED, SALE_REVERSAL, refund]));
  });

  it("a rejected paid order: the sale undone and the whole payment refunded", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    await move(w, "restaurant", id, { status: "REJECTED", reason: "Out of paneer" });
    const stored = await postingsOf(w, id);
    expect(shapeOf(stored)).toEqual(
      shapeOf(orderPostings({ bill: BILL, paymentMode: "ONLINE", outcome: "rejected", paid: true })),
    );
    expect(stored.map((p) => p.kind)).toEqual(["sale", "payment_captured", "sale_reversal", "refund"]);
    expect(await accountBalance(w, id, "gateway")).toBe(0);
  });

  it("a rejected cash order: the sale undone, nothing else", async () => {
    const placed = await place(w, "COD", ITEMS());
    await move(w, "restaurant", placed.order._id, { status: "REJECTED", reason: "Closing early" });
    expect(shapeOf(await postingsOf(w, placed.order._id))).toEqual(shapeOf([SALE, SALE_REVERSAL]));
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

describe("a change that fails writes no entries", () => {
  it("a wrong delivery code: no cash, commission or payout", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await kitchenTo(w, id, "READY_FOR_PICKUP");
    await setRider(w, id);
    await move(w, "rider", id, { status: "OUT_FOR_DELIVERY" });
    const { deliveryCode } = await orderOf(w, id);
    const wrong = deliveryCode === "0000" ? "1111" : "0000";
    const res = await patchStatus(w, await tokenOf(w, "rider"), id, { status: "DELIVERED", deliveryCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });

  it("a refused cancellation (out for delivery) writes nothing", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    await kitchenTo(w, id, "READY_FOR_PICKUP");
    await setRider(w, id);
    await move(w, "rider", id, { status: "OUT_FOR_DELIVERY" });
    const res = await patchStatus(w, await tokenOf(w, "user"), id, { status: "CANCELLED" });
    expect(res.statusCode).toBe(422);
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });
});

describe("atomicity and immutability", () => {
  it("a placement rolled back by its own statement (the cart changed meanwhile) leaves no entries", async () => {
    const template = await orderOf(w, (await place(w, "COD", ITEMS())).order._id);
    const order = { ...template, id: crypto.randomUUID(), createdAt: w.t.clock.now() };
    const ledger = postingRows([salePosting(BILL)], {
      orderId: order.id,
      restaurantId: order.restaurantId,
      at: order.createdAt,
    });
    // A cart line that is no longer there: the statement inserts the order and its entries, then aborts.
    const error = await writeOrder(w.t.database.db, {
      order,
      key: newKey(),
      requestHash: "h",
      clear: [{ itemId: "gone", quantity: 1 }],
      event: {},
      ledger,
    }).catch((e: unknown) => e);
    expect(isCartChangedError(error)).toBe(true);
    expect(await w.t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).toEqual([]);
  });

  it("the database refuses to change or delete an entry", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    const update = w.t.database.db.execute(sql`update ledger_entries set amount_paise = 1 where order_id = ${id}`);
    await expect(update).rejects.toThrow();
    const remove = w.t.database.db.execute(sql`delete from ledger_entries where order_id = ${id}`);
    await expect(remove).rejects.toThrow();
    expect(shapeOf(await postingsOf(w, id))).toEqual(shapeOf([SALE]));
  });
});
