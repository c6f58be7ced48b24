/**
 * SQL of orders after placement: one order with its people, its timeline, status and rider changes, the timeline's
 * rows (with their live NOTIFY), the order lists and the expiry sweep. Placing an order is checkout-queries.ts;
 * payments and refunds are payment-queries.ts.
 */
import type { OrderStatus } from "@zaika/contract/order-status";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { orderEvents, orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { riders } from "../../db/schema/riders";
import { users } from "../../db/schema/users";
import { containsPattern } from "../../db/sql-helpers";
import { EVENT_CHANNEL } from "../../lib/events";

type Conn = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
/** Columns a status change or a payment sets. */
export type OrderUpdate = Partial<typeof orders.$inferInsert>;
/** A dish as it was ordered (the order row's items). */
export type OrderItemSnapshot = OrderRow["items"][number];
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface OrderBundle {
  order: OrderRow;
  customer: { id: string; name: string; email: string | null; phone: string | null };
  restaurant: {
    id: string;
    ownerId: string;
    name: string;
    logo: string | null;
    phones: string[];
    street: string;
    city: string;
    state: string;
    lat: number;
    lng: number;
  };
  rider: { id: string; name: string; phone: string | null } | null;
}

const riderUsers = alias(users, "rider_users");

/** The restaurant's columns an order shows and its receipts and alerts use (also read at checkout). */
export const orderRestaurantColumns = {
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
};

/** The order with its customer, restaurant and rider, or null. `forUpdate` locks the order row (in a transaction). */
export async function loadOrderBundle(conn: Conn, orderId: string, forUpdate = false): Promise<OrderBundle | null> {
  const query = conn
    .select({
      order: orders,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      restaurant: orderRestaurantColumns,
      rider: { id: riderUsers.id, name: riderUsers.name, phone: riderUsers.phone },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(riderUsers, eq(riderUsers.id, orders.riderId))
    .where(eq(orders.id, orderId));
  const [row] = forUpdate ? await query.for("update", { of: orders }) : await query;
  if (!row) return null;
  return { ...row, rider: row.rider?.id ? { id: row.rider.id, name: row.rider.name, phone: row.rider.phone } : null };
}

/** The order's timeline rows, oldest first, with the name of whoever acted. */
export function timelineRows(conn: Conn, orderId: string) {
  return conn
    .select({ event: orderEvents, actorName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** Sets columns of one order (updatedAt included by the caller); the row as it is now, or undefined. */
export async function updateOrder(conn: Conn, orderId: string, set: OrderUpdate): Promise<OrderRow | undefined> {
  const [updated] = await conn.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  return updated;
}

/** The platform's commission on a restaurant's items, in percent (read when an order is delivered), or undefined. */
export async function restaurantCommissionRate(conn: Conn, restaurantId: string): Promise<number | undefined> {
  const [restaurant] = await conn
    .select({ commissionRate: restaurants.commissionRate })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return restaurant?.commissionRate;
}

/** The owner of a restaurant that is not deleted, or undefined. */
export async function liveRestaurantOwner(conn: Conn, restaurantId: string): Promise<{ ownerId: string } | undefined> {
  const [restaurant] = await conn
    .select({ ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)));
  return restaurant;
}

/** The rider account with its work profile, locked against a concurrent change of availability. */
export async function riderForAssignment(tx: Tx, riderId: string) {
  const [rider] = await tx
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      isActive: riders.isActive,
      isAvailable: riders.isAvailable,
    })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.userId, riderId), eq(users.role, "rider")))
    .for("share", { of: riders });
  return rider;
}

/** What a timeline row records (its live event is built by events.ts). */
export interface OrderEventValues {
  kind: OrderEventRow["kind"];
  from: OrderStatus | null;
  to: OrderStatus | null;
  actorId: string | null;
  actorRole: string;
  reason: string | null;
  note: string | null;
  at: Date;
}

/**
 * Inserts the timeline row and NOTIFYs `payload` with the row's id as its eventId, in one statement (a round trip
 * saved on every order change); delivered on commit. Returns the row's id.
 */
export async function insertOrderEvent(
  tx: Tx,
  orderId: string,
  values: OrderEventValues,
  payload: Record<string, unknown>,
): Promise<number> {
  const result = await tx.execute<{ id: string | number }>(sql`
    with event as (
      insert into ${orderEvents} (order_id, kind, from_status, to_status, actor_id, actor_role, reason, note, created_at)
      values (${orderId}, ${values.kind}, ${values.from}, ${values.to}, ${values.actorId},
              ${values.actorRole}, ${values.reason}, ${values.note}, ${values.at.toISOString()})
      returning id
    )
    select id, pg_notify(${EVENT_CHANNEL}, jsonb_set(${JSON.stringify(payload)}::jsonb, '{eventId}', to_jsonb(id))::text)
    from event`);
  const row = (result as unknown as { rows: Array<{ id: string | number }> }).rows[0];
  return Number(row?.id ?? 0);
}

/** `sql` fragment: the orders a restaurant may see (COD, or online once paid). */
export const restaurantVisibleSql = sql`(${orders.paymentMode} = 'COD' or ${orders.paymentStatus} in ('PAID', 'REFUNDED'))`;

/** Which orders a list shows; every field narrows it. */
export interface OrderListWhere {
  userId?: string | undefined;
  /** Only this restaurant's orders, and only those it may see (COD, or online once paid). */
  restaurantId?: string | undefined;
  status?: OrderStatus | undefined;
  /** Any of these statuses (the customer's history filter, contract order-history.ts). */
  statuses?: readonly OrderStatus[] | null | undefined;
  /** A part of the order number. */
  orderNumber?: string | undefined;
  createdFrom?: Date | null | undefined;
  createdBefore?: Date | null | undefined;
  /** A restaurant's list: its scheduled orders waiting for their release (true), or the orders its kitchen has. */
  scheduled?: boolean | undefined;
}

/** A scheduled order the kitchen does not have yet (release.ts gives it at slot − lead). */
export const awaitingReleaseSql = sql`(${orders.scheduledFor} is not null and ${orders.kitchenAt} is null)`;

function listConditions(where: OrderListWhere): SQL | undefined {
  const conditions: SQL[] = [];
  if (where.userId) conditions.push(eq(orders.userId, where.userId));
  if (where.restaurantId) {
    conditions.push(
      eq(orders.restaurantId, where.restaurantId),
      restaurantVisibleSql,
      where.scheduled ? awaitingReleaseSql : sql`not ${awaitingReleaseSql}`,
    );
  }
  if (where.status) conditions.push(eq(orders.status, where.status));
  if (where.statuses) conditions.push(inArray(orders.status, [...where.statuses]));
  if (where.orderNumber) {
    conditions.push(sql`${orders.orderNumber} ilike ${containsPattern(where.orderNumber)} escape '\\'`);
  }
  // Range conditions on created_at, so orders_created_idx / orders_restaurant_idx / orders_status_idx apply.
  if (where.createdFrom) conditions.push(gte(orders.createdAt, where.createdFrom));
  if (where.createdBefore) conditions.push(lt(orders.createdAt, where.createdBefore));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of order rows matching `where`, newest first, with their customer, restaurant and rider, and the total:
 * two statements whatever the page size.
 */
export async function orderSummaryPage(conn: Conn, where: OrderListWhere, page: number, limit: number) {
  const condition = listConditions(where);
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
        scheduledFor: orders.scheduledFor,
        cancelDueAt: orders.cancelDueAt,
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
      .where(condition)
      // Scheduled orders by their slot, soonest first; every other list newest first.
      .orderBy(
        ...(where.scheduled ? [asc(orders.scheduledFor), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    conn.select({ total: count() }).from(orders).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type OrderSummaryRow = Awaited<ReturnType<typeof orderSummaryPage>>["rows"][number];

/** Up to `limit` PENDING, unpaid ONLINE orders whose payment window closed before `now` (orders_unpaid_idx). */
export async function dueUnpaidOrderIds(conn: Conn, now: Date, limit: number): Promise<string[]> {
  const rows = await conn
    .select({ id: orders.id })
    .from(orders)
    // Matches the orders_unpaid_idx partial index.
    .where(
      and(
        eq(orders.paymentMode, "ONLINE"),
        ne(orders.paymentStatus, "PAID"),
        ne(orders.paymentStatus, "REFUNDED"),
        eq(orders.status, "PENDING"),
        lt(orders.payableUntil, now),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Cancels an unpaid order for the system, checking its conditions again atomically (a payment that landed since it
 * was found wins); the cancelled row with its restaurant's owner, or null.
 */
export async function cancelUnpaidOrder(
  tx: Tx,
  orderId: string,
  input: { reason: string; at: Date },
): Promise<{ order: OrderRow; restaurantOwnerId: string } | null> {
  const [order] = await tx
    .update(orders)
    .set({
      status: "CANCELLED",
      cancelledBy: "system",
      cancelReason: input.reason,
      cancelledAt: input.at,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, "PENDING"),
        ne(orders.paymentStatus, "PAID"),
        ne(orders.paymentStatus, "REFUNDED"),
      ),
    )
    .returning();
  if (!order) return null;
  const [restaurant] = await tx
    .select({ ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  return { order, restaurantOwnerId: restaurant?.ownerId ?? "" };
}
