/** The missed-events replay and catch-up: order_events after a resume point, oldest first. */
import { and, asc, eq, gt, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderEvents, orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { restaurantVisibleSql } from "../orders/queries";
import type { EventViewer, OrderChangedEvent } from "./types";

/** SQL twin of mayReceiveOrderEvent, so the limit counts only rows the caller gets. */
function visibleTo(viewer: EventViewer): SQL | undefined {
  switch (viewer.role) {
    case "admin":
      return undefined;
    case "user":
      return eq(orders.userId, viewer.sub);
    case "restaurant":
      return and(eq(restaurants.ownerId, viewer.sub), restaurantVisibleSql);
    case "rider":
      return eq(orders.riderId, viewer.sub);
    default:
      return sql`false`;
  }
}

/**
 * Events with id > afterId. The order's current state stands in for the state at the time (the timeline does not
 * keep payment state per row); clients refetch the order anyway, and a restaurant never learns of an order before
 * it is paid.
 */
export async function missedOrderEvents(
  db: Db,
  viewer: EventViewer,
  afterId: number,
  limit: number,
): Promise<OrderChangedEvent[]> {
  return orderEventsAfter(db, afterId, limit, visibleTo(viewer));
}

/** Every order event with id > afterId, oldest first (the catch-up after a lost LISTEN; each stream filters). */
export async function orderEventsAfter(
  db: Db,
  afterId: number,
  limit: number,
  where?: SQL,
): Promise<OrderChangedEvent[]> {
  const rows = await db
    .select({
      eventId: orderEvents.id,
      kind: orderEvents.kind,
      at: orderEvents.createdAt,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      restaurantId: orders.restaurantId,
      restaurantOwnerId: restaurants.ownerId,
      status: orders.status,
      paymentMode: orders.paymentMode,
      paymentStatus: orders.paymentStatus,
      riderId: orders.riderId,
      // As the order is now, like its status: a scheduled order the kitchen does not have yet.
      awaitingRelease: sql<boolean>`(${orders.scheduledFor} is not null and ${orders.kitchenAt} is null)`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(gt(orderEvents.id, afterId), where))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map((row) => ({ type: "order.changed", ...row, at: row.at.toISOString() }));
}

/** The newest order event's id (0 when there is none): where this instance starts knowing what it has heard. */
export async function latestOrderEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  return Number(row?.id ?? 0);
}
