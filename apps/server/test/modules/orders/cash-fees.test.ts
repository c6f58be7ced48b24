/**
 * A cash order's cancellation fee (decision 027): quoted as going on the next order's bill before the customer
 * confirms; shown on the cart; carried by the next order (its amount payable, the online payment's amount); back to
 * owed when that order ends unpaid; settled, in the ledger too, once it is paid.
 */
import { CANCELLATION_FEE_SCHEDULE } from "@zaika/contract/cancellation";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import type { TestContext } from "../../helpers/app";
import type { demoTokens } from "../../helpers/auth";
import {
  auth,
  customerAtShop,
  fillCart,
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

beforeAll(async () => {
  ({ t, tokens, shop, addressId } = await customerAtShop());
});
afterAll(() => t?.close());

// Paneer Tikka ₹199.99 + GST 5 % ₹10.00 + packaging ₹20 + delivery ₹40 = ₹269.99; 10 % of it is ₹27.00.
const ORDER_TOTAL = 269.99;
const FEE = 27;

const getCart = async () =>
  (await t.app.inject({ method: "GET", url: "/api/cart", headers: auth(tokens.user) })).json();
const quote = async (orderId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/order/${orderId}/cancellation`, headers: auth(tokens.user) })).json();
async function cancel(orderId: string) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: auth(tokens.user),
    payload: { status: "CANCELLED", reason: "Ordered by mistake" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}
async function place(paymentMode: "COD" | "ONLINE") {
  await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
  return placedOrder(t, tokens.user, { paymentMode, addressId });
}

describe("a cash order's cancellation fee goes on the next order's bill", () => {
  let first: { _id: string; orderNumber: string };

  it("is quoted as going on the next order's bill, and booked so when the customer cancels after the free minute", async () => {
    expect(CANCELLATION_FEE_SCHEDULE[0]).toMatchObject({ status: "PENDING", feePercent: 10 });
    first = (await place("COD")).order;
    t.clock.advance(61_000);
    expect(await quote(first._id)).toMatchObject({
      allowed: true,
      feePercent: 10,
      fee: FEE,
      refund: 0,
      feeCollection: "nextOrder",
    });
    const cancelled = await cancel(first._id);
    expect(cancelled.cancellation).toMatchObject({ fee: FEE, feeCollection: "nextOrder" });
  });

  it("shows on the cart before checkout", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    expect((await getCart()).previousFees).toEqual([{ orderNumber: first.orderNumber, fee: FEE }]);
  });

  it("is carried by the next order: on its bill and in what the customer pays, and no longer on the cart", async () => {
    const next = (await place("COD")).order;
    expect(next).toMatchObject({
      finalTotal: ORDER_TOTAL,
      previousFees: [{ orderNumber: first.orderNumber, fee: FEE }],
      amountPayable: 296.99,
    });
    expect((await orderRow(t, next._id)).duesPaise).toBe(2_700);
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    expect((await getCart()).previousFees).toEqual([]);

    // That order cancelled in its free minute: its cash never changed hands, so the fee is owed again.
    await cancel(next._id);
    expect((await getCart()).previousFees).toEqual([{ orderNumber: first.orderNumber, fee: FEE }]);
  });

  it("is paid with an online order (the payment's amount includes it) and stays paid if that order is cancelled", async () => {
    const placed = await place("ONLINE");
    expect(placed.order).toMatchObject({ finalTotal: ORDER_TOTAL, amountPayable: 296.99 });
    expect(placed.paymentDetails.amount).toBe(29_699);
    const success = await paySandbox(t, tokens.user, placed.paymentDetails.orderId);
    const verified = await verifyPayment(t, tokens.user, placed.order._id, success);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await getCart()).previousFees).toEqual([]);

    // Cancelled in its free minute: its own total goes back, the earlier fee stays collected.
    expect(await quote(placed.order._id)).toMatchObject({ free: true, refund: ORDER_TOTAL, feeCollection: "none" });
    await cancel(placed.order._id);
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    expect((await getCart()).previousFees).toEqual([]);

    // The customer's account over the three orders: owed ₹27.00, then paid; nothing left either way.
    const orderIds = [first._id, placed.order._id];
    const [row] = await t.database.db
      .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.orderId, orderIds), eq(ledgerEntries.account, "customer")));
    expect(Number(row?.balance)).toBe(0);
  });

  it("is not billed to a second order while one on its way carries it", async () => {
    // A new fee: a cash order cancelled after its free minute.
    const owed = (await place("COD")).order;
    t.clock.advance(61_000);
    await cancel(owed._id);
    const carrier = (await place("COD")).order;
    expect(carrier.previousFees).toEqual([{ orderNumber: owed.orderNumber, fee: FEE }]);
    const second = (await place("COD")).order;
    expect(second).toMatchObject({ previousFees: [], amountPayable: ORDER_TOTAL });
  });
});
