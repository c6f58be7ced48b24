/**
 * SQL of dispatch (decision 021): the orders waiting for a rider, the riders the engine weighs (position, load, open
 * offer), offers and their answers, the decisions recorded for each order, and the `dispatch.offers-changed` NOTIFY
 * sent inside the transaction that changed a rider's offers (delivered on commit, dropped on rollback).
 */
import type { DispatchCandidate } from "@zaika/contract/dispatch";
import { ASSIGNABLE_STATUSES, type OrderStatus, TERMINAL_STATUSES } from "@zaika/contract/order-status";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, not, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { type DecisionKind, dispatchDecisions, dispatchOffers, riderPositions } from "../../db/schema/dispatch";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { riders } from "../../db/schema/riders";
import { users } from "../../db/schema/users";
import { type DomainEvent, EVENT_CHANNEL } from "../../lib/events";
import { kitchenTimeColumns } from "../orders/eta-queries";

type Conn = Db | Tx;

export interface LatLng {
  lat: number;
  lng: number;
}

const noOpenOffer = sql`not exists (select 1 from ${dispatchOffers} o
  where o.order_id = ${orders.id} and o.status = 'open')`;

/** An order the engine may offer: accepted and not yet picked up, without rider or open offer, released if scheduled. */
const awaitingRider = and(
  inArray(orders.status, [...ASSIGNABLE_STATUSES]),
  isNull(orders.riderId),
  or(isNull(orders.scheduledFor), isNotNull(orders.kitchenAt)),
);

/** What the engine needs of an order: where the food is, where it goes, when it is ready. */
const waitingOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  restaurantId: orders.restaurantId,
  restaurantLat: restaurants.lat,
  restaurantLng: restaurants.lng,
  deliveryAddress: orders.deliveryAddress,
  acceptedAt: orders.acceptedAt,
  updatedAt: orders.updatedAt,
  preparationMinutes: orders.preparationMinutes,
  kitchen: kitchenTimeColumns,
};

export type WaitingOrderRow = Awaited<ReturnType<typeof ordersAwaitingRider>>[number];

/** Orders waiting for a rider and not offered to anyone now, oldest first. */
export function ordersAwaitingRider(conn: Conn, limit: number) {
  return conn
    .select(waitingOrderColumns)
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(awaitingRider, noOpenOffer))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** One order as the engine would weigh it (a manual assignment records what it would have done), whatever its state. */
export async function orderToWeigh(conn: Conn, orderId: string): Promise<WaitingOrderRow | undefined> {
  const [row] = await conn
    .select(waitingOrderColumns)
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  return row;
}

/** Active riders with their last position and the order of their open offer, if any. */
export function activeRiders(conn: Conn) {
  return conn
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      vehicleType: riders.vehicleType,
      isAvailable: riders.isAvailable,
      lat: riderPositions.lat,
      lng: riderPositions.lng,
      positionAt: riderPositions.at,
      offeredOrderId: dispatchOffers.orderId,
    })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .leftJoin(riderPositions, eq(riderPositions.riderId, riders.userId))
    .leftJoin(dispatchOffers, and(eq(dispatchOffers.riderId, riders.userId), eq(dispatchOffers.status, "open")))
    .where(and(eq(riders.isActive, true), eq(users.role, "rider")))
    .orderBy(asc(users.name), asc(users.id));
}

export type ActiveRiderRow = Awaited<ReturnType<typeof activeRiders>>[number];

/** The orders riders carry (assigned and not over), oldest first. */
export function carriedOrders(conn: Conn) {
  return conn
    .select({
      riderId: sql<string>`${orders.riderId}`,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      restaurantId: orders.restaurantId,
      deliveryAddress: orders.deliveryAddress,
    })
    .from(orders)
    .where(and(isNotNull(orders.riderId), not(inArray(orders.status, [...TERMINAL_STATUSES]))))
    .orderBy(asc(orders.createdAt));
}

export type CarriedOrderRow = Awaited<ReturnType<typeof carriedOrders>>[number];

/** Which riders declined these orders or let their offer expire: they are not offered them again. */
export function refusals(conn: Conn, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return conn
    .select({ orderId: dispatchOffers.orderId, riderId: dispatchOffers.riderId })
    .from(dispatchOffers)
    .where(and(inArray(dispatchOffers.orderId, orderIds), inArray(dispatchOffers.status, ["declined", "expired"])));
}

/**
 * Locks an order about to be offered, unless another transaction holds it (skipped, not waited for), and checks again
 * that it still waits for a rider: an accept or a manual assignment may have committed since the pass read it.
 */
export async function claimWaitingOrder(tx: Tx, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), awaitingRider))
    .for("update", { skipLocked: true });
  return rows.length === 1;
}

/** Holds the rider online while their offer is written (going offline waits), unless they are changing right now. */
export async function holdAvailableRider(tx: Tx, riderId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: riders.userId })
    .from(riders)
    .where(and(eq(riders.userId, riderId), eq(riders.isActive, true), eq(riders.isAvailable, true)))
    .for("share", { skipLocked: true });
  return rows.length === 1;
}

export type OfferRow = typeof dispatchOffers.$inferSelect;

/** A new open offer; null when a unique index says the order or the rider already has one (another node won). */
export async function insertOffer(
  tx: Tx,
  values: Pick<OfferRow, "orderId" | "riderId" | "score" | "batchedWith" | "offeredAt" | "expiresAt">,
): Promise<OfferRow | null> {
  const [row] = await tx
    .insert(dispatchOffers)
    .values({ ...values, status: "open" })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Open offers past their expiry, marked expired. */
export function expireDueOffers(tx: Tx, now: Date) {
  return tx
    .update(dispatchOffers)
    .set({ status: "expired", answeredAt: sql`${dispatchOffers.expiresAt}` })
    .where(and(eq(dispatchOffers.status, "open"), lte(dispatchOffers.expiresAt, now)))
    .returning();
}

/** Open offers of orders that no longer wait for a rider (cancelled, rejected, given one), withdrawn. */
export function withdrawMootOffers(tx: Tx, now: Date) {
  return tx
    .update(dispatchOffers)
    .set({ status: "withdrawn", answeredAt: now })
    .where(
      and(
        eq(dispatchOffers.status, "open"),
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${dispatchOffers.orderId} and ${awaitingRider})`,
      ),
    )
    .returning();
}

/** Withdraws the open offers of an order or of a rider; the rows withdrawn. */
export function withdrawOpenOffers(tx: Tx, of: { orderId: string } | { riderId: string }, now: Date) {
  const whose = "orderId" in of ? eq(dispatchOffers.orderId, of.orderId) : eq(dispatchOffers.riderId, of.riderId);
  return tx
    .update(dispatchOffers)
    .set({ status: "withdrawn", answeredAt: now })
    .where(and(whose, eq(dispatchOffers.status, "open")))
    .returning();
}

/** One offer, locked for its answer when `forUpdate`. */
export async function offerById(conn: Conn, offerId: string, forUpdate = false): Promise<OfferRow | undefined> {
  const query = conn.select().from(dispatchOffers).where(eq(dispatchOffers.id, offerId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Closes an open offer with the rider's answer. */
export async function answerOffer(tx: Tx, offerId: string, status: "accepted" | "declined", now: Date) {
  await tx.update(dispatchOffers).set({ status, answeredAt: now }).where(eq(dispatchOffers.id, offerId));
}

export interface DecisionValues {
  orderId: string;
  kind: DecisionKind;
  riderId: string | null;
  actorId?: string | null;
  reason?: string | null;
  candidates?: DispatchCandidate[];
  at: Date;
}

/**
 * Records a decision. Its time is `at`, or a microsecond after the order's latest decision when that is not earlier,
 * so that decisions made at one instant (an expiry and the next offer in one pass) keep the order they were made in.
 */
export async function insertDecision(tx: Tx, values: DecisionValues): Promise<void> {
  const at = values.at.toISOString();
  await tx.insert(dispatchDecisions).values({
    orderId: values.orderId,
    kind: values.kind,
    riderId: values.riderId,
    actorId: values.actorId ?? null,
    reason: values.reason ?? null,
    candidates: values.candidates ?? [],
    at: sql`greatest(${at}::timestamptz, (select max(d.at) + interval '1 microsecond' from ${dispatchDecisions} d
      where d.order_id = ${values.orderId}))`,
  });
}

/** Tells the rider's app (through the SSE route) that their open offers changed; delivered when `tx` commits. */
export async function notifyOffersChanged(tx: Tx, riderId: string, at: Date): Promise<void> {
  const event: DomainEvent = { type: "dispatch.offers-changed", riderId, at: at.toISOString() };
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The rider's open offers not yet expired, with what the offer card shows, oldest first. */
export function openOffersOf(conn: Conn, riderId: string, now: Date) {
  return conn
    .select({
      offer: dispatchOffers,
      order: {
        orderNumber: orders.orderNumber,
        paymentMode: orders.paymentMode,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        duesPaise: orders.duesPaise,
        distanceMetres: orders.distanceMetres,
        deliveryAddress: orders.deliveryAddress,
      },
      restaurant: {
        name: restaurants.name,
        street: restaurants.street,
        city: restaurants.city,
        state: restaurants.state,
        zipCode: restaurants.zipCode,
        lat: restaurants.lat,
        lng: restaurants.lng,
      },
      position: { lat: riderPositions.lat, lng: riderPositions.lng },
    })
    .from(dispatchOffers)
    .innerJoin(orders, eq(orders.id, dispatchOffers.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(riderPositions, eq(riderPositions.riderId, dispatchOffers.riderId))
    .where(
      and(
        eq(dispatchOffers.riderId, riderId),
        eq(dispatchOffers.status, "open"),
        gt(dispatchOffers.expiresAt, now),
        // An order cancelled or given a rider since is no longer on offer, whatever the engine has not yet tidied.
        awaitingRider,
      ),
    )
    .orderBy(asc(dispatchOffers.offeredAt));
}

/** Statuses on the admins' board: from the kitchen's yes to the door. */
export const BOARD_STATUSES: readonly OrderStatus[] = [...ASSIGNABLE_STATUSES, "OUT_FOR_DELIVERY"];

/** Orders on the admins' board with their open offer's rider, oldest first. */
export function boardOrders(conn: Conn, limit: number) {
  return conn
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      riderId: orders.riderId,
      restaurantId: restaurants.id,
      restaurantName: restaurants.name,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
      deliveryAddress: orders.deliveryAddress,
      acceptedAt: orders.acceptedAt,
      readyAt: orders.readyAt,
      updatedAt: orders.updatedAt,
      preparationMinutes: orders.preparationMinutes,
      kitchen: kitchenTimeColumns,
      offeredTo: dispatchOffers.riderId,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(dispatchOffers, and(eq(dispatchOffers.orderId, orders.id), eq(dispatchOffers.status, "open")))
    .where(inArray(orders.status, [...BOARD_STATUSES]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** Whether the order exists. */
export async function orderExists(conn: Conn, orderId: string): Promise<boolean> {
  const [row] = await conn.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined;
}

/** An order's decisions, oldest first, with the rider's name. */
export function decisionsOf(conn: Conn, orderId: string) {
  return conn
    .select({ decision: dispatchDecisions, riderName: users.name })
    .from(dispatchDecisions)
    .leftJoin(users, eq(users.id, dispatchDecisions.riderId))
    .where(eq(dispatchDecisions.orderId, orderId))
    .orderBy(asc(dispatchDecisions.at));
}
