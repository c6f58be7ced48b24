/**
 * GET /admin/settlements and POST /admin/settlements/{restaurantId}/payouts: orders delivered through the API leave
 * the restaurant owed what the test works out from their bills and its commission rate; a payout lowers that by
 * exactly its amount, never below zero, not even when ten are recorded at once. Orders still under way are pending,
 * never paid out, so cancelling one after the restaurant was paid in full leaves it owed nothing less than zero.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { restaurants } from "../../../src/db/schema/restaurants";
import {
  deliver,
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  payAndVerify,
  place,
  unbalanced,
} from "../ledger/ledger-fixtures";
import { otherRestaurant } from "../orders/lifecycle-fixtures";
import { fieldOf, owedFromOrders, paise, restaurantOwed, send } from "./settlement-fixtures";

/** 12.5 %: the commission of the thali rounds. */
const RATE = 12.5;

let w: LedgerWorld;
const delivered: string[] = [];
let others: { big: string; small: string; idle: string; gone: string };
/** Orders under way: A in cash, accepted by the kitchen; C online, placed and never paid. */
let underWay: { accepted: string; unpaid: string };

/**
 * The orders, worked out by hand (helpers/orders SHOP: ₹20 packaging, ₹40 delivery under ₹500, GST 5 %):
 * - A: Paneer Tikka ₹199.99 + 2 × Sweet Lassi ₹60 = ₹319.99; GST ₹16.00; total 31 999 + 1 600 + 2 000 + 4 000 =
 *   39 599. Commission 12.5 % of ₹319.99 = ₹39.99875 → ₹40.00; GST 18 % = ₹7.20. Owed 33 999 − 4 000 − 720 = 29 279.
 * - C: Royal Thali Full ₹180 + ₹80 with Extra cheese ₹30 = ₹290; GST ₹14.50; total 29 000 + 1 450 + 2 000 + 4 000 =
 *   36 450. Commission 12.5 % = ₹36.25; GST 18 % = ₹6.525 → ₹6.53. Owed 31 000 − 3 625 − 653 = 26 722.
 * Delivered: A cash, A online, C cash; one more A rejected (owed nothing). 29 279 × 2 + 26 722 = 85 280.
 * Under way, pending: A in cash accepted (its sale: food and packaging 31 999 + 2 000 = 33 999, no commission yet) and
 * C online not paid (31 000 sold at placement): 33 999 + 31 000 = 64 999 (₹649.99), never part of the outstanding.
 */
const OWED_A = 29_279;
const OWED_C = 26_722;
const OUTSTANDING = 2 * OWED_A + OWED_C;
const PENDING = 33_999 + 31_000;
const TODAY = "2026-01-15";

const ITEMS_A = () => [{ productId: w.shop.dishes.paneer }, { productId: w.shop.dishes.lassi, quantity: 2 }];
const ITEMS_C = () => [
  {
    productId: w.shop.dishes.thali,
    selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
    selectedAddons: ["Extra cheese"],
  },
];

const payoutUrl = (restaurantId: string) => `/api/admin/settlements/${restaurantId}/payouts`;
const payout = (body: Record<string, unknown>, restaurantId = w.shop.restaurantId) =>
  send(w, "admin", "POST", payoutUrl(restaurantId), body);

async function settlementOfShop(): Promise<Record<string, unknown> | undefined> {
  const res = await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=100");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((row: { restaurantId: string }) => row.restaurantId === w.shop.restaurantId);
}

beforeAll(async () => {
  w = await ledgerWorld(RATE);
  const cash = await place(w, "COD", ITEMS_A());
  await deliver(w, cash.order._id);
  const online = await place(w, "ONLINE", ITEMS_A());
  await payAndVerify(w, online);
  await deliver(w, online.order._id);
  const thali = await place(w, "COD", ITEMS_C());
  await deliver(w, thali.order._id);
  delivered.push(cash.order._id, online.order._id, thali.order._id);
  const rejected = await place(w, "COD", ITEMS_A());
  await move(w, "restaurant", rejected.order._id, { status: "REJECTED", reason: "Out of paneer" });
  const accepted = await place(w, "COD", ITEMS_A());
  await kitchenTo(w, accepted.order._id, "ACCEPTED");
  const unpaid = await place(w, "ONLINE", ITEMS_C());
  underWay = { accepted: accepted.order._id, unpaid: unpaid.order._id };
  others = {
    big: (await restaurantOwed(w, 100_000)).restaurantId, // owed ₹1,000 from before
    small: (await restaurantOwed(w, 1_000)).restaurantId, // owed ₹10
    idle: (await otherRestaurant(w.t)).restaurantId, // never sold anything
    gone: (await otherRestaurant(w.t)).restaurantId, // deleted, owed nothing: listed nowhere
  };
  await w.t.database.db.update(restaurants).set({ deletedAt: w.t.clock.now() }).where(eq(restaurants.id, others.gone));
}, 120_000);
afterAll(() => w?.t.close());

describe("the orders behind the figures", () => {
  it("were billed as worked out by hand", async () => {
    const [a, online, c] = await Promise.all(delivered.map((id) => orderOf(w, id)));
    expect([a?.totalPaise, online?.totalPaise, c?.totalPaise]).toEqual([39_599, 39_599, 36_450]);
    expect(await owedFromOrders(w, delivered, RATE)).toBe(OUTSTANDING);
    const [accepted, unpaid] = await Promise.all([orderOf(w, underWay.accepted), orderOf(w, underWay.unpaid)]);
    expect([accepted?.status, accepted?.totalPaise, unpaid?.status, unpaid?.paymentStatus]).toEqual([
      "ACCEPTED",
      39_599,
      "PENDING",
      "PENDING",
    ]);
    expect(PENDING).toBe(64_999);
  });

  it("owe the restaurant outstanding and pending together in the ledger: 85 280 + 64 999 = 150 279", async () => {
    const [row] = await w.t.database.db
      .select({ balance: sql<number>`sum(${ledgerEntries.amountPaise})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.restaurantId, w.shop.restaurantId), eq(ledgerEntries.account, "restaurant_payable")));
    expect(row?.balance).toBe(-150_279);
  });
});

describe("GET /api/admin/settlements", () => {
  it("lists the restaurants owed money, most owed first, with what the bills and the commission rate give", async () => {
    const res = await send(w, "admin", "GET", "/api/admin/settlements");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // ₹1,000, then the shop's ₹852.80, then ₹10; every seeded restaurant owed nothing is left out.
    expect(body.data.map((row: { restaurantId: string }) => row.restaurantId)).toEqual([
      others.big,
      w.shop.restaurantId,
      others.small,
    ]);
    // Only the delivered orders are outstanding; the accepted and the unpaid ones are pending beside it.
    expect(body.data[1]).toEqual({
      restaurantId: w.shop.restaurantId,
      name: expect.any(String),
      city: "Indore",
      outstanding: 852.8,
      pending: 649.99,
      paidOut: 0,
      lastPayoutOn: null,
    });
    expect(paise(body.data[1].outstanding)).toBe(await owedFromOrders(w, delivered, RATE));
    expect(paise(body.data[1].pending)).toBe(PENDING);
    // Sales posted with no order (owed from before) are outstanding, as payouts are
    expect(body.data[0]).toMatchObject({ outstanding: 1000, pending: 0 });
    expect(body.data[2]).toMatchObject({ outstanding: 10, pending: 0 });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
  });

  it("lists every restaurant not deleted with all=true, paginated", async () => {
    const [counted] = await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(restaurants)
      .where(sql`${restaurants.deletedAt} is null`);
    expect(counted?.n).toBe(4); // the demo shop, the two owed from before and the idle one
    const first = (await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=2")).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(first.data.map((row: { outstanding: number }) => row.outstanding)).toEqual([1000, 852.8]);
    const second = (await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=2&page=2")).json();
    expect(second.data).toEqual([
      expect.objectContaining({ restaurantId: others.small, outstanding: 10 }),
      expect.objectContaining({
        restaurantId: others.idle,
        outstanding: 0,
        pending: 0,
        paidOut: 0,
        lastPayoutOn: null,
      }),
    ]);
    const beyond = (await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=2&page=3")).json();
    expect(beyond).toEqual({ data: [], pagination: { page: 3, limit: 2, total: 4, totalPages: 2 } });
  });

  it("keeps a deleted restaurant on the list while it is owed money", async () => {
    const owed = await restaurantOwed(w, 500); // ₹5
    await w.t.database.db
      .update(restaurants)
      .set({ deletedAt: w.t.clock.now() })
      .where(eq(restaurants.id, owed.restaurantId));
    try {
      const list = (await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=100")).json();
      expect(list.data.map((row: { outstanding: number }) => row.outstanding)).toEqual([1000, 852.8, 10, 5, 0]);
    } finally {
      // Settled, so the rest of the file sees the restaurants it set up.
      const res = await payout({ amount: 5, reference: "UTR-DELETED", paidOn: TODAY }, owed.restaurantId);
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await send(w, "admin", "GET", "/api/admin/settlements?all=true&limit=100")).json();
    expect(list.pagination.total).toBe(4);
  });

  it.each([
    ["all=yes", "all"],
    ["page=0", "page"],
    ["limit=101", "limit"],
  ])("answers ?%s with a 400 naming %s", async (query, field) => {
    const res = await send(w, "admin", "GET", `/api/admin/settlements?${query}`);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403)", async (role) => {
    expect((await send(w, role, "GET", "/api/admin/settlements")).statusCode).toBe(403);
  });

  it("refuses a caller who is not signed in (401)", async () => {
    expect((await send(w, null, "GET", "/api/admin/settlements")).statusCode).toBe(401);
  });
});

describe("POST /api/admin/settlements/{restaurantId}/payouts", () => {
  it("records a payout made today: the outstanding drops by exactly its amount", async () => {
    const res = await payout({ amount: 300.5, reference: "  UTR2026011500001 ", paidOn: TODAY });
    expect(res.statusCode, res.body).toBe(201);
    // 85 280 − 30 050 = 55 230
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^Payout of ₹300\.50 to .+ recorded$/),
      data: {
        restaurantId: w.shop.restaurantId,
        name: expect.any(String),
        city: "Indore",
        outstanding: 552.3,
        pending: 649.99,
        paidOut: 300.5,
        lastPayoutOn: TODAY,
      },
    });
    expect(await settlementOfShop()).toMatchObject({ outstanding: 552.3, pending: 649.99, paidOut: 300.5 });

    // One balanced posting: the restaurant's payable debited, our bank credited, with the trimmed reference, now.
    const rows = await w.t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "restaurant_payout"), eq(ledgerEntries.restaurantId, w.shop.restaurantId)))
      .orderBy(ledgerEntries.account);
    expect(rows.map((row) => [row.account, row.amountPaise, row.reference, row.restaurantId, row.orderId])).toEqual([
      ["bank", -30_050, "UTR2026011500001", w.shop.restaurantId, null],
      ["restaurant_payable", 30_050, "UTR2026011500001", w.shop.restaurantId, null],
    ]);
    expect(rows[0]?.createdAt.toISOString()).toBe(w.t.clock.now().toISOString());
  });

  it("enters a payout made yesterday on yesterday's last millisecond (India time)", async () => {
    const res = await payout({ amount: 100, reference: "UTR2026011400002", paidOn: "2026-01-14" });
    expect(res.statusCode, res.body).toBe(201);
    // 55 230 − 10 000 = 45 230; paid out 30 050 + 10 000 = 40 050; the last payout is still today's
    expect(res.json().data).toMatchObject({ outstanding: 452.3, paidOut: 400.5, lastPayoutOn: TODAY });
    const [row] = await w.t.database.db
      .select({ createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, "UTR2026011400002"));
    // 00:00 IST on the 15th is 18:30 UTC on the 14th
    expect(row?.createdAt.toISOString()).toBe("2026-01-14T18:29:59.999Z");
  });

  it("refuses more than the outstanding amount with a 422 naming it, and writes nothing", async () => {
    // ₹452.30 outstanding and ₹649.99 pending: the restaurant is owed ₹1,102.29 in all, but only ₹452.30 may be paid.
    const before = await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    const res = await payout({ amount: 452.31, reference: "UTR-TOO-MUCH", paidOn: TODAY });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "BUSINESS_RULE",
      message: "The payout is more than the ₹452.30 outstanding",
      details: [{ field: "amount", message: "The payout is more than the ₹452.30 outstanding" }],
    });
    const after = await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(after).toEqual(before);
    expect(await settlementOfShop()).toMatchObject({ outstanding: 452.3, pending: 649.99 });
    const all = await payout({ amount: 1102.29, reference: "UTR-WITH-PENDING", paidOn: TODAY });
    expect(all.statusCode).toBe(422);
    expect(all.json().message).toBe("The payout is more than the ₹452.30 outstanding");
  });

  it("lets ten payouts recorded at once pay no more than was owed", async () => {
    // ₹452.30 owed; ten of ₹100 ask for ₹1,000: four fit (₹400), the other six are refused.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => payout({ amount: 100, reference: `UTR-PARALLEL-${i}`, paidOn: TODAY })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422, 422, 422, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      // Each refusal names what was left when it was checked: ₹52.30 once the four went through
      expect(res.json().message).toBe("The payout is more than the ₹52.30 outstanding");
    }
    // 45 230 − 4 × 10 000 = 5 230; paid out 40 050 + 40 000 = 80 050
    expect(await settlementOfShop()).toMatchObject({ outstanding: 52.3, paidOut: 800.5 });
    expect(await unbalanced(w)).toEqual([]);
  });

  it("pays out exactly what is left, which takes the restaurant off the default list", async () => {
    const res = await payout({ amount: 52.3, reference: "UTR-REST", paidOn: TODAY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ outstanding: 0, paidOut: 852.8 });
    const list = (await send(w, "admin", "GET", "/api/admin/settlements")).json();
    expect(list.data.map((row: { restaurantId: string }) => row.restaurantId)).toEqual([others.big, others.small]);
    const refused = await payout({ amount: 0.01, reference: "UTR-NOTHING", paidOn: TODAY });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("The payout is more than the ₹0 outstanding");
    expect(await settlementOfShop()).toMatchObject({ outstanding: 0, pending: 649.99 });
  });

  it("leaves the restaurant owed the fee, not owing, when an order under way is cancelled after a payout in full", async () => {
    // Past the free minute, the accepted cash order costs the customer 25 % of ₹395.99 = ₹98.9975 → ₹99.00; the
    // restaurant keeps it. Its sale of 33 999 was pending, never paid, so undoing it takes nothing paid back.
    w.t.clock.advance(61_000);
    await move(w, "user", underWay.accepted, { status: "CANCELLED" });
    // Outstanding 0 + 9 900 = ₹99; pending 64 999 − 33 999 = 31 000 (₹310)
    expect(await settlementOfShop()).toMatchObject({ outstanding: 99, pending: 310, paidOut: 852.8 });
    // The online order never paid is cancelled free: its sale undone, nothing pending, nothing more owed
    await move(w, "user", underWay.unpaid, { status: "CANCELLED" });
    expect(await settlementOfShop()).toMatchObject({ outstanding: 99, pending: 0, paidOut: 852.8 });
    const list = (await send(w, "admin", "GET", "/api/admin/settlements")).json();
    expect(list.data.map((row: { outstanding: number }) => row.outstanding)).toEqual([1000, 99, 10]);
    // Settled, so the rest of the file sees the list it set up.
    const res = await payout({ amount: 99, reference: "UTR-FEE", paidOn: TODAY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ outstanding: 0, pending: 0, paidOut: 951.8 });
    expect(await unbalanced(w)).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: -10 }, "amount"],
    [{ amount: 10.005 }, "amount"],
    [{ amount: "ten" }, "amount"],
    [{ amount: undefined }, "amount"],
    [{ reference: "" }, "reference"],
    [{ reference: "U".repeat(65) }, "reference"],
    [{ reference: undefined }, "reference"],
    [{ paidOn: "15/01/2026" }, "paidOn"],
    [{ paidOn: "2026-02-30" }, "paidOn"],
    [{ paidOn: undefined }, "paidOn"],
  ])("answers a body with %j with a 400 naming %s", async (change, field) => {
    const res = await payout({ amount: 1, reference: "UTR1", paidOn: TODAY, ...change }, others.big);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });

  it("refuses a payout dated tomorrow (India time) with a 400 naming paidOn", async () => {
    const res = await payout({ amount: 1, reference: "UTR1", paidOn: "2026-01-16" }, others.big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "paidOn cannot be a day after today (India time)" });
    expect(fieldOf(res)).toBe("paidOn");
  });

  it("answers 400 for a malformed restaurant id and 404 for an unknown one", async () => {
    const bad = await send(w, "admin", "POST", payoutUrl("not-a-uuid"), { amount: 1, reference: "R", paidOn: TODAY });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("restaurantId");
    const unknown = await payout({ amount: 1, reference: "R", paidOn: TODAY }, "00000000-0000-4000-8000-00000000abcd");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Restaurant not found");
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403) and writes nothing", async (role) => {
    const res = await send(w, role, "POST", payoutUrl(others.big), { amount: 1, reference: "R", paidOn: TODAY });
    expect(res.statusCode).toBe(403);
    const list = (await send(w, "admin", "GET", "/api/admin/settlements")).json();
    expect(list.data[0]).toMatchObject({ restaurantId: others.big, outstanding: 1000, paidOut: 0 });
  });
});
