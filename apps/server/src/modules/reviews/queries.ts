/**
 * SQL of ratings and reviews: the order a review is about, the review rows with who wrote them and where, the
 * restaurant's per-star counts, and the restaurant's stored rating worked out again from its visible reviews.
 */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { reviews } from "../../db/schema/reviews";
import { users } from "../../db/schema/users";

type Conn = Db | Tx;

export type ReviewInsert = typeof reviews.$inferInsert;
export type ReviewChanges = Partial<
  Pick<ReviewInsert, "foodRating" | "deliveryRating" | "body" | "dishes" | "updatedAt">
>;

/** What deciding on a review needs of its order: whose it is, where from, its state and its dishes. */
export async function findOrder(conn: Conn, orderId: string) {
  const [row] = await conn
    .select({
      id: orders.id,
      userId: orders.userId,
      restaurantId: orders.restaurantId,
      status: orders.status,
      items: orders.items,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
export type ReviewOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * A review with what its readers see beside it: the author's name (null once the account is gone or deleted), the
 * order's number and the restaurant's name.
 */
const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  restaurantId: reviews.restaurantId,
  userId: reviews.userId,
  foodRating: reviews.foodRating,
  deliveryRating: reviews.deliveryRating,
  body: reviews.body,
  dishes: reviews.dishes,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: sql<string | null>`case when ${users.deletedAt} is null then ${users.name} end`,
  orderNumber: orders.orderNumber,
  restaurantName: restaurants.name,
  restaurantOwnerId: restaurants.ownerId,
};
export type ReviewRow = Awaited<ReturnType<typeof findReview>> & {};

function reviewsWithParties(conn: Conn) {
  return conn
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(users, eq(users.id, reviews.userId));
}

export async function findReview(conn: Conn, id: string) {
  const [row] = await reviewsWithParties(conn).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function findReviewOfOrder(conn: Conn, orderId: string) {
  const [row] = await reviewsWithParties(conn).where(eq(reviews.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Whether the restaurant is one customers can see (active, not deleted): its reviews are public then. */
export async function isPublicRestaurant(conn: Conn, restaurantId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt), eq(restaurants.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export interface ReviewFilter {
  restaurantId?: string | undefined;
  ownerId?: string | undefined;
  /** true: hidden ones only; false: visible ones only. */
  hidden?: boolean | undefined;
  /** true: answered ones only; false: those still waiting for a reply. */
  replied?: boolean | undefined;
}

function filterWhere(filter: ReviewFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.restaurantId) conditions.push(eq(reviews.restaurantId, filter.restaurantId));
  if (filter.ownerId) conditions.push(eq(restaurants.ownerId, filter.ownerId));
  if (filter.hidden !== undefined)
    conditions.push(filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  if (filter.replied !== undefined) conditions.push(filter.replied ? isNotNull(reviews.reply) : isNull(reviews.reply));
  return and(...conditions);
}

/** One page of reviews, newest first, and how many match in all. */
export async function listReviews(db: Db, filter: ReviewFilter, page: { limit: number; offset: number }) {
  const where = filterWhere(filter);
  const [rows, [counted]] = await Promise.all([
    reviewsWithParties(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** How many visible reviews gave the food each number of stars. */
export async function foodRatingCounts(conn: Conn, restaurantId: string): Promise<Map<number, number>> {
  const rows = await conn
    .select({ stars: reviews.foodRating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.foodRating);
  return new Map(rows.map((row) => [row.stars, row.n]));
}

export async function insertReview(tx: Tx, values: ReviewInsert): Promise<string> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error("review not inserted");
  return row.id;
}

export async function updateReview(tx: Tx, id: string, changes: ReviewChanges): Promise<void> {
  await tx.update(reviews).set(changes).where(eq(reviews.id, id));
}

/** Stores the owner's reply unless there is one already; whether it was stored. */
export async function setReply(tx: Tx, id: string, reply: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function setHidden(
  tx: Tx,
  id: string,
  hidden: { at: Date; reason: string; by: string } | null,
): Promise<void> {
  await tx
    .update(reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(reviews.id, id));
}

/**
 * Takes the restaurant's row for this transaction, so two reviews of one restaurant changing at once work out its
 * rating one after the other: the second sees the first's row (read committed reads anew per statement).
 */
export async function lockRestaurantRating(tx: Tx, restaurantId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${restaurants} where ${restaurants.id} = ${restaurantId} for no key update`);
}

/** Stores the restaurant's rating worked out from its visible reviews (one statement, shared with the seed). */
export { refreshRestaurantRatings } from "../../db/restaurant-rating";
