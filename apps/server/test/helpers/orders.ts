/** Order-test fixtures: a shop in Indore with dishes, addresses, a filled cart, placing, paying and verifying orders. */
import { randomUUID } from "node:crypto";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { and, eq } from "drizzle-orm";
import { addresses } from "../../src/db/schema/addresses";
import { categories, products, type StoredAddon, type StoredAttribute } from "../../src/db/schema/catalog";
import { orderEvents } from "../../src/db/schema/orders";
import { restaurants } from "../../src/db/schema/restaurants";
import { users } from "../../src/db/schema/users";
import { DEMO } from "../../src/db/seed/seed";
import { accessTokens } from "../../src/modules/auth/tokens";
import { hmacHex } from "../../src/providers/payments/signatures";
import { createTestApp, type TestContext } from "./app";
import { decodeClaims, demoTokens } from "./auth";

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** 12:00 in India on a Thursday: inside the default opening hours (11:00–23:00 IST). */
export const LUNCHTIME = new Date("2026-01-15T06:30:00Z");
/** Rajwada, Indore: where the demo restaurant stands in these tests. */
export const INDORE = { lat: 22.7196, lng: 75.8577 };
/** About 2.2 km from the restaurant (inside the 5 km radius) and about 11 km (outside). */
export const NEARBY = { lat: 22.7396, lng: 75.8577 };
export const FAR_AWAY = { lat: 22.8196, lng: 75.8577 };

export const SHOP = {
  radiusMetres: 5000,
  minimumOrderPaise: 15_000,
  deliveryFeePaise: 4_000,
  freeDeliveryThresholdPaise: 50_000,
  packagingChargePaise: 2_000,
};

export const SIZE: StoredAttribute = {
  name: "Size",
  required: true,
  options: [
    { name: "Half", additionalPricePaise: 0 },
    { name: "Full", additionalPricePaise: 8_000 },
  ],
};
export const CHEESE: StoredAddon = { name: "Extra cheese", pricePaise: 3_000 };

export interface Shop {
  restaurantId: string;
  ownerId: string;
  dishes: {
    /** ₹220, discounted to ₹199.99. */
    paneer: string;
    /** ₹180 with a required Size (Half +0, Full +₹80) and an Extra cheese add-on (₹30). */
    thali: string;
    /** ₹60. */
    lassi: string;
  };
}

/** Gives the demo restaurant a place, delivery rules and three dishes (direct inserts, no other module's routes). */
export async function setupShop(t: TestContext, values: Partial<typeof restaurants.$inferInsert> = {}): Promise<Shop> {
  const db = t.database.db;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.restaurant.email));
  if (!owner) throw new Error("demo owner missing");
  const [restaurant] = await db
    .update(restaurants)
    .set({
      lat: INDORE.lat,
      lng: INDORE.lng,
      street: "Rajwada",
      city: "Indore",
      state: "Madhya Pradesh",
      phones: ["9876501234"],
      deliveryRadiusMetres: SHOP.radiusMetres,
      minimumOrderPaise: SHOP.minimumOrderPaise,
      deliveryFeePaise: SHOP.deliveryFeePaise,
      freeDeliveryThresholdPaise: SHOP.freeDeliveryThresholdPaise,
      packagingChargePaise: SHOP.packagingChargePaise,
      businessHours: null,
      ...values,
    })
    .where(eq(restaurants.ownerId, owner.id))
    .returning({ id: restaurants.id });
  if (!restaurant) throw new Error("demo restaurant missing");
  const [category] = await db
    .insert(categories)
    .values({ name: `Mains ${randomUUID().slice(0, 8)}` })
    .returning({ id: categories.id });
  if (!category) throw new Error("category not created");
  const dish = async (value: Omit<typeof products.$inferInsert, "restaurantId" | "categoryId">) => {
    const [row] = await db
      .insert(products)
      .values({ restaurantId: restaurant.id, categoryId: category.id, ...value })
      .returning({ id: products.id });
    if (!row) throw new Error("dish not created");
    return row.id;
  };
  return {
    restaurantId: restaurant.id,
    ownerId: owner.id,
    dishes: {
      paneer: await dish({ name: "Paneer Tikka", pricePaise: 22_000, discountedPricePaise: 19_999, foodType: "veg" }),
      thali: await dish({
        name: "Royal Thali",
        pricePaise: 18_000,
        foodType: "veg",
        attributes: [SIZE],
        addons: [CHEESE],
      }),
      lassi: await dish({ name: "Sweet Lassi", pricePaise: 6_000, foodType: "veg" }),
    },
  };
}

/** A saved address of the token's customer (default: 2.2 km from the shop); returns its id. */
export async function addressFor(
  t: TestContext,
  token: string,
  coords: { lat: number; lng: number } = NEARBY,
): Promise<string> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({
      userId: String(decodeClaims(token).sub),
      fullName: "Asha Verma",
      addressLine1: "12 MG Road",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      phoneNumber: "9876543210",
      lat: coords.lat,
      lng: coords.lng,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error("address not created");
  return row.id;
}

/** A fresh access token for a user at the test clock's time (tokens expire when a test moves the clock far on). */
export function signToken(
  t: TestContext,
  user: { id: string; role?: "user" | "restaurant" | "admin" | "rider"; name?: string },
) {
  return accessTokens(t.config.jwtSecret, () => t.clock.now()).sign({
    id: user.id,
    role: user.role ?? "user",
    name: user.name ?? "Customer",
  });
}

/** Another customer (inserted directly) with an access token. */
export async function newCustomer(t: TestContext, phone: string, name = "Second Customer") {
  const [row] = await t.database.db
    .insert(users)
    .values({ role: "user", name, phone, phoneVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error("customer not created");
  return { id: row.id, token: await signToken(t, { id: row.id, name }) };
}

export interface CartEntry {
  productId: string;
  quantity?: number;
  selectedAttributes?: Array<{ attributeName: string; optionName: string }>;
  selectedAddons?: string[];
}

/** Empties the cart, then adds each entry through the cart API, a second apart. */
export async function fillCart(t: TestContext, token: string, items: CartEntry[]): Promise<void> {
  await t.app.inject({ method: "DELETE", url: "/api/cart", headers: auth(token) });
  for (const item of items) {
    // Lines keep the order they were added in (they sort by the app clock's time).
    t.clock.advance(1000);
    const res = await t.app.inject({ method: "POST", url: "/api/cart", headers: auth(token), payload: item });
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
  }
}

export function newKey(): string {
  return `key-${randomUUID()}`;
}

/** `POST /order` with an Idempotency-Key (a fresh one unless given; null sends none). */
export function placeOrder(
  t: TestContext,
  token: string,
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: { ...auth(token), ...(key === null ? {} : { "idempotency-key": key }) },
    payload: body,
  });
}

/** Places an order that must succeed; returns the response body. */
export async function placedOrder(t: TestContext, token: string, body: Record<string, unknown>, key?: string) {
  const res = await placeOrder(t, token, body, key);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Presses Pay (or Fail) in the sandbox checkout; Pay returns what Razorpay Checkout would hand the browser. */
export async function paySandbox(t: TestContext, token: string, providerOrderId: string): Promise<CheckoutSuccess> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/payments/sandbox/orders/${providerOrderId}/pay`,
    headers: auth(token),
    payload: { outcome: "success", method: "upi" },
  });
  if (res.statusCode !== 200 || res.json().status !== "captured") throw new Error(`sandbox pay failed: ${res.body}`);
  return res.json().response;
}

export function failSandbox(t: TestContext, token: string, providerOrderId: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/payments/sandbox/orders/${providerOrderId}/pay`,
    headers: auth(token),
    payload: { outcome: "failure", method: "card" },
  });
}

export function verifyPayment(t: TestContext, token: string, orderId: string, success: CheckoutSuccess) {
  return t.app.inject({
    method: "POST",
    url: "/api/order/verify-payment",
    headers: auth(token),
    payload: {
      orderId,
      paymentId: success.razorpay_payment_id,
      razorpayOrderId: success.razorpay_order_id,
      signature: success.razorpay_signature,
    },
  });
}

/** Places an online order and pays it through the sandbox and verification; returns the paid order. */
export async function paidOnlineOrder(t: TestContext, token: string, addressId: string) {
  const placed = await placedOrder(t, token, { paymentMode: "ONLINE", addressId });
  const success = await paySandbox(t, token, placed.paymentDetails.orderId);
  const res = await verifyPayment(t, token, placed.order._id, success);
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return res.json().order;
}

/** Posts a webhook as Razorpay would: the body signed with the webhook secret (or with `signature` when given). */
export function sendWebhook(t: TestContext, body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature ?? hmacHex(t.config.payments.webhookSecret, raw),
    },
    payload: raw,
  });
}

/** A Razorpay webhook body for one payment event. */
export function paymentEvent(
  event: "payment.captured" | "order.paid" | "payment.failed",
  payment: { id: string; orderId: string; amountPaise: number; currency?: string; error?: string },
) {
  return {
    entity: "event",
    event,
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: "payment",
          order_id: payment.orderId,
          amount: payment.amountPaise,
          currency: payment.currency ?? "INR",
          status: event === "payment.failed" ? "failed" : "captured",
          method: "upi",
          error_description: payment.error ?? null,
        },
      },
    },
  };
}

/** Where most order tests start: the demo customer, with a saved address near a set-up shop, at lunchtime. */
export async function customerAtShop() {
  const t = await createTestApp({ now: LUNCHTIME });
  const tokens = await demoTokens(t);
  const shop = await setupShop(t);
  const addressId = await addressFor(t, tokens.user);
  return { t, tokens, shop, addressId, customerId: String(decodeClaims(tokens.user).sub) };
}

/** The payment rows of an order's timeline. */
export function paymentEventsOf(t: TestContext, orderId: string) {
  return t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "payment")));
}

/**
 * A cash-on-delivery order of the token's customer: fills the cart with `items`, saves an address at `coords` and
 * places the order, which must succeed; returns the response body (`order`, `paymentDetails`).
 */
export async function placedCodOrder(
  t: TestContext,
  token: string,
  items: CartEntry[],
  coords: { lat: number; lng: number } = NEARBY,
) {
  await fillCart(t, token, items);
  const addressId = await addressFor(t, token, coords);
  return placedOrder(t, token, { paymentMode: "COD", addressId });
}
