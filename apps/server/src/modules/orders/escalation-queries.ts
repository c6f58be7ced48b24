/**
 * SQL of the escalation of unanswered orders: the orders due for their SMS (claimed atomically) or their auto-cancel
 * (orders_sms_due_idx, orders_cancel_due_idx), giving a claim back, and the admins' list of orders at risk.
 */
import { AT_RISK_BEFORE_CANCEL_SECONDS } from "@zaika/contract/escalation";
import { DEFAULT_LANGUAGE, type Language } from "@zaika/contract/language";
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, notInArray, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";

type Conn = Db | Tx;

/** Leaves out orders a pass already failed on (each is tried again at the next sweep, not again and again now). */
const except = (ids: ReadonlySet<string>): SQL | undefined =>
  ids.size > 0 ? notInArray(orders.id, [...ids]) : undefined;

/** Up to `limit` orders still unanswered at their cancel deadline, the oldest deadline first (orders_cancel_due_idx). */
export async function dueCancelIds(conn: Conn, now: Date, limit: number, skip: ReadonlySet<string>): Promise<string[]> {
  const rows = await conn
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "PENDING"), isNotNull(orders.cancelDueAt), lte(orders.cancelDueAt, now), except(skip)))
    .orderBy(asc(orders.cancelDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface ClaimedText {
  id: string;
  orderNumber: string;
  totalPaise: number;
  cancelDueAt: Date;
  phones: string[];
  /** The restaurant owner's language (issue 15): the SMS is written in it. */
  language: Language;
}

/**
 * Marks up to `limit` unanswered orders whose SMS is due as sent (sms_sent_at = `now`) and returns them with their
 * restaurant's phones. One statement: the outer conditions are checked again on the locked rows, so an order accepted
 * meanwhile, or claimed by another pass, is left out; rows another transaction holds (an owner accepting right now)
 * are skipped, not waited for.
 */
export async function claimDueTexts(
  tx: Tx,
  now: Date,
  limit: number,
  skip: ReadonlySet<string>,
): Promise<ClaimedText[]> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    // The orders_sms_due_idx partial index's conditions.
    .where(
      and(
        eq(orders.status, "PENDING"),
        isNull(orders.smsSentAt),
        isNotNull(orders.smsDueAt),
        lte(orders.smsDueAt, now),
        except(skip),
      ),
    )
    .orderBy(asc(orders.smsDueAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await tx
    .update(orders)
    .set({ smsSentAt: now })
    .where(and(inArray(orders.id, due), eq(orders.status, "PENDING"), isNull(orders.smsSentAt)))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      cancelDueAt: orders.cancelDueAt,
      restaurantId: orders.restaurantId,
    });
  if (claimed.length === 0) return [];
  const phones = await tx
    .select({ id: restaurants.id, phones: restaurants.phones, language: users.language })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(inArray(restaurants.id, [...new Set(claimed.map((order) => order.restaurantId))]));
  const restaurantOf = new Map(phones.map((restaurant) => [restaurant.id, restaurant]));
  return claimed.map(({ restaurantId, cancelDueAt, ...order }) => ({
    ...order,
    // Set together with sms_due_at whenever the kitchen gets an order (escalation.ts kitchenArrival).
    cancelDueAt: cancelDueAt ?? now,
    phones: restaurantOf.get(restaurantId)?.phones ?? [],
    language: restaurantOf.get(restaurantId)?.language ?? DEFAULT_LANGUAGE,
  }));
}

/** Gives a claim back after the SMS could not be sent, so the next sweep sends it again. */
export async function releaseTextClaim(conn: Conn, orderId: string, claimedAt: Date): Promise<void> {
  await conn
    .update(orders)
    .set({ smsSentAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.smsSentAt, claimedAt)));
}

/** The contract's isAtRisk in SQL: unanswered, and past the SMS deadline or within a minute of the auto-cancel. */
function atRiskCondition(now: Date): SQL | undefined {
  const soon = new Date(now.getTime() + AT_RISK_BEFORE_CANCEL_SECONDS * 1000);
  return and(
    // The orders_cancel_due_idx partial index's conditions, then the deadlines.
    eq(orders.status, "PENDING"),
    isNotNull(orders.cancelDueAt),
    isNotNull(orders.smsDueAt),
    isNotNull(orders.kitchenAt),
    or(lte(orders.smsDueAt, now), lte(orders.cancelDueAt, soon)),
  );
}

/** The orders at risk at `now`, soonest auto-cancel first, with their restaurant; and how many there are in all. */
export async function ordersAtRiskPage(conn: Conn, now: Date, limit: number) {
  const condition = atRiskCondition(now);
  const [rows, totals] = await Promise.all([
    conn
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        totalPaise: orders.totalPaise,
        paymentMode: orders.paymentMode,
        kitchenAt: orders.kitchenAt,
        smsDueAt: orders.smsDueAt,
        smsSentAt: orders.smsSentAt,
        cancelDueAt: orders.cancelDueAt,
        restaurant: { id: restaurants.id, name: restaurants.name, phones: restaurants.phones },
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(condition)
      .orderBy(asc(orders.cancelDueAt), asc(orders.id))
      .limit(limit),
    conn.select({ total: count() }).from(orders).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
