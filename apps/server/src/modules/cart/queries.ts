/** SQL of the cart: one customer's lines with their dishes and restaurant, and the line writes. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { products } from "../../db/schema/catalog";
import { cartCoupons } from "../../db/schema/coupons";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

export type CartLineInsert = typeof cartItems.$inferInsert;

/** Serialises one customer's cart writes across transactions (and server instances). */
export async function lockCart(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}

/** A dish with what decides whether it can be ordered. */
export async function findDish(conn: Conn, productId: string) {
  const [row] = await conn
    .select({
      product: products,
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        isActive: restaurants.isActive,
        deletedAt: restaurants.deletedAt,
      },
    })
    .from(products)
    .innerJoin(restaurants, eq(restaurants.id, products.restaurantId))
    .where(eq(products.id, productId));
  return row ?? null;
}

/** The restaurant the cart's dishes come from, if any. */
export async function cartRestaurant(conn: Conn, userId: string) {
  const [row] = await conn
    .select({ id: restaurants.id, name: restaurants.name })
    .from(cartItems)
    .innerJoin(restaurants, eq(restaurants.id, cartItems.restaurantId))
    .where(eq(cartItems.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Empties the cart, its coupon with it (a new cart starts without one). */
export async function clearCart(conn: Conn, userId: string): Promise<void> {
  await conn.delete(cartItems).where(eq(cartItems.userId, userId));
  await conn.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

/**
 * Adds to a line, creating it when new, in one statement so two concurrent adds never lose a quantity. Returns the
 * line's new quantity, or null when the sum would pass `max` (the line is left as it was).
 */
export async function addToLine(conn: Conn, line: CartLineInsert, max: number): Promise<number | null> {
  const [row] = await conn
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: line.updatedAt },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row?.quantity ?? null;
}

/** Whether the line existed. */
export async function setLineQuantity(
  conn: Conn,
  userId: string,
  itemId: string,
  quantity: number,
  now: Date,
): Promise<boolean> {
  const rows = await conn
    .update(cartItems)
    .set({ quantity, updatedAt: now })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId)))
    .returning({ itemId: cartItems.itemId });
  return rows.length > 0;
}

/** Whether the line existed. */
export async function deleteLine(conn: Conn, userId: string, itemId: string): Promise<boolean> {
  const rows = await conn
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemId, itemId)))
    .returning({ itemId: cartItems.itemId });
  return rows.length > 0;
}

/** Every line of a cart with its dish and restaurant, in the order they were added: one statement. */
export async function cartLines(conn: Conn, userId: string) {
  return conn
    .select({
      itemId: cartItems.itemId,
      quantity: cartItems.quantity,
      selectedAttributes: cartItems.selectedAttributes,
      selectedAddons: cartItems.selectedAddons,
      product: products,
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        logo: restaurants.logo,
        businessHours: restaurants.businessHours,
        busyMinutes: restaurants.busyMinutes,
        // With busyMinutes, the kitchen's preparation time for the delivery time promised (learned ETAs).
        preparationMinutes: restaurants.preparationMinutes,
        learnedPreparationMinutes: restaurants.learnedPreparationMinutes,
        pausedAt: restaurants.pausedAt,
        pausedUntil: restaurants.pausedUntil,
        isActive: restaurants.isActive,
        deletedAt: restaurants.deletedAt,
        isDeliveryAvailable: restaurants.isDeliveryAvailable,
        minimumOrderPaise: restaurants.minimumOrderPaise,
        deliveryFeePaise: restaurants.deliveryFeePaise,
        freeDeliveryThresholdPaise: restaurants.freeDeliveryThresholdPaise,
        packagingChargePaise: restaurants.packagingChargePaise,
        deliveryRadiusMetres: restaurants.deliveryRadiusMetres,
        lat: restaurants.lat,
        lng: restaurants.lng,
        acceptsCash: restaurants.acceptsCash,
        acceptsOnlinePayment: restaurants.acceptsOnlinePayment,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(restaurants, eq(restaurants.id, cartItems.restaurantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.itemId));
}
