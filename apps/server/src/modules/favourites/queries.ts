/** SQL of favourites: one customer's rows, newest first; writes that are idempotent by the primary key. */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { favourites } from "../../db/schema/favourites";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

/** Whether the restaurant is one customers can see (active, not deleted). */
export async function isPublicRestaurant(conn: Conn, restaurantId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt), sql`${restaurants.isActive}`))
    .limit(1);
  return row !== undefined;
}

/** Saves the favourite; saving it again keeps the first save's time (its place in the list). */
export async function insertFavourite(conn: Conn, userId: string, restaurantId: string, at: Date): Promise<void> {
  await conn.insert(favourites).values({ userId, restaurantId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavourite(conn: Conn, userId: string, restaurantId: string): Promise<void> {
  await conn.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.restaurantId, restaurantId)));
}

/** The ids of the customer's favourite restaurants, the most recently saved first. */
export async function favouriteIds(conn: Conn, userId: string): Promise<string[]> {
  const rows = await conn
    .select({ restaurantId: favourites.restaurantId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.restaurantId));
  return rows.map((r) => r.restaurantId);
}
