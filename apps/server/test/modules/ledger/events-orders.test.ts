/**
 * The ledger entries an order's own events write, driven through the API: placing, delivering, cancelling and
 * rejecting. The order's postings as stored equal the contract's postings for that order, with the amounts worked out
 * by hand for one bill (events-fixtures.ts).
 */
import {
  cancellationPostings,
  type LedgerPosting,
  orderPostings,
  type SaleBill,
  salePosting,
} from "@zaika/contract/ledger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BILL,
  CAPTURED,
  COMMISSION,
  DISTANCE_M,
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
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  payAndVerify,
  place,
  postingsOf,
  setCommissionRate,
  shapeOf,
} from "./ledger-fixtures";

let w: LedgerWorld;

beforeAll(async () => {
  w = await ledgerWorld(RATE);
});
afterAll(() => w?.t.close());

const ITEMS = () => orderItems(w);

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

    // The fee goes on the customer's next order (decision 027): its cash at the door is 39 599 + 19 800 = 59 399, and
    // the customer's account over both orders comes to nothing.
    const next = await place(w, "COD", ITEMS());
    expect(next.order).toMatchObject({ previousFees: [{ orderNumber: placed.order.orderNumber, fee: 198 }] });
    await deliver(w, next.order._id);
    const cash = (await postingsOf(w, next.order._id)).find((p) => p.kind === "cash_collected");
    expect(cash?.entries).toEqual([
      { account: "cash_with_rider", amountPaise: 59_399 },
      { account: "customer", amountPaise: -59_399 },
    ]);
    expect((await accountBalance(w, id, "customer")) + (await accountBalance(w, next.order._id, "customer"))).toBe(0);
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
