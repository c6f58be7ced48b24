/** SQL of kitchen controls: the stored controls, and the orders a restaurant has taken in a cap window. */
import { and, count, eq, gte, isNull, lt, notInArray, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

export interface KitchenColumns {
  busyMinutes: number;
  pausedAt: Date | null;
  pausedUntil: Date | null;
  orderCapPerWindow: number | null;
}

export async function saveKitchen(conn: Conn, restaurantId: string, changes: Partial<KitchenColumns>, at: Date) {
  const [row] = await conn
    .update(restaurants)
    .set({ ...changes, updatedAt: at })
    .where(eq(restaurants.id, restaurantId))
    .returning({
      busyMinutes: restaurants.busyMinutes,
      pausedAt: restaurants.pausedAt,
      pausedUntil: restaurants.pausedUntil,
      orderCapPerWindow: restaurants.orderCapPerWindow,
    });
  return row ?? null;
}

/**
 * How many of the restaurant's orders matching `which` still stand: one the customer or the restaurant cancelled or
 * rejected frees its place under the cap.
 */
async function standingOrders(conn: Conn, restaurantId: string, which: SQL): Promise<number> {
  const [row] = await conn
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), which, notInArray(orders.status, ["CANCELLED", "REJECTED"])));
  return row?.n ?? 0;
}

/**
 * Orders to deliver now placed at the restaurant within [from, before) that still stand (scheduled ones count in their
 * slot instead). Counted on orders_restaurant_idx (restaurant, placed at, status).
 */
export function ordersPlacedWithin(conn: Conn, restaurantId: string, from: Date, before: Date): Promise<number> {
  return standingOrders(
    conn,
    restaurantId,
    and(gte(orders.createdAt, from), lt(orders.createdAt, before), isNull(orders.scheduledFor)) as SQL,
  );
}

/** Orders for a scheduled slot that still stand: the slot holds at most the kitchen's cap. */
export function ordersScheduledFor(conn: Conn, restaurantId: string, slot: Date): Promise<number> {
  return standingOrders(conn, restaurantId, eq(orders.scheduledFor, slot));
}
