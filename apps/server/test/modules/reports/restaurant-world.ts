/**
 * The world of the restaurant report tests (restaurant-revenue.test.ts, restaurant-report.test.ts): a restaurant's
 * orders placed and moved through the API over three India days (plus a few inserted at the edges of days with
 * report-fixtures.ts) and a payout, the figures they should give worked out by hand, and the helpers that drive them.
 * Each test file builds a world of its own with `buildRestaurantWorld`.
 */
import { eq } from "drizzle-orm";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
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
import { postDeliveredCashOrder } from "./report-fixtures";

/** 12:00 IST on Tuesday 13 January 2026; "today" in these tests is Thursday the 15th. */
const DAY_13 = "2026-01-13T06:30:00Z";
const DAY_14 = "2026-01-14T06:30:00Z";
const DAY_15 = "2026-01-15T06:30:00Z";
const MINUTE = 60_000;

/**
 * The restaurant's orders, worked by hand. The shop (helpers/orders SHOP) adds ₹20 packaging to every order; its
 * commission rate is set to 12.5 % here; GST on the commission is 18 %, both rounded half up to the paisa.
 * gross = items + packaging; net = gross − commission − GST.
 */
export const HAND = {
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
 * The settlement statement, from the ledger entries the orders and the payout wrote, by the India day each movement
 * happened; every API order was delivered on the day it was placed, each inserted one 30 minutes after it was placed
 * (report-fixtures.ts). A sale owes the restaurant food + packaging when placed, a rejection or cancellation undoes it,
 * delivery takes the commission and its GST (the values of HAND). What is owed at the end splits into pending (orders
 * still under way then: their sales) and outstanding (the rest: settled orders and payouts). In paise:
 * - before the 13th: the 8th's order, sold and delivered on the 8th: net 25 000 − 3 125 − 563 = 21 312, outstanding
 * - 13th: o1 sold 41 998; o2 sold 20 000 and undone: gross 41 998; commission 5 000, GST 900;
 *   net 41 998 − 5 900 = 36 098; owed at the end 21 312 + 36 098 = 57 410, all outstanding
 * - 14th: o3 31 000 + o9 20 000 (under way, owed since placed) + lateNight 40 000 (placed at 23:50, delivered at
 *   00:20 on the 15th): gross 91 000; commission 3 625, GST 653 (o3's); net 91 000 − 4 278 = 86 722; ₹500 paid out;
 *   owed 57 410 + 86 722 − 50 000 = 94 132, of which o9's 20 000 and lateNight's 40 000 are pending (under way at
 *   midnight) and 34 132 outstanding
 * - 15th: o4 27 999 + o5 20 000 + o8 20 000 + the unpaid online order 20 000 (a sale is written at placement) +
 *   afterMidnight 30 000 + o6 20 000 and o7 21 999 sold and undone: gross 117 999; commission o4 3 250 + lateNight
 *   5 000 + afterMidnight 3 750 = 12 000; GST 585 + 900 + 675 = 2 160; net 117 999 − 14 160 = 103 839;
 *   owed 94 132 + 103 839 = 197 971; pending o9, o5, o8 and the unpaid one, 4 × 20 000 = 80 000; outstanding 117 971
 *   (eighth 21 312 + o1 36 098 + o3 26 722 + lateNight 34 100 + afterMidnight 25 575 + o4 24 164 − 50 000 paid)
 * - 13th to 15th: gross 41 998 + 91 000 + 117 999 = 250 997; commission 5 000 + 3 625 + 12 000 = 20 625;
 *   GST 900 + 653 + 2 160 = 3 713; net 226 659; paid out 50 000; owed 197 971 = 117 971 outstanding + 80 000 pending
 */
export const STATEMENT = {
  d13: { gross: 41_998, commission: 5_000, gst: 900, net: 36_098, paidOut: 0, outstanding: 57_410, pending: 0 },
  d14: {
    gross: 91_000,
    commission: 3_625,
    gst: 653,
    net: 86_722,
    paidOut: 50_000,
    outstanding: 34_132,
    pending: 60_000,
  },
  d15: {
    gross: 117_999,
    commission: 12_000,
    gst: 2_160,
    net: 103_839,
    paidOut: 0,
    outstanding: 117_971,
    pending: 80_000,
  },
  all: {
    gross: 250_997,
    commission: 20_625,
    gst: 3_713,
    net: 226_659,
    paidOut: 50_000,
    outstanding: 117_971,
    pending: 80_000,
  },
  none: { gross: 0, commission: 0, gst: 0, net: 0, paidOut: 0, outstanding: 0, pending: 0 },
} as const;
/** What the 8th's order left owing before the 13th (outstanding ever since). */
export const OWED_BEFORE_13TH = 21_312;

/** A statement of STATEMENT as the API writes it (rupees; no refunds or cancellation fees in these orders). */
export function statement(paise: (typeof STATEMENT)[keyof typeof STATEMENT]) {
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
export type Key = keyof typeof HAND;

export const DAYS: Record<Key, string> = {
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
export const DELIVERED: Key[] = ["o1", "o3", "lateNight", "afterMidnight", "o4", "eighth"];
export const rupees = (paise: number) => paise / 100;

type Role = "user" | "restaurant" | "rider" | "admin";
interface Ids {
  customer: string;
  owner: string;
  rider: string;
}

/** The helpers that drive the world's orders and read its figures, as the customer, the owner and the rider. */
function helpersOf(t: TestContext, ids: Ids) {
  /** A fresh token at the clock's time (the clock moves over days; tokens live 15 minutes). */
  const tokenOf = (role: Role, id: string) => signToken(t, { id, role });
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

  function getJson(url: string, token: string) {
    return t.app.inject({ method: "GET", url, headers: auth(token) });
  }

  /** GET /api/restaurant/report with `query`, as the demo owner unless another token is given. */
  const report = async (query: string, token?: string) =>
    getJson(`/api/restaurant/report?${query}`, token ?? (await owner()));

  return { tokenOf, customer, owner, moveClockTo, patchStatus, place, accept, makeReady, deliver, getJson, report };
}

export type RestaurantWorld = ReturnType<typeof helpersOf> & {
  t: TestContext;
  shop: Shop;
  otherOwner: { ownerId: string; restaurantId: string };
  /** Each order's id. */
  created: Record<Key, string>;
};

/**
 * Builds the world: a fresh app on the 13th, the orders of HAND placed, moved and inserted over the 13th to the 15th,
 * another restaurant's sale and the ₹500 payout; the clock is left at 12:35 IST on the 15th. Close it with `t.close()`.
 */
export async function buildRestaurantWorld(): Promise<RestaurantWorld> {
  const t = await createTestApp({ now: new Date(DAY_13) });
  try {
    return await populate(t);
  } catch (error) {
    await t.close();
    throw error;
  }
}

async function populate(t: TestContext): Promise<RestaurantWorld> {
  const tokens = await demoTokens(t);
  const shop = await setupShop(t, { commissionRate: 12.5 });
  await addressFor(t, tokens.user);
  const ids: Ids = {
    customer: await userIdByPhone(t, DEMO.customer.phone),
    owner: shop.ownerId,
    rider: await userIdByPhone(t, DEMO.rider.phone),
  };
  const other = await otherRestaurant(t);
  const otherOwner = { ownerId: other.ownerId, restaurantId: other.restaurantId };
  const helpers = helpersOf(t, ids);
  const { tokenOf, customer, owner, moveClockTo, patchStatus, place, accept, makeReady, deliver } = helpers;
  const paneer = (quantity: number): CartEntry => ({ productId: shop.dishes.paneer, quantity });
  const lassi = (quantity: number): CartEntry => ({ productId: shop.dishes.lassi, quantity });
  const created = {} as Record<Key, string>;

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
  const inserted = async (key: Key, createdAt: string) => {
    const row = await insertOrder(t, {
      userId: ids.customer,
      restaurantId: shop.restaurantId,
      status: "DELIVERED",
      subtotalPaise: HAND[key].subtotal,
      createdAt: new Date(createdAt),
    });
    await postDeliveredCashOrder(t, row);
    return row;
  };
  created.lateNight = (await inserted("lateNight", "2026-01-14T18:20:00Z")).id; // 23:50 IST on the 14th
  created.afterMidnight = (await inserted("afterMidnight", "2026-01-14T18:40:00Z")).id; // 00:10 IST on the 15th
  created.eighth = (await inserted("eighth", "2026-01-08T17:30:00Z")).id; // 23:00 IST on the 8th

  // Another restaurant's sale today: never in the demo owner's figures.
  await postDeliveredCashOrder(
    t,
    await insertOrder(t, {
      userId: ids.customer,
      restaurantId: otherOwner.restaurantId,
      status: "DELIVERED",
      subtotalPaise: 99_900,
      createdAt: new Date(t.clock.now().getTime() - 60 * MINUTE),
    }),
  );

  // On the 15th the admin records ₹500 paid to the restaurant on the 14th: the ledger has it on the 14th.
  const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  const payout = await t.app.inject({
    method: "POST",
    url: `/api/admin/settlements/${shop.restaurantId}/payouts`,
    headers: auth(await tokenOf("admin", admin?.id ?? "")),
    payload: { amount: 500, reference: "UTR-14-JAN", paidOn: "2026-01-14" },
  });
  if (payout.statusCode !== 201) throw new Error(`payout failed: ${payout.body}`);
  return { t, shop, otherOwner, created, ...helpers };
}
