/**
 * SQL of the reports. Sums over days come from the daily rollups (db/schema/rollups.ts, decision 015): a restaurant's
 * sales, dishes and ledger, the platform's sales. What the rollups do not keep is read from orders (and their
 * timeline) over a range of instants, a condition on created_at, so orders_restaurant_idx, orders_created_idx and
 * orders_status_idx apply: today's activity, the orders of a report, the platform's orders by status. Amounts come
 * back in paise; what they mean (gross, net, GMV) is the service's business. The three statements of every report
 * request are named prepared statements (preparedSql, one name per text they can take): planning them took longer
 * than running them.
 */
import type { OrderStatus, PaymentMode } from "@zaika/contract/order-status";
import type { DayWindow } from "@zaika/contract/reports";
import { type RestaurantLedgerSums, SETTLED_STATUSES, UNSETTLED_STATUSES } from "@zaika/contract/settlements";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type Db, preparedSql } from "../../db/client";
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

/** `orders.created_at` within the span. */
const placedWithin = (span: Span) =>
  sql`orders.created_at >= ${span.start.toISOString()}::timestamptz and orders.created_at < ${span.end.toISOString()}::timestamptz`;

/** A rollup's `day` column within the window's India days (both included). */
const daysWithin = (day: SQL, window: DayWindow) => sql`${day} between ${window.from}::date and ${window.to}::date`;

/** The restaurant an owner runs (the oldest, should there be several); never a deleted one. */
export async function ownedRestaurant(db: Db, ownerId: string) {
  const [row] = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.ownerId, ownerId), isNull(restaurants.deletedAt)))
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  return row;
}

/** A restaurant's delivered orders of one India day (placed on it), from its rollup. */
export interface SalesRow {
  day: string;
  orders: number;
  grossPaise: number;
  commissionPaise: number;
  commissionGstPaise: number;
}

/** A restaurant's DELIVERED orders placed on the India days of the window, per day (restaurant_day_sales). */
export async function restaurantSales(db: Db, restaurantId: string, window: DayWindow): Promise<SalesRow[]> {
  const rows = await rowsOf<Record<keyof SalesRow, string | number>>(
    db,
    sql`select s.day::text as "day", s.orders as "orders", s.gross_paise as "grossPaise",
          s.commission_paise as "commissionPaise", s.commission_gst_paise as "commissionGstPaise"
        from restaurant_day_sales s
        where s.restaurant_id = ${restaurantId} and ${daysWithin(sql`s.day`, window)}`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    orders: Number(row.orders),
    grossPaise: Number(row.grossPaise),
    commissionPaise: Number(row.commissionPaise),
    commissionGstPaise: Number(row.commissionGstPaise),
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
 * The dishes of a restaurant's DELIVERED orders placed on the days of the window, most ordered first (then by their
 * gross, then by name), each named as it was last ordered; `limit` of them (restaurant_day_dishes).
 */
export async function bestSellers(db: Db, restaurantId: string, window: DayWindow, limit: number) {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select d.product_id as "productId", (array_agg(d.name order by d.named_at desc))[1] as "name",
          sum(d.quantity)::bigint as "quantity", sum(d.gross_paise)::bigint as "grossPaise"
        from restaurant_day_dishes d
        where d.restaurant_id = ${restaurantId} and ${daysWithin(sql`d.day`, window)}
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

/** An order of a restaurant's report, as restaurantOrders reads it. */
export interface ReportOrderRow {
  id: string;
  orderNumber: string;
  /** ISO 8601 in UTC, as Date#toISOString writes it. */
  placedAt: string;
  itemCount: number;
  status: OrderStatus;
  paymentMode: PaymentMode;
  subtotalPaise: number;
  packagingPaise: number;
  commissionPaise: number;
  commissionGstPaise: number;
  /** How many orders the whole span has (the same on every row of a page). */
  total: number;
}

/**
 * The orders a restaurant received within the span (visible to it), newest first, with the commission and its GST
 * charged when each was delivered (copied from its posting; 0 for the others). A month of a busy restaurant is
 * hundreds of rows, read as they go out: the instant already as ISO text and every number a 32-bit integer, so
 * neither the driver nor the query builder converts them one by one.
 */
export function restaurantOrders(
  db: Db,
  restaurantId: string,
  span: Span,
  page?: { limit: number; offset: number },
): Promise<ReportOrderRow[]> {
  return preparedSql<ReportOrderRow>(
    db,
    page ? "report_orders_page" : "report_orders_all",
    sql`select orders.id as "id", orders.order_number as "orderNumber",
          to_char(orders.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "placedAt",
          orders.item_count as "itemCount", orders.status as "status", orders.payment_mode as "paymentMode",
          orders.subtotal_paise as "subtotalPaise", orders.packaging_paise as "packagingPaise",
          coalesce(orders.commission_paise, 0)::int as "commissionPaise",
          coalesce(orders.commission_gst_paise, 0)::int as "commissionGstPaise",
          count(*) over ()::int as "total"
        from orders
        where orders.restaurant_id = ${restaurantId} and ${restaurantVisibleSql} and ${placedWithin(span)}
        order by orders.created_at desc, orders.id desc
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** How many orders a restaurant received within the span (visible to it): for a page past the last one. */
export async function restaurantOrderCount(db: Db, restaurantId: string, span: Span): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*)::int as "n" from orders
        where orders.restaurant_id = ${restaurantId} and ${restaurantVisibleSql} and ${placedWithin(span)}`,
  );
  return Number(row?.n ?? 0);
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
 * then too: orders_status_idx), and, when `end` is past, the settled ones last updated at or after `end` (every status
 * change updates the row) whose timeline reached the settled status only then (order_events); their entries come by
 * ledger_entries_order_idx. When `end` is still ahead, no order was updated after it, and that second part is skipped.
 */
function pendingAtEndSql(restaurantId: string, end: SQL, endIsPast: boolean): SQL {
  const settledSince = sql`union all
        select o.id from orders o
        where o.restaurant_id = ${restaurantId} and o.status in (${statusList(SETTLED_STATUSES)})
          and o.updated_at >= ${end}
          and not exists (
            select 1 from order_events ev
            where ev.order_id = o.id and ev.kind = 'status' and ev.to_status in (${statusList(SETTLED_STATUSES)})
              and ev.created_at < ${end}
          )`;
  return sql`(select coalesce(sum(pe.amount_paise), 0) from ledger_entries pe
      where pe.account = 'restaurant_payable' and pe.created_at < ${end} and pe.order_id in (
        select o.id from orders o
        where o.restaurant_id = ${restaurantId} and o.status in (${statusList(UNSETTLED_STATUSES)})
        ${endIsPast ? settledSince : sql``}
      ))`;
}

/**
 * A restaurant's ledger sums that make its settlement statement (contract settlements.ts RestaurantLedgerSums), signed
 * as stored, from restaurant_day_ledger: those posted on the days of the window by kind and account, the balance of
 * restaurant_payable over every day up to the window's last, and the part of it pending at the window's end; one
 * statement, so the two balances agree. `now` tells whether the window has ended yet.
 */
export async function restaurantLedgerSums(
  db: Db,
  restaurantId: string,
  window: DayWindow,
  now: Date,
): Promise<RestaurantLedgerSums> {
  const end = sql`${window.end.toISOString()}::timestamptz`;
  const inWindow = (condition: SQL) =>
    sql`coalesce(sum(l.amount_paise) filter (where l.day >= ${window.from}::date and ${condition}), 0)::bigint`;
  const endIsPast = window.end <= now;
  const [row] = await preparedSql<Record<keyof RestaurantLedgerSums, string | number>>(
    db,
    endIsPast ? "report_ledger_sums_ended" : "report_ledger_sums_open",
    sql`select
          ${inWindow(sql`l.account = 'restaurant_payable' and l.kind in ('sale', 'sale_reversal')`)} as "sales",
          ${inWindow(sql`l.account = 'platform_revenue' and l.kind = 'commission'`)} as "commissionRevenue",
          ${inWindow(sql`l.account = 'gst_payable' and l.kind = 'commission'`)} as "commissionGst",
          ${inWindow(sql`l.account = 'restaurant_payable' and l.kind = 'refund'`)} as "refunds",
          ${inWindow(sql`l.account = 'restaurant_payable' and l.kind = 'cancellation_fee'`)} as "cancellationFees",
          ${inWindow(sql`l.account = 'restaurant_payable' and l.kind = 'restaurant_payout'`)} as "payouts",
          coalesce(sum(l.amount_paise) filter (where l.account = 'restaurant_payable'), 0)::bigint as "balanceAtEnd",
          ${pendingAtEndSql(restaurantId, end, endIsPast)}::bigint as "pendingAtEnd"
        from restaurant_day_ledger l
        where l.restaurant_id = ${restaurantId} and l.day <= ${window.to}::date`,
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

/** The platform's delivered orders placed on the days of the window, per day (platform_day_sales, all shards). */
export async function platformSales(db: Db, window: DayWindow) {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select p.day::text as "day", sum(p.orders)::bigint as "orders", sum(p.gmv_paise)::bigint as "gmvPaise",
          sum(p.commission_paise)::bigint as "commissionPaise"
        from platform_day_sales p
        where ${daysWithin(sql`p.day`, window)}
        group by 1`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    orders: Number(row.orders),
    gmvPaise: Number(row.gmvPaise),
    commissionPaise: Number(row.commissionPaise),
  }));
}

/**
 * The restaurants whose delivered orders placed on the days of the window are worth the most (GMV, then orders, then
 * name), `limit` of them, deleted ones included: they sold then (restaurant_day_sales).
 */
export async function topRestaurants(db: Db, window: DayWindow, limit: number) {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select t.restaurant_id as "restaurantId", r.name as "name", t.orders as "orders", t.gmv as "gmvPaise"
        from (
          select s.restaurant_id, sum(s.orders)::bigint as orders, sum(s.gmv_paise)::bigint as gmv
          from restaurant_day_sales s
          where ${daysWithin(sql`s.day`, window)} and s.orders > 0
          group by 1
        ) t join restaurants r on r.id = t.restaurant_id
        order by t.gmv desc, t.orders desc, r.name asc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    restaurantId: String(row.restaurantId),
    name: String(row.name),
    orders: Number(row.orders),
    gmvPaise: Number(row.gmvPaise),
  }));
}
