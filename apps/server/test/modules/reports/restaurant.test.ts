/**
 * GET /restaurant/revenue and /restaurant/report: a restaurant's figures from orders placed and moved through the
 * API over three India days (plus a few inserted at the edges of days), checked against values worked by hand and
 * summed here from the orders themselves; the report's settlement statement from the ledger entries those orders and
 * a payout wrote; owners see only their own restaurant; the CSV equals the JSON.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { parseCsv } from "../../helpers/csv";
import {
  addressFor,
  auth,
  type CartEntry,
  fillCart,
  placedCodOrder,
  placedOrder,
  type Shop,
  setupShop,
  signToken,
} from "../../helpers/orders";
import { insertOrder, orderRow, otherRestaurant, setRider, userIdByPhone } from "../orders/lifecycle-fixtures";

/** 12:00 IST on Tuesday 13 January 2026; "today" in these tests is Thursday the 15th. */
const DAY_13 = "2026-01-13T06:30:00Z";
const DAY_14 = "2026-01-14T06:30:00Z";
const DAY_15 = "2026-01-15T06:30:00Z";
const MINUTE = 60_000;

let t: TestContext;
let shop: Shop;
let ids: { customer: string; owner: string; rider: string };
let otherOwner: { ownerId: string; restaurantId: string };

/** A fresh token at the clock's time (the clock moves over days; tokens live 15 minutes). */
const tokenOf = (role: "user" | "restaurant" | "rider" | "admin", id: string) => signToken(t, { id, role });
const customer = () => tokenOf("user", ids.customer);
const owner = () => tokenOf("restaurant", ids.owner);

function moveClockTo(iso: string) {
  const target = new Date(iso).getTime();
  const now = t.clock.now().getTime();
  if (target < now) throw new Error(`the clock cannot go back to ${iso}`);
  t.clock.advance(target - now);
}

async function patchStatus(token: string, orderId: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: auth(token),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`${payload.status} failed: ${res.body}`);
}

async function place(items: CartEntry[]): Promise<string> {
  const placed = await placedCodOrder(t, await customer(), items);
  return placed.order._id as string;
}

const accept = async (orderId: string) => patchStatus(await owner(), orderId, { status: "ACCEPTED" });
async function makeReady(orderId: string) {
  await patchStatus(await owner(), orderId, { status: "PREPARING" });
  await patchStatus(await owner(), orderId, { status: "READY_FOR_PICKUP" });
}
async function deliver(orderId: string) {
  await setRider(t, orderId, ids.rider);
  const rider = await tokenOf("rider", ids.rider);
  await patchStatus(rider, orderId, { status: "OUT_FOR_DELIVERY" });
  await patchStatus(rider, orderId, { status: "DELIVERED", deliveryCode: (await orderRow(t, orderId)).deliveryCode });
}

const paneer = (quantity: number): CartEntry => ({ productId: shop.dishes.paneer, quantity });
const lassi = (quantity: number): CartEntry => ({ productId: shop.dishes.lassi, quantity });

/**
 * The restaurant's orders, worked by hand. The shop (helpers/orders SHOP) adds ₹20 packaging to every order; its
 * commission rate is set to 12.5 % here; GST on the commission is 18 %, both rounded half up to the paisa.
 * gross = items + packaging; net = gross − commission − GST.
 */
const HAND = {
  // 13th, delivered: Paneer Tikka ×2 at ₹199.99 = ₹399.98; gross ₹419.98; 12.5 % of 399.98 = 49.9975 → ₹50.00;
  // GST 18 % of 50 = ₹9.00; net 419.98 − 50 − 9 = ₹360.98
  o1: { subtotal: 39_998, packaging: 2_000, gross: 41_998, commission: 5_000, gst: 900, net: 36_098 },
  // 13th, rejected: Sweet Lassi ×3 = ₹180; gross ₹200 (no commission: never delivered)
  o2: { subtotal: 18_000, packaging: 2_000, gross: 20_000 },
  // 14th, delivered: Royal Thali Full (+₹80) with Extra cheese (+₹30) = ₹290; gross ₹310; 12.5 % = ₹36.25;
  // GST 18 % of 36.25 = 6.525 → ₹6.53; net 310 − 36.25 − 6.53 = ₹267.22
  o3: { subtotal: 29_000, packaging: 2_000, gross: 31_000, commission: 3_625, gst: 653, net: 26_722 },
  // 14th at 23:50 IST, inserted delivered: ₹400, no packaging; 12.5 % = ₹50; GST ₹9; net ₹341
  lateNight: { subtotal: 40_000, packaging: 0, gross: 40_000, commission: 5_000, gst: 900, net: 34_100 },
  // 14th, still pending (waiting): Sweet Lassi ×3, gross ₹200
  o9: { subtotal: 18_000, packaging: 2_000, gross: 20_000 },
  // 15th at 00:10 IST (still the 14th in UTC), inserted delivered: ₹300; 12.5 % = ₹37.50; GST 6.75; net ₹255.75
  afterMidnight: { subtotal: 30_000, packaging: 0, gross: 30_000, commission: 3_750, gst: 675, net: 25_575 },
  // 15th, delivered: Paneer Tikka + Sweet Lassi = 199.99 + 60 = ₹259.99; gross ₹279.99; 12.5 % = 32.49875 → ₹32.50;
  // GST 18 % of 32.50 = ₹5.85; net 279.99 − 32.50 − 5.85 = ₹241.64
  o4: { subtotal: 25_999, packaging: 2_000, gross: 27_999, commission: 3_250, gst: 585, net: 24_164 },
  // 15th, accepted and ready (35 minutes), not delivered: Royal Thali Half ₹180, gross ₹200
  o5: { subtotal: 18_000, packaging: 2_000, gross: 20_000 },
  // 15th, rejected: Sweet Lassi ×3, gross ₹200
  o6: { subtotal: 18_000, packaging: 2_000, gross: 20_000 },
  // 15th, cancelled by the customer at once: Paneer Tikka ₹199.99, gross ₹219.99
  o7: { subtotal: 19_999, packaging: 2_000, gross: 21_999 },
  // 15th, pending (waiting): Sweet Lassi ×3, gross ₹200
  o8: { subtotal: 18_000, packaging: 2_000, gross: 20_000 },
  // 8th at 23:00 IST, inserted delivered: just outside a 7-day window ending on the 15th; 12.5 % of ₹250 = 31.25;
  // GST 5.625 → ₹5.63; net 250 − 31.25 − 5.63 = ₹213.12
  eighth: { subtotal: 25_000, packaging: 0, gross: 25_000, commission: 3_125, gst: 563, net: 21_312 },
} as const;
/**
 * The settlement statement, from the ledger entries the API orders and the payout wrote (inserted orders have none),
 * by the India day each movement happened; every API order was delivered on the day it was placed. A sale owes the
 * restaurant food + packaging when placed, a rejection or cancellation undoes it, delivery takes the commission and
 * its GST (the values of HAND). What is owed at the end splits into pending (orders still under way then: their
 * sales) and outstanding (the rest: settled orders and payouts). In paise:
 * - 13th: o1 sold 41 998; o2 sold 20 000 and undone: gross 41 998; commission 5 000, GST 900;
 *   net 41 998 − 5 900 = 36 098; owed at the end 36 098, all outstanding
 * - 14th: o3 31 000 + o9 20 000 (under way, owed since placed): gross 51 000; commission 3 625, GST 653;
 *   net 51 000 − 4 278 = 46 722; ₹500 paid out; owed 36 098 + 46 722 − 50 000 = 32 820, of which o9's 20 000 is
 *   pending and 12 820 outstanding
 * - 15th: o4 27 999 + o5 20 000 + o8 20 000 + the unpaid online order 20 000 (a sale is written at placement) + o6
 *   20 000 and o7 21 999 sold and undone: gross 87 999; commission 3 250, GST 585; net 87 999 − 3 835 = 84 164;
 *   owed 32 820 + 84 164 = 116 984; pending o9, o5, o8 and the unpaid one, 4 × 20 000 = 80 000; outstanding 36 984
 *   (o1 36 098 + o3 26 722 + o4 24 164 − 50 000 paid)
 * - 13th to 15th: gross 41 998 + 51 000 + 87 999 = 180 997; commission 11 875; GST 2 138; net 166 984;
 *   paid out 50 000; owed 116 984 = 36 984 outstanding + 80 000 pending
 */
const STATEMENT = {
  d13: { gross: 41_998, commission: 5_000, gst: 900, net: 36_098, paidOut: 0, outstanding: 36_098, pending: 0 },
  d14: {
    gross: 51_000,
    commission: 3_625,
    gst: 653,
    net: 46_722,
    paidOut: 50_000,
    outstanding: 12_820,
    pending: 20_000,
  },
  d15: { gross: 87_999, commission: 3_250, gst: 585, net: 84_164, paidOut: 0, outstanding: 36_984, pending: 80_000 },
  all: {
    gross: 180_997,
    commission: 11_875,
    gst: 2_138,
    net: 166_984,
    paidOut: 50_000,
    outstanding: 36_984,
    pending: 80_000,
  },
  none: { gross: 0, commission: 0, gst: 0, net: 0, paidOut: 0, outstanding: 0, pending: 0 },
} as const;

/** A statement of STATEMENT as the API writes it (rupees; no refunds or cancellation fees in these orders). */
function statement(paise: (typeof STATEMENT)[keyof typeof STATEMENT]) {
  return {
    gross: paise.gross / 100,
    commission: paise.commission / 100,
    commissionGst: paise.gst / 100,
    refunds: 0,
    cancellationFees: 0,
    netPayable: paise.net / 100,
    paidOut: paise.paidOut / 100,
    outstanding: paise.outstanding / 100,
    pending: paise.pending / 100,
  };
}
type Key = keyof typeof HAND;
const created = {} as Record<Key, string>;

beforeAll(async () => {
  t = await createTestApp({ now: new Date(DAY_13) });
  const tokens = await demoTokens(t);
  shop = await setupShop(t, { commissionRate: 12.5 });
  await addressFor(t, tokens.user);
  ids = {
    customer: await userIdByPhone(t, DEMO.customer.phone),
    owner: shop.ownerId,
    rider: await userIdByPhone(t, DEMO.rider.phone),
  };
  const other = await otherRestaurant(t);
  otherOwner = { ownerId: other.ownerId, restaurantId: other.restaurantId };

  // The 13th
  created.o1 = await place([paneer(2)]);
  created.o2 = await place([lassi(3)]);
  await accept(created.o1);
  await makeReady(created.o1);
  await deliver(created.o1);
  await patchStatus(await owner(), created.o2, { status: "REJECTED", reason: "Out of lassi" });

  // The 14th
  moveClockTo(DAY_14);
  created.o3 = await place([
    {
      productId: shop.dishes.thali,
      selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
      selectedAddons: ["Extra cheese"],
    },
  ]);
  created.o9 = await place([lassi(3)]);
  await accept(created.o3);
  await makeReady(created.o3);
  await deliver(created.o3);

  // The 15th, from noon
  moveClockTo(DAY_15);
  created.o4 = await place([paneer(1), lassi(1)]);
  created.o5 = await place([
    { productId: shop.dishes.thali, selectedAttributes: [{ attributeName: "Size", optionName: "Half" }] },
  ]);
  created.o6 = await place([lassi(3)]);
  created.o7 = await place([paneer(1)]);
  await patchStatus(await customer(), created.o7, { status: "CANCELLED" }); // within the free minute
  created.o8 = await place([lassi(3)]);
  // An online order never paid: the restaurant never sees it, so no figure counts it.
  await fillCart(t, await customer(), [lassi(3)]);
  await placedOrder(t, await customer(), { paymentMode: "ONLINE", addressId: await addressFor(t, await customer()) });
  // Kitchen times: o4 accepted → ready in 25 minutes, o5 in 35 (mean 30).
  await accept(created.o4);
  await accept(created.o5);
  t.clock.advance(25 * MINUTE);
  await makeReady(created.o4);
  t.clock.advance(10 * MINUTE);
  await makeReady(created.o5);
  await deliver(created.o4);
  await patchStatus(await owner(), created.o6, { status: "REJECTED", reason: "Kitchen closing" });

  // At the edges of India days (inserted: placement cannot happen at night, the shop is closed).
  const inserted = (key: Key, createdAt: string) =>
    insertOrder(t, {
      userId: ids.customer,
      restaurantId: shop.restaurantId,
      status: "DELIVERED",
      subtotalPaise: HAND[key].subtotal,
      createdAt: new Date(createdAt),
    });
  created.lateNight = (await inserted("lateNight", "2026-01-14T18:20:00Z")).id; // 23:50 IST on the 14th
  created.afterMidnight = (await inserted("afterMidnight", "2026-01-14T18:40:00Z")).id; // 00:10 IST on the 15th
  created.eighth = (await inserted("eighth", "2026-01-08T17:30:00Z")).id; // 23:00 IST on the 8th

  // Another restaurant's sale today: never in the demo owner's figures.
  await insertOrder(t, {
    userId: ids.customer,
    restaurantId: otherOwner.restaurantId,
    status: "DELIVERED",
    subtotalPaise: 99_900,
  });

  // On the 15th the admin records ₹500 paid to the restaurant on the 14th: the ledger has it on the 14th.
  const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  const payout = await t.app.inject({
    method: "POST",
    url: `/api/admin/settlements/${shop.restaurantId}/payouts`,
    headers: auth(await tokenOf("admin", admin?.id ?? "")),
    payload: { amount: 500, reference: "UTR-14-JAN", paidOn: "2026-01-14" },
  });
  if (payout.statusCode !== 201) throw new Error(`payout failed: ${payout.body}`);
}, 120_000);
afterAll(() => t.close());

const DAYS: Record<Key, string> = {
  o1: "2026-01-13",
  o2: "2026-01-13",
  o3: "2026-01-14",
  o9: "2026-01-14",
  lateNight: "2026-01-14",
  afterMidnight: "2026-01-15",
  o4: "2026-01-15",
  o5: "2026-01-15",
  o6: "2026-01-15",
  o7: "2026-01-15",
  o8: "2026-01-15",
  eighth: "2026-01-08",
};
const DELIVERED: Key[] = ["o1", "o3", "lateNight", "afterMidnight", "o4", "eighth"];
const rupees = (paise: number) => paise / 100;

function getJson(url: string, token: string) {
  return t.app.inject({ method: "GET", url, headers: auth(token) });
}

describe("the orders behind the figures", () => {
  it("were billed as worked out by hand and ended in the intended statuses", async () => {
    const expectedStatus: Record<Key, string> = {
      o1: "DELIVERED",
      o2: "REJECTED",
      o3: "DELIVERED",
      o9: "PENDING",
      lateNight: "DELIVERED",
      afterMidnight: "DELIVERED",
      o4: "DELIVERED",
      o5: "READY_FOR_PICKUP",
      o6: "REJECTED",
      o7: "CANCELLED",
      o8: "PENDING",
      eighth: "DELIVERED",
    };
    for (const key of Object.keys(HAND) as Key[]) {
      const row = await orderRow(t, created[key]);
      expect({ key, subtotal: row.subtotalPaise, packaging: row.packagingPaise, status: row.status }).toEqual({
        key,
        subtotal: HAND[key].subtotal,
        packaging: HAND[key].packaging,
        status: expectedStatus[key],
      });
    }
  });
});

describe("GET /api/restaurant/revenue", () => {
  it("gives each of the last 7 India days its delivered orders' gross and net, zero-filled, oldest first", async () => {
    const res = await getJson("/api/restaurant/revenue", await owner());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 7, from: "2026-01-09", to: "2026-01-15" });

    // Summed here from the hand-worked orders, by the India day each was placed (the 8th is outside the window).
    const expected = [
      "2026-01-09",
      "2026-01-10",
      "2026-01-11",
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
    ].map((date) => {
      const keys = DELIVERED.filter((key) => DAYS[key] === date);
      const sum = (field: "gross" | "net") =>
        keys.reduce((total, key) => total + (HAND[key] as { gross: number; net: number })[field], 0);
      return { date, orders: keys.length, gross: rupees(sum("gross")), net: rupees(sum("net")) };
    });
    expect(body.series).toEqual(expected);
    // By hand: 13th ₹419.98 / ₹360.98; 14th 310 + 400 = ₹710 / 267.22 + 341 = ₹608.22;
    // 15th 279.99 + 300 = ₹579.99 / 241.64 + 255.75 = ₹497.39
    expect(body.series.slice(4)).toEqual([
      { date: "2026-01-13", orders: 1, gross: 419.98, net: 360.98 },
      { date: "2026-01-14", orders: 2, gross: 710, net: 608.22 },
      { date: "2026-01-15", orders: 2, gross: 579.99, net: 497.39 },
    ]);
    // 419.98 + 710 + 579.99 = ₹1,709.97; 360.98 + 608.22 + 497.39 = ₹1,466.59
    expect(body.totals).toEqual({ orders: 5, gross: 1709.97, net: 1466.59 });
  });

  it("sums today's dashboard from today's orders", async () => {
    const body = (await getJson("/api/restaurant/revenue", await owner())).json();
    expect(body.today).toEqual({
      // o4, o5, o6, o7, o8 and the one at 00:10; not the unpaid online order
      orders: 6,
      // o4 ₹279.99 + the 00:10 one ₹300
      gross: 579.99,
      // o8 today and o9 from yesterday
      waiting: 2,
      // o4 25 minutes, o5 35 minutes
      averagePreparationMinutes: 30,
      // accepted o4 and o5, rejected o6: 2 / 3
      acceptanceRate: 0.6667,
      cancellations: 1,
    });
  });

  it("lists the period's best-selling dishes of delivered orders, most ordered first", async () => {
    const body = (await getJson("/api/restaurant/revenue?days=8", await owner())).json();
    const fixtureDish = "00000000-0000-4000-8000-000000000001"; // the dish of inserted orders
    expect(body.bestSellers).toEqual([
      // inserted orders: ₹400 + ₹300 + ₹250 (the 8th is inside 8 days)
      { productId: fixtureDish, name: "Paneer Tikka", quantity: 3, gross: 950 },
      // o1 ×2 (₹399.98) and o4 ×1 (₹199.99): 3, ₹599.97; fewer rupees than the inserted dish at the same quantity
      { productId: shop.dishes.paneer, name: "Paneer Tikka", quantity: 3, gross: 599.97 },
      { productId: shop.dishes.thali, name: "Royal Thali", quantity: 1, gross: 290 }, // o3
      { productId: shop.dishes.lassi, name: "Sweet Lassi", quantity: 1, gross: 60 }, // o4
    ]);
  });

  it("counts N days back from today: days=8 reaches the order of the 8th, days=1 is today alone", async () => {
    const eight = (await getJson("/api/restaurant/revenue?days=8", await owner())).json();
    expect(eight).toMatchObject({ days: 8, from: "2026-01-08", to: "2026-01-15" });
    expect(eight.series[0]).toEqual({ date: "2026-01-08", orders: 1, gross: 250, net: 213.12 });
    // 1,709.97 + 250 = ₹1,959.97; 1,466.59 + 213.12 = ₹1,679.71
    expect(eight.totals).toEqual({ orders: 6, gross: 1959.97, net: 1679.71 });

    const one = (await getJson("/api/restaurant/revenue?days=1", await owner())).json();
    expect(one).toMatchObject({ days: 1, from: "2026-01-15", to: "2026-01-15" });
    expect(one.series).toEqual([{ date: "2026-01-15", orders: 2, gross: 579.99, net: 497.39 }]);

    const year = (await getJson("/api/restaurant/revenue?days=365", await owner())).json();
    expect(year.series).toHaveLength(365);
    expect(year.from).toBe("2025-01-16");
  });

  it("shows another owner only their own restaurant", async () => {
    const res = await getJson("/api/restaurant/revenue", await tokenOf("restaurant", otherOwner.ownerId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // ₹999 at the default 15 %: commission ₹149.85, GST 18 % = 26.973 → ₹26.97; net 999 − 149.85 − 26.97 = ₹822.18
    expect(body.totals).toEqual({ orders: 1, gross: 999, net: 822.18 });
    expect(body.today).toMatchObject({ orders: 1, gross: 999, waiting: 0, cancellations: 0 });
    expect(body.today.acceptanceRate).toBeNull(); // nothing accepted or rejected through its timeline
    expect(body.today.averagePreparationMinutes).toBeNull();
    expect(body.bestSellers).toHaveLength(1);
  });
});

describe("GET /api/restaurant/report", () => {
  const report = async (query: string, token?: string) =>
    getJson(`/api/restaurant/report?${query}`, token ?? (await owner()));

  it("lists the range's orders newest first with commission, GST and net for delivered ones", async () => {
    const res = await report("from=2026-01-13&to=2026-01-15");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe("2026-01-13");
    expect(body.to).toBe("2026-01-15");

    const inRange = (Object.keys(HAND) as Key[]).filter((key) => DAYS[key] >= "2026-01-13");
    const rows = await Promise.all(inRange.map((key) => orderRow(t, created[key]).then((row) => ({ key, row }))));
    rows.sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime());
    expect(body.orders).toEqual(
      rows.map(({ key, row }) => {
        const hand = HAND[key] as { gross: number; commission?: number; gst?: number; net?: number };
        return {
          orderId: row.id,
          orderNumber: row.orderNumber,
          placedAt: row.createdAt.toISOString(),
          items: row.itemCount,
          status: row.status,
          paymentMode: "COD",
          gross: rupees(hand.gross),
          commission: rupees(hand.commission ?? 0),
          commissionGst: rupees(hand.gst ?? 0),
          net: rupees(hand.net ?? 0),
        };
      }),
    );
    expect(body.orders).toHaveLength(11); // 12 orders of the demo shop, less the 8th; the unpaid one never shows
    // Delivered: o1, o3, lateNight, afterMidnight, o4. Commission 50 + 36.25 + 50 + 37.50 + 32.50 = ₹206.25;
    // GST 9 + 6.53 + 9 + 6.75 + 5.85 = ₹37.13; net 1,709.97 − 206.25 − 37.13 = ₹1,466.59
    expect(body.totals).toEqual({
      orders: 11,
      delivered: 5,
      gross: 1709.97,
      commission: 206.25,
      commissionGst: 37.13,
      net: 1466.59,
    });
    // ₹1,809.97 gross, ₹118.75 commission, ₹21.38 GST, ₹1,669.84 net, ₹500 paid out, ₹1,169.84 owed: ₹369.84
    // outstanding and ₹800 pending
    expect(body.settlement).toEqual(statement(STATEMENT.all));
  });

  it("states each day's settlement from the ledger: sales, commission and payouts on the day they happened", async () => {
    const days = [
      ["2026-01-13", STATEMENT.d13],
      ["2026-01-14", STATEMENT.d14],
      ["2026-01-15", STATEMENT.d15],
    ] as const;
    let owed = 0;
    for (const [day, expected] of days) {
      const body = (await report(`from=${day}&to=${day}`)).json();
      expect({ day, settlement: body.settlement }).toEqual({ day, settlement: statement(expected) });
      // What is owed at the end of a day (outstanding and pending) is what was owed the day before, plus the day's
      // net, less its payouts.
      owed += expected.net - expected.paidOut;
      expect(Math.round(body.settlement.outstanding * 100) + Math.round(body.settlement.pending * 100)).toBe(owed);
    }
    const twoDays = (await report("from=2026-01-13&to=2026-01-14")).json();
    // 41 998 + 51 000 = 92 998; 5 000 + 3 625 = 8 625; 900 + 653 = 1 553; 36 098 + 46 722 = 82 820; owed at the end
    // of the 14th as above: 12 820 outstanding, 20 000 pending
    expect(twoDays.settlement).toEqual({
      gross: 929.98,
      commission: 86.25,
      commissionGst: 15.53,
      refunds: 0,
      cancellationFees: 0,
      netPayable: 828.2,
      paidOut: 500,
      outstanding: 128.2,
      pending: 200,
    });
  });

  it("selects by India day: the order at 00:10 IST is on the 15th, the one at 23:50 on the 14th", async () => {
    const fourteenth = (await report("from=2026-01-14&to=2026-01-14")).json();
    expect(fourteenth.orders.map((o: { orderId: string }) => o.orderId).sort()).toEqual(
      [created.o3, created.o9, created.lateNight].sort(),
    );
    const fifteenth = (await report("from=2026-01-15&to=2026-01-15")).json();
    expect(fifteenth.orders.map((o: { orderId: string }) => o.orderId)).toContain(created.afterMidnight);
    expect(fifteenth.totals.orders).toBe(6);
    const empty = (await report("from=2026-01-09&to=2026-01-12")).json();
    expect(empty).toEqual({
      from: "2026-01-09",
      to: "2026-01-12",
      orders: [],
      totals: { orders: 0, delivered: 0, gross: 0, commission: 0, commissionGst: 0, net: 0 },
      // Nothing moved before the 13th
      settlement: statement(STATEMENT.none),
    });
    // After the 15th nothing moved either, but the restaurant is still owed what it was at the end of the 15th
    const later = (await report("from=2026-01-16&to=2026-01-20")).json();
    expect(later.settlement).toEqual({ ...statement(STATEMENT.none), outstanding: 369.84, pending: 800 });
  });

  it("shows another owner only their own orders", async () => {
    const body = (
      await report("from=2026-01-01&to=2026-01-31", await tokenOf("restaurant", otherOwner.ownerId))
    ).json();
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0].gross).toBe(999);
    expect(body.totals).toEqual({
      orders: 1,
      delivered: 1,
      gross: 999,
      commission: 149.85,
      commissionGst: 26.97,
      net: 822.18,
    });
    // Its order was inserted without ledger entries, and the demo restaurant's never count for it
    expect(body.settlement).toEqual(statement(STATEMENT.none));
  });

  it("answers format=csv with the same rows, totals and settlement statement as the JSON, as a download", async () => {
    const query = "from=2026-01-08&to=2026-01-15";
    const json = (await report(query)).json();
    const res = await report(`${query}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="zaika-report-2026-01-08-to-2026-01-15.csv"');
    const lines = parseCsv(res.body);
    expect(lines[0]).toEqual([
      "Order ID",
      "Order number",
      "Placed at (IST)",
      "Items",
      "Status",
      "Payment mode",
      "Gross",
      "Commission",
      "GST on commission",
      "Net",
    ]);
    const money = (value: number) => value.toFixed(2);
    const india = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(lines.slice(1, -3)).toEqual(
      json.orders.map((order: Record<string, string | number>) => [
        order.orderId,
        order.orderNumber,
        india.format(new Date(String(order.placedAt))),
        String(order.items),
        order.status,
        order.paymentMode,
        money(Number(order.gross)),
        money(Number(order.commission)),
        money(Number(order.commissionGst)),
        money(Number(order.net)),
      ]),
    );
    expect(lines.at(-3)).toEqual([
      "Totals",
      `${json.totals.orders} orders`,
      "",
      "",
      `${json.totals.delivered} delivered`,
      "",
      money(json.totals.gross),
      money(json.totals.commission),
      money(json.totals.commissionGst),
      money(json.totals.net),
    ]);
    expect(lines.slice(-2)).toEqual([
      [
        "Settlement statement",
        "Gross",
        "Commission",
        "GST on commission",
        "Refunds",
        "Cancellation fees kept",
        "Net payable",
        "Paid out",
        "Outstanding at end of period",
        "Pending at end of period",
      ],
      [
        "2026-01-08 to 2026-01-15",
        money(json.settlement.gross),
        money(json.settlement.commission),
        money(json.settlement.commissionGst),
        money(json.settlement.refunds),
        money(json.settlement.cancellationFees),
        money(json.settlement.netPayable),
        money(json.settlement.paidOut),
        money(json.settlement.outstanding),
        money(json.settlement.pending),
      ],
    ]);
    // Nothing moved before the 13th, so the 8th to the 15th is the statement of the 13th to the 15th
    expect(lines.at(-1)?.slice(1)).toEqual([
      "1809.97",
      "118.75",
      "21.38",
      "0.00",
      "0.00",
      "1669.84",
      "500.00",
      "369.84",
      "800.00",
    ]);
    expect(lines).toHaveLength(json.orders.length + 4);
    // The 8th's order at 23:00 IST, as the restaurant's clock showed it
    expect(lines.at(-4)?.[2]).toBe("2026-01-08 23:00");
  });

  it("declares the CSV beside the JSON in the OpenAPI document", () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const content = document.paths["/api/restaurant/report"]?.get.responses["200"]?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(["application/json", "text/csv"]);
  });

  // Last in the file: it moves the clock to the 16th, expires the unpaid online order and delivers o5.
  it("keeps an order under way at a period's end pending in that period's statement, once it is delivered later", async () => {
    moveClockTo("2026-01-16T06:30:00Z");
    // Its payment window closed on the 15th; the sweep cancels it now, on the 16th (done here, not left to the timer).
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(1);
    await deliver(created.o5);
    // o5, ready since the 15th, delivered at noon on the 16th, and the unpaid order were both still under way at the
    // end of the 15th: that day's statement is as it was.
    expect((await report("from=2026-01-15&to=2026-01-15")).json().settlement).toEqual(statement(STATEMENT.d15));
    // The 16th: the unpaid order's sale undone (+20 000 on the payable: gross −20 000); o5's commission 12.5 % of ₹180 =
    // ₹22.50 and GST 18 % of it ₹4.05; net −20 000 − 2 250 − 405 = −22 655. Owed 116 984 − 22 655 = 94 329: pending
    // o9 and o8, 2 × 20 000 = 40 000; outstanding 36 984 + o5's 20 000 − 2 655 = 54 329 (the undone sale moves nothing
    // into it).
    const sixteenth = (await report("from=2026-01-16&to=2026-01-16")).json();
    expect(sixteenth.settlement).toEqual({
      gross: -200,
      commission: 22.5,
      commissionGst: 4.05,
      refunds: 0,
      cancellationFees: 0,
      netPayable: -226.55,
      paidOut: 0,
      outstanding: 543.29,
      pending: 400,
    });
    // The admin's list says the same of today
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
    const list = await getJson("/api/admin/settlements?all=true&limit=100", await tokenOf("admin", admin?.id ?? ""));
    const row = list.json().data.find((r: { restaurantId: string }) => r.restaurantId === shop.restaurantId);
    expect(row).toMatchObject({ outstanding: 543.29, pending: 400, paidOut: 500 });
  });
});
