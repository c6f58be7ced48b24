/** SQL of the search module: the public catalogue its in-memory index holds, whole or for some restaurants. */
import type { BusinessHours } from "@zaika/contract/business-hours";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { restaurants } from "../../db/schema/restaurants";

export interface SearchRestaurantRow {
  id: string;
  name: string;
  cuisine: string[];
  logo: string | null;
  ratingAverage: number;
  ratingCount: number;
  acceptsCash: boolean;
  acceptsOnlinePayment: boolean;
  lat: number;
  lng: number;
  businessHours: BusinessHours | null;
}

export interface SearchDishRow {
  id: string;
  restaurantId: string;
  name: string;
  pricePaise: number;
  discountedPricePaise: number | null;
  foodType: "veg" | "non-veg" | "egg";
  image: string | null;
}

export interface SearchCategoryRow {
  id: string;
  name: string;
  image: string | null;
}

// The public listing's predicate, written as restaurants_public_order_idx's (no parameter).
const publicRestaurant = and(isNull(restaurants.deletedAt), sql`${restaurants.isActive}`);

/** Active, not deleted restaurants: all of them, or those of `ids` (the others are gone from the public catalogue). */
export async function publicRestaurants(db: Db, ids?: string[]): Promise<SearchRestaurantRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      cuisine: restaurants.cuisine,
      logo: restaurants.logo,
      ratingAverage: restaurants.ratingAverage,
      ratingCount: restaurants.ratingCount,
      acceptsCash: restaurants.acceptsCash,
      acceptsOnlinePayment: restaurants.acceptsOnlinePayment,
      lat: restaurants.lat,
      lng: restaurants.lng,
      businessHours: restaurants.businessHours,
    })
    .from(restaurants)
    .where(and(publicRestaurant, ids ? inArray(restaurants.id, ids) : undefined));
}

/**
 * Dishes a customer can order, as the menu shows them: available, not deleted, in an active category, of a public
 * restaurant (all, or those of `restaurantIds`).
 */
export async function orderableDishes(db: Db, restaurantIds?: string[]): Promise<SearchDishRow[]> {
  if (restaurantIds?.length === 0) return [];
  return db
    .select({
      id: products.id,
      restaurantId: products.restaurantId,
      name: products.name,
      pricePaise: products.pricePaise,
      discountedPricePaise: products.discountedPricePaise,
      foodType: products.foodType,
      image: products.image,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.isAvailable, true),
        eq(categories.isActive, true),
        publicRestaurant,
        restaurantIds ? inArray(products.restaurantId, restaurantIds) : undefined,
      ),
    );
}

export async function activeCategories(db: Db): Promise<SearchCategoryRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.isActive, true));
}
