/**
 * Learned ETAs (issue 12) through the API, on a manual clock: the range on the card, the restaurant page, the cart and
 * the order is the contract's formula worked by hand; the order's range is worked out again at each status change;
 * the restaurant's preparation time is learned from its orders' accept → ready durations; the model's numbers come
 * from the server's settings.
 *
 * The shop stands at Rajwada; the customer's address (NEARBY) is 0.02° of latitude north of it: 0.02 × π/180 ×
 * 6,371,000 m = 2,224 m. At noon a rider rides at 20 km/h over a road 1.3 times the straight line: 3.9 minutes a
 * straight-line kilometre, 8.67 minutes for those 2,224 m; with the 5 minutes of handovers, a ride of 13.67.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, type demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  customerAtShop,
  fillCart,
  LUNCHTIME,
  NEARBY,
  paySandbox,
  placedCodOrder,
  placedOrder,
  type Shop,
  setupShop,
  signToken,
  verifyPayment,
} from "../../helpers/orders";
import { eventually } from "../restaurants/fixtures";

const MINUTE = 60_000;
const NEAR = JSON.stringify({ lat: NEARBY.lat, lon: NEARBY.lng });

let t: TestContext;
let shop: Shop;
const ids = { customer: "", admin: "", rider: "" };

beforeAll(async () => {
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  ({ t, tokens, shop } = await customerAtShop());
  ids.customer = String(decodeClaims(tokens.user).sub);
  ids.admin = String(decodeClaims(tokens.admin).sub);
  const [rider] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.rider.phone));
  ids.rider = rider?.id ?? "";
});
afterAll(() => t?.close());

/** A token signed at the clock's time now: these tests move the clock past an access token's 15 minutes. */
async function as(role: "user" | "restaurant" | "admin" | "rider") {
  const id = { user: ids.customer, restaurant: shop.ownerId, admin: ids.admin, rider: ids.rider }[role];
  return auth(await signToken(t, { id, role }));
}

async function card(position = NEARBY) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/restaurant/all?latitude=${position.lat}&longitude=${position.lng}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json().data.find((r: { _id: string }) => r._id === shop.restaurantId);
  if (!found) throw new Error("the shop is not listed");
  return found;
}

async function page(position?: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/restaurants/${shop.restaurantId}/menu`,
    headers: position ? { position } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().restaurant;
}

async function cart(position?: string) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/cart",
    headers: { ...(await as("user")), ...(position ? { position } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().restaurant;
}

async function move(orderId: string, role: "restaurant" | "rider" | "admin", body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/order/${orderId}/status`,
    headers: await as(role),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

/** A cash order of a paneer tikka to NEARBY; returns the order as placed. */
async function place() {
  return (await placedCodOrder(t, await signToken(t, { id: ids.customer }), [{ productId: shop.dishes.paneer }])).order;
}

/** The window `from`–`to` minutes after `at`, as the order wire writes it. */
const window = (at: number, from: number, to: number) => ({
  from: new Date(at + from * MINUTE).toISOString(),
  to: new Date(at + to * MINUTE).toISOString(),
});

describe("the range shown before and at ordering", () => {
  it("on the card, the restaurant page, the cart and the new order equals the formula's", async () => {
    // The configured 20 minutes outlast the rider's 10: 20 + 13.67 = 33.67 → 30–35.
    expect((await card()).eta).toEqual({ minMinutes: 30, maxMinutes: 35, preparationMinutes: 20 });
    expect((await page(NEAR)).eta).toEqual({ minMinutes: 30, maxMinutes: 35, preparationMinutes: 20 });
    // Without a location, the typical 3 km (decision 018): 20 + 5 + 11.7 = 36.7 → 35–40.
    expect((await page()).eta).toEqual({ minMinutes: 35, maxMinutes: 40, preparationMinutes: 20 });

    await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: await as("user"),
      payload: { productId: shop.dishes.paneer },
    });
    const near = (await cart(NEAR)).eta;
    // 20 minutes of waiting and 5 of handovers whatever the distance.
    expect(near).toMatchObject({ minMinutes: 30, maxMinutes: 35, fixedMinutes: 25 });
    expect(near.travelMinutesPerKm).toBeCloseTo(3.9, 9);
    expect((await cart()).eta).toMatchObject({ minMinutes: 35, maxMinutes: 40, fixedMinutes: 25 });

    const order = await place();
    const placedAt = Date.parse(order.createdAt);
    expect(order.distanceKm).toBe(2.2);
    expect(order.eta).toEqual(window(placedAt, 30, 35));
    // Not accepted yet: no estimated delivery time.
    expect(order.estimatedDeliveryTime).toBeNull();
    const read = await t.app.inject({ method: "GET", url: `/api/order/${order._id}`, headers: await as("user") });
    expect(read.json().data.eta).toEqual(window(placedAt, 30, 35));
  });
});

describe("the range worked out again at each status change", () => {
  it("follows the kitchen and the rider until delivery, then promises nothing", async () => {
    const order = await place();
    t.clock.advance(2 * MINUTE);
    const accepted = t.clock.now().getTime();
    // The kitchen says 25 minutes: 25 + 13.67 = 38.67 → 35–40 from acceptance; the estimate is the range's end.
    const a = await move(order._id, "restaurant", { status: "ACCEPTED", preparationMinutes: 25 });
    expect(a.eta).toEqual(window(accepted, 35, 40));
    expect(a.estimatedDeliveryTime).toBe(new Date(accepted + 40 * MINUTE).toISOString());

    // 5 minutes in: 20 of the kitchen's minutes left (the rider's 5 are fewer): 33.67 → 30–35 from now.
    t.clock.advance(5 * MINUTE);
    const p = await move(order._id, "restaurant", { status: "PREPARING" });
    expect(p.eta).toEqual(window(accepted + 5 * MINUTE, 30, 35));

    // Ready 28 minutes after acceptance: the rider is there, the ride is left: 13.67 → 10–15 from now.
    t.clock.advance(23 * MINUTE);
    const r = await move(order._id, "restaurant", { status: "READY_FOR_PICKUP" });
    expect(r.eta).toEqual(window(accepted + 28 * MINUTE, 10, 15));
    expect(r.estimatedDeliveryTime).toBe(new Date(accepted + 43 * MINUTE).toISOString());

    const assigned = await t.app.inject({
      method: "POST",
      url: "/api/order/assign-delivery",
      headers: await as("admin"),
      payload: { orderId: order._id, riderId: ids.rider, reason: "Nearest rider" },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Picked up 4 minutes later: the ride from now, 10–15.
    t.clock.advance(4 * MINUTE);
    const o = await move(order._id, "rider", { status: "OUT_FOR_DELIVERY" });
    expect(o.eta).toEqual(window(accepted + 32 * MINUTE, 10, 15));
    expect(o.estimatedDeliveryTime).toBe(new Date(accepted + 47 * MINUTE).toISOString());

    t.clock.advance(8 * MINUTE);
    const d = await move(order._id, "rider", { status: "DELIVERED", deliveryCode: order.deliveryCode });
    expect(d.eta).toBeNull();
    // The last estimate stays on record.
    expect(d.estimatedDeliveryTime).toBe(new Date(accepted + 47 * MINUTE).toISOString());
  });
});

describe("an online order", () => {
  it("is promised its range again from the moment it is paid, when the kitchen gets it", async () => {
    const token = await signToken(t, { id: ids.customer });
    await fillCart(t, token, [{ productId: shop.dishes.paneer }]);
    const addressId = await addressFor(t, token, NEARBY);
    const placed = await placedOrder(t, token, { paymentMode: "ONLINE", addressId });
    expect(placed.order.eta).toEqual(window(Date.parse(placed.order.createdAt), 30, 35));

    // Paid 8 minutes later: the same 20 + 13.67 = 33.67 → 30–35, counted from the payment.
    t.clock.advance(8 * MINUTE);
    const paidAt = t.clock.now().getTime();
    const fresh = await signToken(t, { id: ids.customer });
    const success = await paySandbox(t, fresh, placed.paymentDetails.orderId);
    const verified = await verifyPayment(t, fresh, placed.order._id, success);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().order.eta).toEqual(window(paidAt, 30, 35));
  });
});

describe("learned preparation", () => {
  /** An order accepted now and ready `minutes` later. */
  async function readyAfter(minutes: number) {
    const order = await place();
    await move(order._id, "restaurant", { status: "ACCEPTED" });
    await move(order._id, "restaurant", { status: "PREPARING" });
    t.clock.advance(minutes * MINUTE);
    await move(order._id, "restaurant", { status: "READY_FOR_PICKUP" });
  }
  const learned = async () =>
    (
      await t.database.db
        .select({ minutes: restaurants.learnedPreparationMinutes })
        .from(restaurants)
        .where(eq(restaurants.id, shop.restaurantId))
    )[0]?.minutes;

  it("takes the median of the latest accept → ready durations once there are 5, and the cards follow", async () => {
    // The order delivered above was ready 28 minutes after acceptance: with these three, 4 samples, none learned.
    for (const minutes of [12, 14, 16]) await readyAfter(minutes);
    expect(await learned()).toBeNull();
    expect((await card()).eta).toEqual({ minMinutes: 30, maxMinutes: 35, preparationMinutes: 20 });

    // 28, 12, 14, 16, 30 → 12, 14, 16, 28, 30: the median is 16.
    await readyAfter(30);
    expect(await learned()).toBe(16);
    // 16 + 13.67 = 29.67 → 25–30: every instance's cards are told through the restaurant-changed event.
    await eventually(async () => {
      expect((await card()).eta).toEqual({ minMinutes: 25, maxMinutes: 30, preparationMinutes: 16 });
    });
    expect((await page(NEAR)).eta).toEqual({ minMinutes: 25, maxMinutes: 30, preparationMinutes: 16 });
  });

  it("adds a busy kitchen's minutes, in the cart and when the kitchen accepts without a time", async () => {
    await t.database.db.update(restaurants).set({ busyMinutes: 10 }).where(eq(restaurants.id, shop.restaurantId));
    const order = await place();
    // Placed with 16 + 10 = 26 minutes: 26 + 13.67 = 39.67 → 35–40.
    expect(order.eta).toEqual(window(Date.parse(order.createdAt), 35, 40));
    await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: await as("user"),
      payload: { productId: shop.dishes.lassi, quantity: 3 },
    });
    expect((await cart(NEAR)).eta).toMatchObject({ minMinutes: 35, maxMinutes: 40, fixedMinutes: 31 });
    const accepted = await move(order._id, "restaurant", { status: "ACCEPTED" });
    expect(accepted.preparationMinutes).toBe(26);
  });
});

describe("the model's numbers", () => {
  it("come from the server's settings", async () => {
    const slow = await createTestApp({
      now: LUNCHTIME,
      config: {
        eta: { detourFactor: 1.5, speeds: [{ fromHour: 0, kmph: 10 }], pickupMinutes: 30, handoverMinutes: 0 },
      },
    });
    try {
      const own = await setupShop(slow);
      const res = await slow.app.inject({
        method: "GET",
        url: `/api/admin/restaurant/all?latitude=${NEARBY.lat}&longitude=${NEARBY.lng}`,
      });
      const found = res.json().data.find((r: { _id: string }) => r._id === own.restaurantId);
      // The rider's 30 minutes outlast the kitchen's 20; 2.224 km × 1.5 × 60 / 10 = 20.02: 50.02 → 50–55.
      expect(found.eta).toEqual({ minMinutes: 50, maxMinutes: 55, preparationMinutes: 20 });
    } finally {
      await slow.close();
    }
  });

  it("are read from the ETA_* settings, the contract's by default", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zaika-eta-config-"));
    expect(loadConfig({ DATA_DIR: dir }).eta).toEqual(DEFAULT_ETA_MODEL);
    const set = loadConfig({
      DATA_DIR: dir,
      ETA_DETOUR_FACTOR: "1.4",
      ETA_SPEEDS_KMPH: "0:25,18:12",
      ETA_PICKUP_MINUTES: "8",
      ETA_HANDOVER_MINUTES: "3",
    });
    expect(set.eta).toEqual({
      detourFactor: 1.4,
      speeds: [
        { fromHour: 0, kmph: 25 },
        { fromHour: 18, kmph: 12 },
      ],
      pickupMinutes: 8,
      handoverMinutes: 3,
    });
    expect(() => loadConfig({ DATA_DIR: dir, ETA_SPEEDS_KMPH: "7:24" })).toThrow(
      "ETA_SPEEDS_KMPH: the hours must start at 0 and rise",
    );
    expect(() => loadConfig({ DATA_DIR: dir, ETA_DETOUR_FACTOR: "0.5" })).toThrow(/ETA_DETOUR_FACTOR/);
    expect(() => loadConfig({ DATA_DIR: dir, ETA_PICKUP_MINUTES: "90" })).toThrow(/ETA_PICKUP_MINUTES/);
    expect(() => loadConfig({ DATA_DIR: dir, ETA_HANDOVER_MINUTES: "-1" })).toThrow(/ETA_HANDOVER_MINUTES/);
  });
});
