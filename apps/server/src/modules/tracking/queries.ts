/**
 * Tracking's SQL: the one read and the one write of a rider's fix (it arrives every 10 s from every online rider, so
 * each is a single statement), the rider shown on an order's tracking, and the retention's delete.
 */
import type { OrderStatus } from "@zaika/contract/order-status";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { riderPositions } from "../../db/schema/dispatch";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { riders } from "../../db/schema/riders";
import { EVENT_CHANNEL } from "../../lib/events";

/** An order of the rider's is under way from the restaurant's acceptance until it is handed over (riderPhase). */
export const UNDER_WAY: OrderStatus[] = ["ACCEPTED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY"];

export interface FixContext {
  isActive: boolean;
  isAvailable: boolean;
  previous: { lat: number; lng: number; at: Date } | null;
  /** The rider's orders under way, with whom their position goes to and where they lead. */
  orders: Array<{
    id: string;
    userId: string;
    status: OrderStatus;
    restaurantOwnerId: string;
    restaurant: { lat: number; lng: number };
    drop: { lat: number; lng: number };
  }>;
}

/**
 * Everything a fix is checked and announced with, in one statement: the rider's profile, last fix and orders under
 * way (one row per order, or one row without). Null when the account has no rider profile.
 */
export async function fixContext(db: Db, riderId: string): Promise<FixContext | null> {
  const rows = await db
    .select({
      isActive: riders.isActive,
      isAvailable: riders.isAvailable,
      previousLat: riderPositions.lat,
      previousLng: riderPositions.lng,
      previousAt: riderPositions.at,
      orderId: orders.id,
      userId: orders.userId,
      status: orders.status,
      restaurantOwnerId: restaurants.ownerId,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
      dropLat: sql<number | null>`(${orders.deliveryAddress}->'coordinates'->>'lat')::float8`,
      dropLng: sql<number | null>`(${orders.deliveryAddress}->'coordinates'->>'lng')::float8`,
    })
    .from(riders)
    .leftJoin(riderPositions, eq(riderPositions.riderId, riders.userId))
    // Matches orders_rider_idx (rider_id, status).
    .leftJoin(orders, and(eq(orders.riderId, riders.userId), inArray(orders.status, UNDER_WAY)))
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(riders.userId, riderId));
  const first = rows[0];
  if (!first) return null;
  return {
    isActive: first.isActive,
    isAvailable: first.isAvailable,
    previous:
      first.previousLat !== null && first.previousLng !== null && first.previousAt !== null
        ? { lat: first.previousLat, lng: first.previousLng, at: first.previousAt }
        : null,
    orders: rows.flatMap((row) =>
      row.orderId !== null && row.userId !== null && row.status !== null && row.restaurantOwnerId !== null
        ? [
            {
              id: row.orderId,
              userId: row.userId,
              status: row.status,
              restaurantOwnerId: row.restaurantOwnerId,
              restaurant: { lat: row.restaurantLat ?? 0, lng: row.restaurantLng ?? 0 },
              drop: { lat: row.dropLat ?? 0, lng: row.dropLng ?? 0 },
            },
          ]
        : [],
    ),
  };
}

/** Counts a fix dropped as implausible (there is a previous one, or it would not have been). */
export async function countDroppedFix(db: Db, riderId: string): Promise<void> {
  await db
    .update(riderPositions)
    .set({ droppedFixes: sql`${riderPositions.droppedFixes} + 1` })
    .where(eq(riderPositions.riderId, riderId));
}

export interface AcceptedFix {
  riderId: string;
  lat: number;
  lng: number;
  accuracy: number | null;
  at: Date;
  /** The orders under way that get a track point. */
  orderIds: string[];
  /** Domain events to NOTIFY (rider.position, one per order), delivered when the statement commits. */
  events: unknown[];
}

/**
 * Keeps an accepted fix in one statement: the rider's last position (never moved back to an older fix by a request
 * that overtook another), a track point per order under way, and the NOTIFY of each order's position event.
 */
export async function saveFix(db: Db, fix: AcceptedFix): Promise<void> {
  const at = fix.at.toISOString();
  await db.execute(sql`
    with position as (
      insert into rider_positions (rider_id, lat, lng, accuracy_m, at)
      values (${fix.riderId}::uuid, ${fix.lat}::float8, ${fix.lng}::float8, ${fix.accuracy}::real, ${at}::timestamptz)
      on conflict (rider_id) do update
        set lat = excluded.lat, lng = excluded.lng, accuracy_m = excluded.accuracy_m, at = excluded.at
        where rider_positions.at <= excluded.at
    ), track as (
      insert into track_points (order_id, rider_id, lat, lng, at)
      select order_id::uuid, ${fix.riderId}::uuid, ${fix.lat}::float8, ${fix.lng}::float8, ${at}::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(fix.orderIds)}::jsonb) as order_id
    )
    select pg_notify(${EVENT_CHANNEL}, event::text)
    from jsonb_array_elements(${JSON.stringify(fix.events)}::jsonb) as event`);
}

/** The rider of an order as tracking shows them: vehicle and last fix (null without one). */
export async function trackedRider(db: Db, riderId: string) {
  const [row] = await db
    .select({
      vehicleType: riders.vehicleType,
      lat: riderPositions.lat,
      lng: riderPositions.lng,
      at: riderPositions.at,
    })
    .from(riders)
    .leftJoin(riderPositions, eq(riderPositions.riderId, riders.userId))
    .where(eq(riders.userId, riderId));
  if (!row) return null;
  return {
    vehicleType: row.vehicleType,
    position:
      row.lat !== null && row.lng !== null && row.at !== null ? { lat: row.lat, lng: row.lng, at: row.at } : null,
  };
}

/**
 * Deletes up to `limit` track points of orders that ended (delivered, cancelled, rejected) before `cutoff`; how many.
 * A point is never later than its order's end, so only points older than the cutoff are looked at.
 */
export async function deleteEndedTrackPoints(tx: Tx, cutoff: Date, limit: number): Promise<number> {
  const before = cutoff.toISOString();
  const result = await tx.execute<{ n: number }>(sql`
    with gone as (
      delete from track_points
      where id in (
        select tp.id
        from track_points tp
        join orders o on o.id = tp.order_id
        where tp.at < ${before}::timestamptz
          and o.status in ('DELIVERED', 'CANCELLED', 'REJECTED')
          and coalesce(o.delivered_at, o.cancelled_at, o.updated_at) < ${before}::timestamptz
        limit ${limit}
      )
      returning 1
    )
    select count(*)::int as n from gone`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
