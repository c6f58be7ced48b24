/**
 * Fixtures of the review tests: the demo restaurant set up as a shop with dishes, its owner, an admin, the demo
 * customer and a second customer, a second restaurant with its owner; orders inserted straight into the database in
 * the state a test needs (placement and delivery have their own tests); and the review calls, each with a token signed
 * at the test clock's time (the edit window's tests move the clock days on, past any token's life).
 */
import type { OrderStatus } from "@zaika/contract/order-status";
import { eq } from "drizzle-orm";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";
import { auth, LUNCHTIME, newCustomer, type Shop, setupShop, signToken } from "../../helpers/orders";
import { insertOrder, otherRestaurant } from "../orders/lifecycle-fixtures";

export type Role = "user" | "restaurant" | "admin" | "rider";

export interface ReviewWorld {
  t: TestContext;
  shop: Shop;
  ids: { customer: string; other: string; owner: string; admin: string; otherOwner: string; rider: string };
  otherRestaurantId: string;
}

export async function reviewWorld(): Promise<ReviewWorld> {
  const t = await createTestApp({ now: LUNCHTIME });
  const tokens = await demoTokens(t);
  const shop = await setupShop(t);
  const other = await newCustomer(t, "9123456781", "Ravi Kumar");
  const second = await otherRestaurant(t);
  const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  const [rider] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.rider.phone));
  if (!admin || !rider) throw new Error("demo accounts missing");
  return {
    t,
    shop,
    ids: {
      customer: String(decodeClaims(tokens.user).sub),
      other: other.id,
      owner: shop.ownerId,
      admin: admin.id,
      otherOwner: second.ownerId,
      rider: rider.id,
    },
    otherRestaurantId: second.restaurantId,
  };
}

/** A token for one of the world's accounts, valid at the test clock's time. */
export async function tokenFor(w: ReviewWorld, who: keyof ReviewWorld["ids"]): Promise<string> {
  const role: Role =
    who === "owner" || who === "otherOwner"
      ? "restaurant"
      : who === "admin"
        ? "admin"
        : who === "rider"
          ? "rider"
          : "user";
  return signToken(w.t, { id: w.ids[who], role });
}

/**
 * An order of the shop with two dishes (Paneer Tikka and Sweet Lassi, as the order froze them), delivered unless
 * told otherwise; returns its id.
 */
export async function orderOf(
  w: ReviewWorld,
  options: { userId?: string; restaurantId?: string; status?: OrderStatus } = {},
): Promise<string> {
  const status = options.status ?? "DELIVERED";
  const order = await insertOrder(w.t, {
    userId: options.userId ?? w.ids.customer,
    restaurantId: options.restaurantId ?? w.shop.restaurantId,
    status,
  });
  const line = (productId: string, name: string, paise: number) => ({
    productId,
    name,
    image: null,
    description: "",
    foodType: "veg" as const,
    pricePaise: paise,
    discountedPricePaise: null,
    quantity: 1,
    selectedAttributes: [],
    selectedAddons: [],
    unitPaise: paise,
    totalPaise: paise,
  });
  await w.t.database.db
    .update(orders)
    .set({
      items: [line(w.shop.dishes.paneer, "Paneer Tikka", 20_000), line(w.shop.dishes.lassi, "Sweet Lassi", 6_000)],
      itemCount: 2,
      subtotalPaise: 26_000,
      taxPaise: 1_300,
      totalPaise: 26_000 + 1_300 + order.deliveryFeePaise,
      deliveredAt: status === "DELIVERED" ? w.t.clock.now() : null,
    })
    .where(eq(orders.id, order.id));
  return order.id;
}

export type Who = keyof ReviewWorld["ids"] | null;

/** Calls the API as one of the world's accounts (null: no token). */
export async function as(
  w: ReviewWorld,
  who: Who,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: Record<string, unknown>,
) {
  const headers = who === null ? {} : auth(await tokenFor(w, who));
  return w.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

export const reviewUrl = (orderId: string) => `/api/order/${orderId}/review`;

/** Writes the review of an order as its customer (or `who`); the response. */
export function postReview(w: ReviewWorld, orderId: string, body: Record<string, unknown>, who: Who = "customer") {
  return as(w, who, "POST", reviewUrl(orderId), body);
}

/** A review that must be accepted; its id. */
export async function reviewed(
  w: ReviewWorld,
  orderId: string,
  body: Record<string, unknown>,
  who: Who = "customer",
): Promise<string> {
  const res = await postReview(w, orderId, body, who);
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/** The restaurant's stored rating, as its row holds it. */
export async function storedRating(w: ReviewWorld, restaurantId = w.shop.restaurantId) {
  const [row] = await w.t.database.db
    .select({ average: restaurants.ratingAverage, count: restaurants.ratingCount })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error("restaurant missing");
  return row;
}
