/** Catalog rows for product and cart tests, inserted straight into the tables (no dependence on other modules' routes). */
import type { BusinessHours } from "@zaika/contract/business-hours";
import { eq } from "drizzle-orm";
import { categories, products, type StoredAddon, type StoredAttribute } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { hashPassword } from "../../../src/lib/crypto";
import type { TestContext } from "../../helpers/app";
import { loginWithPassword } from "../../helpers/auth";

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

let serial = 0;

export async function demoRestaurantId(t: TestContext): Promise<string> {
  const [row] = await t.database.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.email, DEMO.restaurant.email));
  if (!row) throw new Error("demo restaurant missing");
  return row.id;
}

export async function addCategory(t: TestContext, name = `Category ${++serial}`, isActive = true): Promise<string> {
  const [row] = await t.database.db.insert(categories).values({ name, isActive }).returning({ id: categories.id });
  if (!row) throw new Error("category not created");
  return row.id;
}

/** Another owner with their own restaurant; returns the restaurant id and the owner's access token. */
export async function addOwnerWithRestaurant(
  t: TestContext,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<{ restaurantId: string; token: string; ownerId: string }> {
  const n = ++serial;
  const email = `owner${n}@test.example`;
  const password = "Owner@12345";
  const [owner] = await t.database.db
    .insert(users)
    .values({ role: "restaurant", name: `Owner ${n}`, email, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (!owner) throw new Error("owner not created");
  const restaurantId = await addRestaurant(t, owner.id, values);
  const token = (await loginWithPassword(t, email, password)).json().accessToken as string;
  return { restaurantId, token, ownerId: owner.id };
}

export async function addRestaurant(
  t: TestContext,
  ownerId: string,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(restaurants)
    .values({ ownerId, name: `Restaurant ${++serial}`, ...values })
    .returning({ id: restaurants.id });
  if (!row) throw new Error("restaurant not created");
  return row.id;
}

export const ROUND_THE_CLOCK: BusinessHours = (() => {
  const day = { isClosed: false, slots: [{ open: "00:00", close: "24:00" }] };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
})();

export const SIZE: StoredAttribute = {
  name: "Size",
  required: true,
  options: [
    { name: "Half", additionalPricePaise: 0 },
    { name: "Full", additionalPricePaise: 8000 },
  ],
};
export const SPICE: StoredAttribute = {
  name: "Spice",
  required: false,
  options: [
    { name: "Mild", additionalPricePaise: 0 },
    { name: "Hot", additionalPricePaise: 1000 },
  ],
};
export const CHEESE: StoredAddon = { name: "Extra cheese", pricePaise: 3000 };
export const RAITA: StoredAddon = { name: "Raita", pricePaise: 2500 };

function tick(t: TestContext): Date {
  t.clock.advance(1000);
  return t.clock.now();
}

export async function addDish(
  t: TestContext,
  restaurantId: string,
  categoryId: string,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(products)
    .values({
      restaurantId,
      categoryId,
      name: `Dish ${++serial}`,
      pricePaise: 20000,
      foodType: "veg",
      // The app's clock, not the database's, so "newest first" follows the order the test adds dishes in.
      createdAt: tick(t),
      ...values,
    })
    .returning({ id: products.id });
  if (!row) throw new Error("dish not created");
  return row.id;
}
