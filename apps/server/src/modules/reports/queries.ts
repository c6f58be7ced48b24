/**
 * SQL of the reports: aggregates of orders (and their timeline) over a range of instants, grouped by the India day an
 * order was placed, and a restaurant's ledger entries over one. Every range is a condition on created_at, so
 * orders_restaurant_idx, orders_created_idx and ledger_entries_restaurant_idx apply. Amounts come back in paise;
 * what they mean (gross, net, GMV) is the service's business.
 */
import { IST_OFFSET_MINUTES } from "@zaika/contract/reports";
import { type RestaurantLedgerSums, SETTLED_STATUSES, UNSETTLED_STATUSES } from "@zaika/contract/settlements";
import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { restaurantVisibleSql } from "../orders/queries";

/** A range of instants: `start` included, `end` excluded. */
export interface Span {
  start: Date;
  end: Date;
}

/** Rows of a raw statement (both drivers answer `{ rows }`); its numbers are converted by the caller. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The India day `orders.created_at` falls on, as text (a `date` would reach JavaScript as a local-time Date). */
const placedDay = sql.raw(
  `to_char((orders.created_at at time zone 'UTC') + interval '${IST_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`,
);

/** `orders.created_at` within the span. */
const placedWithin = (span: Span) =>
  sql`orders.created_at >= ${span.start.toISOString()}::timestamptz and orders.created_at < ${span.end.toISOString()}::timestamptz`;

/** The restaurant an owner runs (the oldest, should there be several), with its commission rate; never a deleted one. */
export async function ownedRestaurant(db: Db, ownerId: string) {
  const [row] = await db
    .select({ id: restaurants.id, name: restaurants.name, commissionRate: restaurants.commissionRate })
    .from(restaurants)
    .where(and(eq(restaurants.ownerId, ownerId), isNull(restaurants.deletedAt)))
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  return row;
}

/** Delivered orders of one restaurant by day and by bill (orders with the same subtotal and packaging share a row). */
export interface SalesRow {
  day: string;
  subtotalPaise: number;
  packagingPaise: number;
  orders: number;
}

/**
 * A restaurant's DELIVERED orders placed within the span, counted per day and per (subtotal, packaging): the
 * commission is rounded per order, and equal bills round alike, so the service can price each row once.
 */
export async function restaurantSales(db: Db, restaurantId: string, span: Span): Promise<SalesRow[]> {
  const rows = await rowsOf<Record<keyof SalesRow, string | number>>(
    db,
    sql`select ${placedDay} as "day", orders.subtotal_paise as "subtotalPaise", orders.packaging_paise as "packagingPaise",
          count(*)::int as "orders"
        from orders
        where orders.restaurant_id = ${restaurantId} and orders.status = 'DELIVERED' and ${placedWithin(span)}
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    subtotalPaise: Number(row.subtotalPaise),
    packagingPaise: Number(row.packagingPaise),
    orders: Number(row.orders),
  }));
}

/**
 * What happened to the orders a restaurant received within the span: how many, cancelled, rejected, accepted (its
 * timeline has the move to ACCEPTED, whatever came after), and the seconds from accepted to ready of those that got
 * that far, with their number.
 */
export async function restaurantActivity(db: Db, restaurantId: string, span: Span) {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select count(*)::int as "orders",
          count(*) filter (where orders.status = 'CANCELLED')::int as "cancelled",
          count(*) filter (where orders.status = 'REJECTED')::int as "rejected",
          count(accepted.at)::int as "accepted",
          coalesce(sum(extract(epoch from ready.at - accepted.at)), 0)::float8 as "preparationSeconds",
          count(ready.at) filter (where accepted.at is not null)::int as "prepared"
        from orders
        left join lateral (
          select min(e.created_at) as at from order_events e
          where e.order_id = orders.id and e.kind = 'status' and e.to_status = 'ACCEPTED'
        ) accepted on true
        left join lateral (
          select min(e.created_at) as at from order_events e
          where e.order_id = orders.id and e.kind = 'status' and e.to_status = 'READY_FOR_PICKUP'
        ) ready on true
        where orders.restaurant_id = ${restaurantId} and ${restaurantVisibleSql} and ${placedWithin(span)}`,
  );
  return {
    orders: Number(row?.orders ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
    rejected: Number(row?.rejected ?? 0),
    accepted: Number(row?.accepted ?? 0),
    preparationSeconds: Number(row?.preparationSeconds ?? 0),
    prepared: Number(row?.prepared ?? 0),
  };
}

/** Orders waiting for the restaurant now (PENDING and visible to it), whenever they were placed. */
export async function waitingOrders(db: Db, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.status, "PENDING"), restaurantVisibleSql));
  return row?.n ?? 0;
}

/**
 * The dishes of a restaurant's DELIVERED orders placed within the span, most ordered first (then by their gross,
 * then by name), each named as it was last ordered; `limit` of them.
 */
export async function bestSellers(db: Db, restaurantId: string, span: Span, limit: number) {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select item->>'productId' as "productId",
          (array_agg(item->>'name' order by orders.created_at desc, orders.id))[1] as "name",
          sum((item->>'quantity')::int)::bigint as "quantity",
          sum((item->>'totalPaise')::bigint)::bigint as "grossPaise"
        from orders cross join lateral jsonb_array_elements(orders.items) as item
        where orders.restaurant_id = ${restaurantId} and orders.status = 'DELIVERED' and ${placedWithin(span)}
        group by 1
        order by 3 desc, 4 desc, 2 asc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: String(row.productId),
    name: String(row.name),
    quantity: Number(row.quantity),
    grossPaise: Number(row.grossPaise),
  }));
}

/** The orders a restaurant received within the span (visible to it), newest first. */
export function restaurantOrders(db: Db, restaurantId: string, span: Span) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      itemCount: orders.itemCount,
      status: orders.status,
      paymentMode: orders.paymentMode,
      subtotalPaise: orders.subtotalPaise,
      packagingPaise: orders.packagingPaise,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        restaurantVisibleSql,
        gte(orders.createdAt, span.start),
        lt(orders.createdAt, span.end),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** `a, b, …` of order statuses as bound parameters, for `in (…)`. */
const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/**
 * The balance of restaurant_payable over the entries before `end` of the restaurant's orders still under way at `end`
 * (contract settlements.ts: pending). Those orders are few, so they are found first: the ones under way now (they were
 * then too: orders_status_idx), and the settled ones last updated at or after `end` (every status change updates the
 * row) whose timeline reached the settled status only then (order_events); their entries come by ledger_entries_order_idx.
 */
function pendingAtEndSql(restaurantId: string, end: SQL): SQL {
  return sql`(select coalesce(sum(pe.amount_paise), 0) from ledger_entries pe
      where pe.account = 'restaurant_payable' and pe.created_at < ${end} and pe.order_id in (
        select o.id from orders o
        where o.restaurant_id = ${restaurantId} and o.status in (${statusList(UNSETTLED_STATUSES)})
        union all
        select o.id from orders o
        where o.restaurant_id = ${restaurantId} and o.status in (${statusList(SETTLED_STATUSES)})
          and o.updated_at >= ${end}
          and not exists (
            select 1 from order_events ev
            where ev.order_id = o.id and ev.kind = 'status' and ev.to_status in (${statusList(SETTLED_STATUSES)})
              and ev.created_at < ${end}
          )
      ))`;
}

/**
 * A restaurant's ledger entries that make its settlement statement (contract settlements.ts RestaurantLedgerSums),
 * signed as stored: those dated within the span by posting kind and account, the balance of restaurant_payable over
 * every entry before the span's end, and the part of it pending then; one statement, so the two balances agree.
 */
export async function restaurantLedgerSums(db: Db, restaurantId: string, span: Span): Promise<RestaurantLedgerSums> {
  const start = sql`${span.start.toISOString()}::timestamptz`;
  const end = sql`${span.end.toISOString()}::timestamptz`;
  const inSpan = (condition: SQL) =>
    sql`coalesce(sum(e.amount_paise) filter (where e.created_at >= ${start} and ${condition}), 0)::bigint`;
  const [row] = await rowsOf<Record<keyof RestaurantLedgerSums, string | number>>(
    db,
    sql`select
          ${inSpan(sql`e.account = 'restaurant_payable' and e.kind in ('sale', 'sale_reversal')`)} as "sales",
          ${inSpan(sql`e.account = 'platform_revenue' and e.kind = 'commission'`)} as "commissionRevenue",
          ${inSpan(sql`e.account = 'gst_payable' and e.kind = 'commission'`)} as "commissionGst",
          ${inSpan(sql`e.account = 'restaurant_payable' and e.kind = 'refund'`)} as "refunds",
          ${inSpan(sql`e.account = 'restaurant_payable' and e.kind = 'cancellation_fee'`)} as "cancellationFees",
          ${inSpan(sql`e.account = 'restaurant_payable' and e.kind = 'restaurant_payout'`)} as "payouts",
          coalesce(sum(e.amount_paise) filter (where e.account = 'restaurant_payable'), 0)::bigint as "balanceAtEnd",
          ${pendingAtEndSql(restaurantId, end)}::bigint as "pendingAtEnd"
        from ledger_entries e
        where e.restaurant_id = ${restaurantId} and e.created_at < ${end}`,
  );
  return {
    sales: Number(row?.sales ?? 0),
    commissionRevenue: Number(row?.commissionRevenue ?? 0),
    commissionGst: Number(row?.commissionGst ?? 0),
    refunds: Number(row?.refunds ?? 0),
    cancellationFees: Number(row?.cancellationFees ?? 0),
    payouts: Number(row?.payouts ?? 0),
    balanceAtEnd: Number(row?.balanceAtEnd ?? 0),
    pendingAtEnd: Number(row?.pendingAtEnd ?? 0),
  };
}

/** Every order placed within the span, by status: how many, and the sum of their totals (what customers pay). */
export async function ordersByStatus(db: Db, span: Span) {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select orders.status as "status", count(*)::int as "orders", coalesce(sum(orders.total_paise), 0)::bigint as "totalPaise"
        from orders
        where ${placedWithin(span)}
        group by 1`,
  );
  return rows.map((row) => ({
    status: String(row.status),
    orders: Number(row.orders),
    totalPaise: Number(row.totalPaise),
  }));
}

/** Restaurants open for business on the platform: active and not deleted. */
export async function activeRestaurants(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*)::int as "n" from restaurants r where r.is_active and r.deleted_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Active riders who are online (available for deliveries). */
export async function ridersOnline(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*)::int as "n" from riders r where r.is_active and r.is_available`,
  );
  return Number(row?.n ?? 0);
}

/** Customer accounts created within the span (users_role_idx). */
export async function newCustomers(db: Db, span: Span): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*)::int as "n" from users u
        where u.role = 'user' and u.created_at >= ${span.start.toISOString()}::timestamptz
          and u.created_at < ${span.end.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Delivered orders of the whole platform by day, restaurant and subtotal, with each restaurant's current rate. */
export interface PlatformSalesRow {
  day: string;
  restaurantId: string;
  name: string;
  commissionRate: number;
  subtotalPaise: number;
  orders: number;
  totalPaise: number;
}

/**
 * DELIVERED orders placed within the span, per day, restaurant and subtotal (the commission is rounded per order, so
 * equal subtotals of one restaurant round alike), with the sum of their totals.
 */
export async function platformSales(db: Db, span: Span): Promise<PlatformSalesRow[]> {
  const rows = await rowsOf<Record<keyof PlatformSalesRow, string | number>>(
    db,
    sql`select ${placedDay} as "day", r.id as "restaurantId", r.name as "name",
          r.commission_rate::float8 as "commissionRate", orders.subtotal_paise as "subtotalPaise",
          count(*)::int as "orders", sum(orders.total_paise)::bigint as "totalPaise"
        from orders join restaurants r on r.id = orders.restaurant_id
        where orders.status = 'DELIVERED' and ${placedWithin(span)}
        group by 1, r.id, r.name, r.commission_rate, orders.subtotal_paise`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    restaurantId: String(row.restaurantId),
    name: String(row.name),
    commissionRate: Number(row.commissionRate),
    subtotalPaise: Number(row.subtotalPaise),
    orders: Number(row.orders),
    totalPaise: Number(row.totalPaise),
  }));
}
