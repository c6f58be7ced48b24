/**
 * A restaurant's stored rating from its reviews (issue 14): the count of its visible reviews and the mean of their food
 * ratings, rounded half up to one decimal with exact numeric arithmetic (the contract's ratingSummary rounds the same
 * way, so the card and the restaurant page's breakdown agree). Shared by the reviews module, which refreshes one
 * restaurant inside the transaction that changed a review, and the seed, which refreshes all of them after writing
 * the history's reviews.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "./client";
import { restaurants } from "./schema/restaurants";

/** Stores the rating of one restaurant, or of every restaurant when `restaurantId` is left out. */
export async function refreshRestaurantRatings(conn: Db | Tx, restaurantId?: string): Promise<void> {
  const only: SQL = restaurantId === undefined ? sql`` : sql`where ${restaurants.id} = ${restaurantId}`;
  await conn.execute(sql`
    update ${restaurants} set (rating_average, rating_count) = (
      select coalesce(round(sum(rv.food_rating) * 10.0 / nullif(count(*), 0)) / 10, 0)::real, count(*)::int
      from reviews rv where rv.restaurant_id = ${restaurants.id} and rv.hidden_at is null
    )
    ${only}`);
}
