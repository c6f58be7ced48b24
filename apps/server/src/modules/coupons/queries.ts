/** SQL of offers: coupons, the coupon on a customer's cart, and what the rule needs to know about the customer. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cartCoupons, coupons, couponUses } from "../../db/schema/coupons";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

export type CouponRow = typeof coupons.$inferSelect;
export type CouponInsert = typeof coupons.$inferInsert;

/** Whether the customer has an order that was not cancelled or rejected (a first-order coupon is for those without). */
export const hasLiveOrderSql = (userId: unknown) =>
  sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.status} not in ('CANCELLED', 'REJECTED'))`;

/** A coupon by its code (stored upper case). */
export async function couponByCode(conn: Conn, code: string): Promise<CouponRow | null> {
  const [row] = await conn.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

export async function couponById(conn: Conn, id: string): Promise<CouponRow | null> {
  const [row] = await conn.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function listCoupons(conn: Conn): Promise<CouponRow[]> {
  return conn.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.code);
}

/** Active coupons within their dates at `now` (uses left or not: the page says when one is used up). */
export async function runningCoupons(conn: Conn, now: Date): Promise<CouponRow[]> {
  return conn
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        sql`(${coupons.validFrom} is null or ${coupons.validFrom} <= ${now.toISOString()})`,
        sql`(${coupons.validUntil} is null or ${coupons.validUntil} > ${now.toISOString()})`,
      ),
    )
    .orderBy(desc(coupons.createdAt), coupons.code);
}

/** The names of restaurants, for offers limited to some. */
export async function restaurantNames(conn: Conn, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(sql`${restaurants.id} in ${ids}`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What the coupon rule needs about one customer: their uses of each coupon and whether they have ordered before. */
export async function customerCouponState(conn: Conn, userId: string) {
  const [uses, [live]] = await Promise.all([
    conn
      .select({ couponId: couponUses.couponId, uses: couponUses.uses })
      .from(couponUses)
      .where(eq(couponUses.userId, userId)),
    conn.select({ hasOrdered: hasLiveOrderSql(userId) }).from(sql`(select 1) as one`),
  ]);
  return {
    usesOf: new Map(uses.map((row) => [row.couponId, row.uses])),
    isFirstOrder: !(live?.hasOrdered ?? false),
  };
}

/** The coupon on the customer's cart with this customer's uses of it and whether this would be their first order. */
export async function cartCoupon(conn: Conn, userId: string) {
  const [row] = await conn
    .select({
      coupon: coupons,
      customerUses: sql<number>`coalesce(${couponUses.uses}, 0)`.mapWith(Number),
      hasOrdered: hasLiveOrderSql(userId),
    })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .leftJoin(couponUses, and(eq(couponUses.couponId, coupons.id), eq(couponUses.userId, userId)))
    .where(eq(cartCoupons.userId, userId));
  return row ? { coupon: row.coupon, customerUses: row.customerUses, isFirstOrder: !row.hasOrdered } : null;
}

export async function setCartCoupon(conn: Conn, userId: string, couponId: string, at: Date): Promise<void> {
  await conn
    .insert(cartCoupons)
    .values({ userId, couponId, appliedAt: at })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, appliedAt: at } });
}

export async function removeCartCoupon(conn: Conn, userId: string): Promise<void> {
  await conn.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

export async function insertCoupon(conn: Conn, values: CouponInsert): Promise<CouponRow> {
  const [row] = await conn.insert(coupons).values(values).returning();
  if (!row) throw new Error("coupon not inserted");
  return row;
}

export async function updateCoupon(conn: Conn, id: string, values: Partial<CouponInsert>): Promise<CouponRow | null> {
  const [row] = await conn.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row ?? null;
}
