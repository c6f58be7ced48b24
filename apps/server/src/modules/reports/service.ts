/**
 * The report figures (issue 11): a restaurant's revenue dashboard and order report, the admins' overview and the
 * platform's revenue. Every commission is the one charged at delivery, as in the ledger: sums over days come from
 * the daily rollups (decision 015), the report's rows from the copy of it on each order's row. The admins' figures
 * are computed at most once a minute (./admin-cache.ts); an owner's never wait on a cache.
 */
import { toRupees } from "@zaika/contract/common";
import { ORDER_STATUSES, type OrderStatus } from "@zaika/contract/order-status";
import {
  daysOf,
  dayWindow,
  lastDays,
  meanMinutes,
  netOfCommission,
  type OrderOverview,
  OVERVIEW_GMV_DAYS,
  type PlatformRevenue,
  REPORT_MESSAGES,
  type ReportOrder,
  type RestaurantReport,
  type RestaurantRevenue,
  rateOf,
  TOP_LIMIT,
  UNSOLD_STATUSES,
} from "@zaika/contract/reports";
import { settlementStatement, toWireStatement } from "@zaika/contract/settlements";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import type { AdminReportCache } from "./admin-cache";
import * as q from "./queries";

export type ReportsDeps = Pick<ModuleDeps, "db" | "clock"> & { adminCache: AdminReportCache };

interface Money {
  orders: number;
  gross: number;
  net: number;
}

async function restaurantOf(deps: ReportsDeps, ownerId: string) {
  const restaurant = await q.ownedRestaurant(deps.db, ownerId);
  if (!restaurant) throw new NotFound(REPORT_MESSAGES.noRestaurant);
  return restaurant;
}

/** Zero for every day of a range, oldest first. */
function emptyDays<T>(from: string, to: string, zero: () => T): Map<string, T> {
  return new Map(daysOf(from, to).map((day) => [day, zero()]));
}

/** `GET /restaurant/revenue`: the owner's restaurant over the last `days` India days (RestaurantRevenueSchema). */
export async function restaurantRevenue(deps: ReportsDeps, ownerId: string, days: number): Promise<RestaurantRevenue> {
  const restaurant = await restaurantOf(deps, ownerId);
  const now = deps.clock.now();
  const period = lastDays(now, days);
  const today = lastDays(now, 1);
  const [sales, activity, waiting, dishes] = await Promise.all([
    q.restaurantSales(deps.db, restaurant.id, period),
    q.restaurantActivity(deps.db, restaurant.id, today),
    q.waitingOrders(deps.db, restaurant.id),
    q.bestSellers(deps.db, restaurant.id, period, TOP_LIMIT),
  ]);

  const byDay = emptyDays<Money>(period.from, period.to, () => ({ orders: 0, gross: 0, net: 0 }));
  for (const row of sales) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.orders += row.orders;
    day.gross += row.grossPaise;
    day.net += netOfCommission(row);
  }
  const series = [...byDay].map(([date, money]) => ({
    date,
    orders: money.orders,
    gross: toRupees(money.gross),
    net: toRupees(money.net),
  }));
  const totals = [...byDay.values()].reduce(
    (sum, money) => ({ orders: sum.orders + money.orders, gross: sum.gross + money.gross, net: sum.net + money.net }),
    { orders: 0, gross: 0, net: 0 },
  );
  return {
    days,
    from: period.from,
    to: period.to,
    series,
    totals: { orders: totals.orders, gross: toRupees(totals.gross), net: toRupees(totals.net) },
    today: {
      orders: activity.orders,
      gross: toRupees(byDay.get(today.to)?.gross ?? 0),
      waiting,
      averagePreparationMinutes: meanMinutes(activity.preparationSeconds, activity.prepared),
      acceptanceRate: rateOf(activity.accepted, activity.accepted + activity.rejected),
      cancellations: activity.cancelled,
    },
    bestSellers: dishes.map((dish) => ({
      productId: dish.productId,
      name: dish.name,
      quantity: dish.quantity,
      gross: toRupees(dish.grossPaise),
    })),
  };
}

/** One order of the report, priced with the commission charged at its delivery (nothing taken from the others). */
function reportOrder(row: q.ReportOrderRow): ReportOrder {
  const delivered = row.status === "DELIVERED";
  const gross = row.subtotalPaise + row.packagingPaise;
  const net = netOfCommission({
    grossPaise: gross,
    commissionPaise: row.commissionPaise,
    commissionGstPaise: row.commissionGstPaise,
  });
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    placedAt: row.placedAt,
    items: row.itemCount,
    status: row.status,
    paymentMode: row.paymentMode,
    gross: toRupees(gross),
    commission: delivered ? toRupees(row.commissionPaise) : 0,
    commissionGst: delivered ? toRupees(row.commissionGstPaise) : 0,
    net: delivered ? toRupees(net) : 0,
  };
}

/** The report of a range with its orders (a page of them, or all), its totals and its settlement statement. */
async function reportOf(
  deps: ReportsDeps,
  ownerId: string,
  range: { from: string; to: string },
  page?: { limit: number; offset: number },
): Promise<Omit<RestaurantReport, "pagination">> {
  const restaurant = await restaurantOf(deps, ownerId);
  const period = dayWindow(range.from, range.to);
  const [rows, sales, ledger] = await Promise.all([
    q.restaurantOrders(deps.db, restaurant.id, period, page),
    q.restaurantSales(deps.db, restaurant.id, period),
    q.restaurantLedgerSums(deps.db, restaurant.id, period, deps.clock.now()),
  ]);
  // Every row counts the whole span; a page past the last has none to tell.
  const orders = rows[0]?.total ?? (page?.offset ? await q.restaurantOrderCount(deps.db, restaurant.id, period) : 0);
  // Delivered orders and their money from the day rollup: the same orders as the rows' DELIVERED ones.
  const delivered = sales.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      grossPaise: sum.grossPaise + day.grossPaise,
      commissionPaise: sum.commissionPaise + day.commissionPaise,
      commissionGstPaise: sum.commissionGstPaise + day.commissionGstPaise,
    }),
    { orders: 0, grossPaise: 0, commissionPaise: 0, commissionGstPaise: 0 },
  );
  return {
    from: range.from,
    to: range.to,
    orders: rows.map(reportOrder),
    totals: {
      orders,
      delivered: delivered.orders,
      gross: toRupees(delivered.grossPaise),
      commission: toRupees(delivered.commissionPaise),
      commissionGst: toRupees(delivered.commissionGstPaise),
      net: toRupees(netOfCommission(delivered)),
    },
    settlement: toWireStatement(settlementStatement(ledger)),
  };
}

/**
 * `GET /restaurant/report`: a page of the owner's orders from `from` to `to` (India days, both included), newest
 * first, with the whole range's totals and the period's settlement statement from the ledger entries dated in it.
 */
export async function restaurantReport(
  deps: ReportsDeps,
  ownerId: string,
  query: { from: string; to: string; page: number; limit: number },
): Promise<RestaurantReport> {
  const { page, limit } = query;
  const report = await reportOf(deps, ownerId, query, { limit, offset: (page - 1) * limit });
  const total = report.totals.orders;
  return { ...report, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** `GET /restaurant/report?format=csv`: every order of the range (no pages), as reportCsv writes them. */
export function restaurantReportCsv(deps: ReportsDeps, ownerId: string, range: { from: string; to: string }) {
  return reportOf(deps, ownerId, range);
}

/** GMV: what customers pay for the orders that were not cancelled or rejected. */
function gmvPaise(rows: Array<{ status: string; totalPaise: number }>): number {
  return rows
    .filter((row) => !UNSOLD_STATUSES.includes(row.status as OrderStatus))
    .reduce((sum, row) => sum + row.totalPaise, 0);
}

/** `GET /order/overview`: today across the platform (OrderOverviewSchema), at most a minute old. */
export function orderOverview(deps: ReportsDeps): Promise<OrderOverview> {
  return deps.adminCache.get("overview", () => computeOverview(deps));
}

async function computeOverview(deps: ReportsDeps): Promise<OrderOverview> {
  const now = deps.clock.now();
  const today = lastDays(now, 1);
  const [todays, week, restaurants, riders, customers] = await Promise.all([
    q.ordersByStatus(deps.db, today),
    q.ordersByStatus(deps.db, lastDays(now, OVERVIEW_GMV_DAYS)),
    q.activeRestaurants(deps.db),
    q.ridersOnline(deps.db),
    q.newCustomers(deps.db, today),
  ]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of todays) byStatus[row.status as OrderStatus] = row.orders;
  const orders = todays.reduce((sum, row) => sum + row.orders, 0);
  return {
    today: { orders, byStatus, gmv: toRupees(gmvPaise(todays)) },
    gmvLast7Days: toRupees(gmvPaise(week)),
    activeRestaurants: restaurants,
    ridersOnline: riders,
    newCustomersToday: customers,
    cancellationRate: rateOf(byStatus.CANCELLED, orders),
    rejectionRate: rateOf(byStatus.REJECTED, orders),
  };
}

/**
 * `GET /order/revenue`: the platform's delivered orders over the last `days` India days (PlatformRevenueSchema), at
 * most a minute old.
 */
export function platformRevenue(deps: ReportsDeps, days: number): Promise<PlatformRevenue> {
  return deps.adminCache.get(`revenue:${days}`, () => computePlatformRevenue(deps, days));
}

async function computePlatformRevenue(deps: ReportsDeps, days: number): Promise<PlatformRevenue> {
  const period = lastDays(deps.clock.now(), days);
  const [rows, top] = await Promise.all([
    q.platformSales(deps.db, period),
    q.topRestaurants(deps.db, period, TOP_LIMIT),
  ]);
  const byDay = emptyDays(period.from, period.to, () => ({ orders: 0, gmv: 0, commission: 0 }));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.orders += row.orders;
    day.gmv += row.gmvPaise;
    day.commission += row.commissionPaise;
  }
  const totals = [...byDay.values()].reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      gmv: sum.gmv + day.gmv,
      commission: sum.commission + day.commission,
    }),
    { orders: 0, gmv: 0, commission: 0 },
  );
  return {
    days,
    from: period.from,
    to: period.to,
    series: [...byDay].map(([date, day]) => ({
      date,
      orders: day.orders,
      gmv: toRupees(day.gmv),
      commission: toRupees(day.commission),
    })),
    totals: { orders: totals.orders, gmv: toRupees(totals.gmv), commission: toRupees(totals.commission) },
    topRestaurants: top.map(({ gmvPaise, ...restaurant }) => ({ ...restaurant, gmv: toRupees(gmvPaise) })),
  };
}
