/** SQL of placing and paying for orders, and of the customer's order list: one statement per step, no N+1. */

import { toRupees } from "@zaika/contract/common";
import type { OrderSummary } from "@zaika/contract/order";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { products } from "../../db/schema/catalog";
import { addresses, idempotencyKeys, orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import type { OrderRow } from "./read";

type Conn = Db | Tx;

/**
 * Claims an idempotency key; false when it was already taken. A concurrent claim of the same key blocks on the primary
 * key until the first transaction ends, so duplicates never race past this point.
 */
export async function claimIdempotencyKey(tx: Tx, userId: string, key: string, requestHash: string, now: Date) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function idempotencyRecord(conn: Conn, userId: string, key: string) {
  const [row] = await conn
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function linkIdempotencyKey(tx: Tx, userId: string, key: string, orderId: string) {
  await tx
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * The customer and, when it is theirs, the chosen address: one statement, which first takes the cart's advisory lock
 * (the lock of modules/cart/queries.ts lockCart) so cart edits wait for the order — a round trip saved.
 */
export async function lockCartAndLoadCustomer(tx: Tx, userId: string, addressId: string) {
  const [row] = await tx
    .select({
      cartLocked: sql<string>`pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))::text`,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        isBlocked: users.isBlocked,
      },
      address: addresses,
    })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.id, addressId), eq(addresses.userId, users.id)))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The cart's lines with their dishes and everything about the restaurant the order needs: one statement. */
export async function checkoutLines(conn: Conn, userId: string) {
  return conn
    .select({
      quantity: cartItems.quantity,
      selectedAttributes: cartItems.selectedAttributes,
      selectedAddons: cartItems.selectedAddons,
      product: {
        id: products.id,
        name: products.name,
        image: products.image,
        description: products.description,
        foodType: products.foodType,
        pricePaise: products.pricePaise,
        discountedPricePaise: products.discountedPricePaise,
        isAvailable: products.isAvailable,
        deletedAt: products.deletedAt,
        attributes: products.attributes,
        addons: products.addons,
      },
      restaurant: {
        id: restaurants.id,
        ownerId: restaurants.ownerId,
        name: restaurants.name,
        logo: restaurants.logo,
        phones: restaurants.phones,
        street: restaurants.street,
        city: restaurants.city,
        state: restaurants.state,
        lat: restaurants.lat,
        lng: restaurants.lng,
        businessHours: restaurants.businessHours,
        isActive: restaurants.isActive,
        deletedAt: restaurants.deletedAt,
        isDeliveryAvailable: restaurants.isDeliveryAvailable,
        minimumOrderPaise: restaurants.minimumOrderPaise,
        deliveryFeePaise: restaurants.deliveryFeePaise,
        freeDeliveryThresholdPaise: restaurants.freeDeliveryThresholdPaise,
        packagingChargePaise: restaurants.packagingChargePaise,
        deliveryRadiusMetres: restaurants.deliveryRadiusMetres,
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

export type CheckoutLine = Awaited<ReturnType<typeof checkoutLines>>[number];

/** Inserts the order, numbering it from the sequence in the same statement (ZK100001, ZK100002, …). */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, "orderNumber" | "id">,
): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, orderNumber: sql`'ZK' || nextval('order_number_seq')` })
    .returning();
  if (!row) throw new Error("order not inserted");
  return row;
}

/**
 * Stores the provider order created after the order committed, unless another request (a retry racing the first)
 * stored one already; returns the id that is stored either way.
 */
export async function storeProviderOrder(
  conn: Conn,
  orderId: string,
  provider: OrderRow["paymentProvider"],
  providerOrderId: string,
): Promise<string> {
  const [updated] = await conn
    .update(orders)
    .set({ providerOrderId, paymentProvider: provider })
    .where(and(eq(orders.id, orderId), isNull(orders.providerOrderId)))
    .returning({ providerOrderId: orders.providerOrderId });
  if (updated?.providerOrderId) return updated.providerOrderId;
  const [stored] = await conn
    .select({ providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return stored?.providerOrderId ?? providerOrderId;
}

export async function orderIdByProviderOrder(conn: Conn, providerOrderId: string) {
  const [row] = await conn
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId));
  return row ?? null;
}

const riderUsers = alias(users, "rider_users");

/**
 * One page of order rows (OrderSummary) matching `where`, newest first, and the total: two statements whatever the
 * page size. Exported for the other order lists (restaurant, admin).
 */
export async function listOrderSummaries(
  conn: Conn,
  where: SQL | undefined,
  page: number,
  limit: number,
): Promise<{ data: OrderSummary[]; total: number }> {
  const [rows, totals] = await Promise.all([
    conn
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        paymentMode: orders.paymentMode,
        paymentStatus: orders.paymentStatus,
        estimatedDeliveryAt: orders.estimatedDeliveryAt,
        createdAt: orders.createdAt,
        itemCount: orders.itemCount,
        items: orders.items,
        deliveryAddress: orders.deliveryAddress,
        customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
        restaurant: { id: restaurants.id, name: restaurants.name, logo: restaurants.logo },
        rider: { id: riderUsers.id, name: riderUsers.name },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(riderUsers, eq(riderUsers.id, orders.riderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    conn.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    data: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      user: { _id: row.customer.id, name: row.customer.name, email: row.customer.email, phone: row.customer.phone },
      finalTotal: toRupees(row.totalPaise),
      paymentMode: row.paymentMode,
      paymentStatus: row.paymentStatus,
      estimatedDeliveryTime: row.estimatedDeliveryAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      restaurant: { _id: row.restaurant.id, name: row.restaurant.name, logo: row.restaurant.logo },
      itemCount: row.itemCount,
      itemNames: row.items.map((item) => item.name),
      rider: row.rider?.id ? { _id: row.rider.id, name: row.rider.name } : null,
      deliveryAddress: {
        fullName: row.deliveryAddress.fullName,
        addressLine1: row.deliveryAddress.addressLine1,
        city: row.deliveryAddress.city,
      },
    })),
  };
}
