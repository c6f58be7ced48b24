/**
 * SQL of the customer's account: reading everything the platform holds about one customer, each kind in one query
 * (the export), and the statements that erase or anonymise it (erase.ts runs them in one transaction).
 */
import { blocksAccountDeletion, DELETED_CUSTOMER_NAME, ERASED_DELIVERY_FIELDS } from "@zaika/contract/account";
import { ORDER_STATUSES } from "@zaika/contract/order-status";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { addresses } from "../../db/schema/addresses";
import { otpChallenges, otpSends, otpTokens, smsOutbox } from "../../db/schema/auth";
import { cartItems } from "../../db/schema/cart";
import { cartCoupons } from "../../db/schema/coupons";
import { trackPoints } from "../../db/schema/dispatch";
import { favourites } from "../../db/schema/favourites";
import { idempotencyKeys, orderEvents, orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { reviews } from "../../db/schema/reviews";
import { supportMessages } from "../../db/schema/support";
import { users } from "../../db/schema/users";

type Conn = Db | Tx;

/** A customer's account as the export shows it; null for another role, an unknown id or a deleted account. */
export async function findCustomer(conn: Conn, userId: string) {
  const [row] = await conn
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user"), isNull(users.deletedAt)));
  return row ?? null;
}

/** The same, locked until the transaction ends: a second deletion, or a profile edit, waits for this one. */
export async function lockCustomer(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "user"), isNull(users.deletedAt)))
    .for("update");
  return row ?? null;
}

/** The customer's orders, newest first, with their restaurant's name. */
export function ordersOf(conn: Conn, userId: string) {
  return conn
    .select({ order: orders, restaurantName: restaurants.name })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export type ExportOrderRow = Awaited<ReturnType<typeof ordersOf>>[number];

/** Every timeline row of these orders, oldest first. */
export function eventsOf(conn: Conn, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return conn.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.id));
}

/** The customer's reviews, newest first, with their order's number and restaurant's name. */
export function reviewsOf(conn: Conn, userId: string) {
  return conn
    .select({ review: reviews, orderNumber: orders.orderNumber, restaurantName: restaurants.name })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** The customer's favourites, the most recently saved first (inactive restaurants too: it is their data). */
export function favouritesOf(conn: Conn, userId: string) {
  return conn
    .select({ restaurantId: favourites.restaurantId, name: restaurants.name, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(restaurants, eq(restaurants.id, favourites.restaurantId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.restaurantId));
}

/** The statuses of an order that stops its customer deleting their account (the contract's rule). */
const IN_PROGRESS = ORDER_STATUSES.filter(blocksAccountDeletion);

/** The number of the customer's oldest order still in progress (not delivered, rejected or cancelled), if any. */
export async function orderInProgress(conn: Conn, userId: string): Promise<string | null> {
  const [row] = await conn
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, IN_PROGRESS)))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  return row?.orderNumber ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Erasure: each statement one kind of personal data (decision 022 lists them, table by table).

const ordersOfCustomer = (userId: string) =>
  sql`(select ${orders.id} from ${orders} where ${orders.userId} = ${userId})`;

/**
 * The orders stay for tax: their delivery address keeps city, state, PIN code and type, everything else of it is
 * overwritten (`||` replaces the top-level keys the contract lists); a cancellation reason the customer wrote goes.
 * Totals, items and statuses are not touched.
 */
export async function anonymiseOrders(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      deliveryAddress: sql`${orders.deliveryAddress} || ${JSON.stringify(ERASED_DELIVERY_FIELDS)}::jsonb`,
      cancelReason: sql`case when ${orders.cancelledBy} = 'user' then null else ${orders.cancelReason} end`,
    })
    .where(eq(orders.userId, userId));
  // Reasons the customer gave on their orders' timelines (a cancellation's): free text, so possibly personal.
  await tx
    .update(orderEvents)
    .set({ reason: null })
    .where(
      and(
        sql`${orderEvents.orderId} in ${ordersOfCustomer(userId)}`,
        eq(orderEvents.actorId, userId),
        isNotNull(orderEvents.reason),
      ),
    );
  // The riders' tracks of these deliveries end at the customer's door.
  await tx.delete(trackPoints).where(sql`${trackPoints.orderId} in ${ordersOfCustomer(userId)}`);
}

/** Reviews keep their ratings (the restaurant's rating stays true) but lose their author and their text. */
export async function anonymiseReviews(tx: Tx, userId: string): Promise<void> {
  await tx.update(reviews).set({ userId: null, body: "" }).where(eq(reviews.userId, userId));
}

/** What only served the customer: addresses, cart and its coupon, favourites, the idempotency keys of their orders. */
export async function deleteBelongings(tx: Tx, userId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  await tx.delete(favourites).where(eq(favourites.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

/**
 * Support messages sent from the account, and those sent without signing in from its e-mail address: both carry the
 * customer's name, e-mail and words.
 */
export async function deleteSupportMessages(tx: Tx, userId: string, email: string | null): Promise<void> {
  await tx
    .delete(supportMessages)
    .where(
      or(
        eq(supportMessages.userId, userId),
        email ? sql`lower(${supportMessages.email}) = lower(${email})` : undefined,
      ),
    );
}

/** Sign-in codes, their send log, verified-phone tokens and the texts sent to the phone. */
export async function deletePhoneTraces(tx: Tx, phone: string): Promise<void> {
  await tx.delete(otpChallenges).where(eq(otpChallenges.phone, phone));
  await tx.delete(otpSends).where(eq(otpSends.phone, phone));
  await tx.delete(otpTokens).where(eq(otpTokens.phone, phone));
  await tx.delete(smsOutbox).where(eq(smsOutbox.phone, phone));
}

/**
 * The account row stays (orders point to it) as a nameless shell: no phone or e-mail, so the unique indexes free
 * them and the next sign-in with that phone finds no account and starts a new one.
 */
export async function anonymiseUser(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      name: DELETED_CUSTOMER_NAME,
      email: null,
      phone: null,
      dateOfBirth: null,
      language: null,
      passwordHash: null,
      phoneVerified: false,
      blockedReason: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
