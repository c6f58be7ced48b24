/** What the sitemap and the pages' preload hints read: active restaurants and categories, a restaurant's cover. */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import { restaurants } from "../../db/schema/restaurants";

/** Restaurants customers can open: active and not deleted, by name. */
export function openRestaurants(db: Db) {
  return db
    .select({ id: restaurants.id, updatedAt: restaurants.updatedAt })
    .from(restaurants)
    .where(and(eq(restaurants.isActive, true), isNull(restaurants.deletedAt)))
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

export function activeCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name), asc(categories.id));
}

/** A restaurant's cover, when customers can open its page. */
export async function restaurantCover(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ cover: restaurants.cover })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), eq(restaurants.isActive, true), isNull(restaurants.deletedAt)))
    .limit(1);
  return row?.cover ?? null;
}
