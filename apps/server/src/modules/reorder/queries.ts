/** SQL of reordering: the order with its restaurant's standing, the order's dishes as they are now, the line writes. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

/** The order's customer, items and restaurant (whether it still takes orders), or null. */
export async function orderToRepeat(conn: Conn, orderId: string) {
  const [row] = await conn
    .select({
      userId: orders.userId,
      items: orders.items,
      restaurant: { id: restaurants.id, isActive: restaurants.isActive, deletedAt: restaurants.deletedAt },
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The restaurant's dishes among `ids`, deleted ones included (the plan says they are gone). */
export async function dishesNow(conn: Conn, restaurantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return conn
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...ids])));
}

/**
 * Writes a line with the order's quantity: a line with the same dish and choices already in the cart takes that
 * quantity (not the sum), so pressing Reorder twice, or retrying after a lost answer, fills the cart the same way.
 */
export async function putLine(conn: Conn, line: typeof cartItems.$inferInsert): Promise<void> {
  await conn
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemId],
      set: { quantity: sql`excluded.quantity`, updatedAt: line.updatedAt },
    });
}
