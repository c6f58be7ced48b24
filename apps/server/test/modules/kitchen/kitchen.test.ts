/**
 * Kitchen controls (issue 12) on a manual clock at 12:00 IST: a pause refuses orders with the time ordering resumes
 * and ends by itself, "until resumed" waits for the owner, the cap refuses the (N+1)th order of a 15-minute window,
 * busy minutes show on the restaurant, and every change reaches the public restaurant-changes stream.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { restaurants } from "../../../src/db/schema/restaurants";
import type { TestContext } from "../../helpers/app";
import { decodeClaims, type demoTokens } from "../../helpers/auth";
import { auth, customerAtShop, fillCart, placeOrder, type Shop, signToken } from "../../helpers/orders";
import { openSse } from "../events/sse-client";
import { createRestaurant, ownerToken } from "../restaurants/fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let shop: Shop;
let addressId: string;
let customerId: string;
let adminId: string;

const MINUTE = 60_000;

/** Moves the clock on, with fresh access tokens (they last 15 minutes). */
async function advance(ms: number) {
  t.clock.advance(ms);
  tokens = {
    user: await signToken(t, { id: customerId }),
    restaurant: await signToken(t, { id: shop.ownerId, role: "restaurant" }),
    admin: await signToken(t, { id: adminId, role: "admin" }),
  };
}

beforeAll(async () => {
  ({ t, tokens, shop, addressId, customerId } = await customerAtShop());
  adminId = String(decodeClaims(tokens.admin).sub);
});
afterAll(() => t?.close());

beforeEach(async () => {
  await t.database.db
    .update(restaurants)
    .set({ pausedAt: null, pausedUntil: null, orderCapPerWindow: null, busyMinutes: 0 })
    .where(eq(restaurants.id, shop.restaurantId));
  await t.database.db.delete(cartItems);
});

const kitchenUrl = () => `/api/admin/restaurant/${shop.restaurantId}/kitchen`;
const setKitchen = (payload: Record<string, unknown>, token = tokens.restaurant) =>
  t.app.inject({ method: "PUT", url: kitchenUrl(), headers: auth(token), payload });
const getKitchen = (token = tokens.restaurant) =>
  t.app.inject({ method: "GET", url: kitchenUrl(), headers: auth(token) });

/**
 * A cash order of ₹439.99 from a fresh cart, placed `at` (filling the cart moves the clock on a second per line), or
 * as soon as the cart is filled.
 */
async function order(at?: Date) {
  await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }, { productId: shop.dishes.lassi, quantity: 4 }]);
  if (at) {
    const wait = at.getTime() - t.clock.now().getTime();
    if (wait < 0) throw new Error("the cart took longer to fill than the test allowed");
    await advance(wait);
  }
  return placeOrder(t, tokens.user, { paymentMode: "COD", addressId });
}

const publicKitchen = async () =>
  (await t.app.inject({ method: "GET", url: `/api/admin/restaurant/${shop.restaurantId}` })).json().data.kitchen;

describe("pausing new orders", () => {
  it("refuses orders with the time ordering resumes, then resumes by itself", async () => {
    const now = t.clock.now();
    const res = await setKitchen({ pause: 15 });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(now.getTime() + 15 * MINUTE).toISOString();
    expect(res.json()).toMatchObject({
      success: true,
      message: "New orders paused",
      kitchen: { paused: true, pausedUntil: until, busyMinutes: 0, orderCapPerWindow: null },
    });
    expect(await publicKitchen()).toEqual({ busyMinutes: 0, paused: true, pausedUntil: until });

    // The customer's cart says so before checkout.
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    const cart = (await t.app.inject({ method: "GET", url: "/api/cart", headers: auth(tokens.user) })).json();
    expect(cart.restaurant.kitchen).toEqual({ busyMinutes: 0, paused: true, pausedUntil: until });

    // LUNCHTIME is 12:00 IST, so the pause ends at 12:15 PM.
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    const message = "Sharma Ji Ki Rasoi has paused new orders. Ordering resumes at 12:15 PM.";
    expect(refused.json()).toMatchObject({ message, details: [{ field: "restaurant", message }] });

    const stillPaused = await order(new Date(Date.parse(until) - 1000));
    expect(stillPaused.statusCode, stillPaused.body).toBe(422);
    await advance(Date.parse(until) - t.clock.now().getTime());
    expect(await publicKitchen()).toEqual({ busyMinutes: 0, paused: false, pausedUntil: null });
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("keeps a pause until resumed, whatever the time, and the owner resumes it", async () => {
    expect((await setKitchen({ pause: "until-resumed" })).json().kitchen).toMatchObject({
      paused: true,
      pausedUntil: null,
    });
    await advance(3 * 60 * MINUTE);
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Sharma Ji Ki Rasoi has paused new orders until further notice.");

    const resumed = await setKitchen({ pause: "resume" });
    expect(resumed.json()).toMatchObject({ message: "Taking orders again", kitchen: { paused: false } });
    expect((await order()).statusCode).toBe(201);
  });
});

describe("the order cap", () => {
  it("refuses the (N+1)th order of a 15-minute window and takes orders again in the next", async () => {
    // Start at the beginning of a window: hh:00, hh:15, hh:30 or hh:45.
    const now = t.clock.now().getTime();
    await advance(15 * MINUTE - (now % (15 * MINUTE)));
    const windowStart = t.clock.now();
    expect((await setKitchen({ orderCapPerWindow: 2 })).json().kitchen).toMatchObject({
      orderCapPerWindow: 2,
      ordersThisWindow: 0,
    });
    expect((await order()).statusCode).toBe(201);
    expect((await order(new Date(windowStart.getTime() + 5 * MINUTE))).statusCode).toBe(201);
    expect((await getKitchen()).json().kitchen.ordersThisWindow).toBe(2);

    const refused = await order(new Date(windowStart.getTime() + 15 * MINUTE - 1000));
    expect(refused.statusCode).toBe(422);
    const end = new Date(windowStart.getTime() + 15 * MINUTE);
    const hhmm = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .format(end)
      .toUpperCase();
    expect(refused.json().message).toBe(
      `Sharma Ji Ki Rasoi is taking as many orders as its kitchen can handle. Ordering resumes at ${hhmm}.`,
    );

    expect((await order(new Date(end.getTime() + MINUTE))).statusCode).toBe(201);
    expect((await getKitchen()).json().kitchen.ordersThisWindow).toBe(1);
  });
});

describe("busy minutes", () => {
  it("are stored and shown to customers", async () => {
    expect((await setKitchen({ busyMinutes: 20 })).json()).toMatchObject({
      message: "Kitchen settings saved",
      kitchen: { busyMinutes: 20 },
    });
    expect(await publicKitchen()).toEqual({ busyMinutes: 20, paused: false, pausedUntil: null });
  });
});

describe("who may set them, and bad input", () => {
  it("lets an admin set any restaurant's controls and refuses other owners, customers and visitors", async () => {
    expect((await setKitchen({ busyMinutes: 10 }, tokens.admin)).statusCode).toBe(200);
    const other = await createRestaurant(t, tokens.admin, { name: "Another Kitchen" });
    const otherOwner = await ownerToken(t, other.ownerEmail, other.password);
    expect((await setKitchen({ busyMinutes: 10 }, otherOwner)).statusCode).toBe(403);
    expect((await getKitchen(otherOwner)).statusCode).toBe(403);
    expect((await setKitchen({ busyMinutes: 10 }, tokens.user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: kitchenUrl(), payload: { busyMinutes: 10 } })).statusCode).toBe(
      401,
    );
  });

  // [body, the field the 400 names]
  const bad: Array<[Record<string, unknown>, string]> = [
    [{ pause: 20 }, "pause"],
    [{ busyMinutes: 90 }, "busyMinutes"],
    [{ orderCapPerWindow: 0 }, "orderCapPerWindow"],
  ];
  it.each(bad)("%j → 400 naming %s", async (payload, field) => {
    const res = await setKitchen(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe("the restaurant-changes stream", () => {
  it("tells open pages when a kitchen is paused", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(base, { path: "/api/restaurants/live" });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((m) => m.event === "ready");
      await setKitchen({ pause: 30 });
      const frame = await stream.waitFor((m) => m.event === "restaurant");
      expect(JSON.parse(frame.data)).toEqual({ restaurantId: shop.restaurantId });
    } finally {
      stream.close();
    }
  });
});
