/**
 * The report figures (issue 11): a restaurant's revenue dashboard and order report, the admins' overview and the
 * platform's revenue. Money is priced here with the contract's rules (reports.ts, settlement.ts), per order, at each
 * restaurant's current commission rate; the queries only count and sum. The report's settlement statement is read
 * from the ledger instead (settlements.ts), so it keeps the rate each order was delivered at.
 */
import { toRupees } from "@zaika/contract/common";
import { ORDER_STATUSES, type OrderStatus } from "@zaika/contract/order-status";
import {
  daysOf,
  dayWindow,
  lastDays,
  meanMinutes,
  type OrderOverview,
  OVERVIEW_GMV_DAYS,
  type PlatformRevenue,
  REPORT_MESSAGES,
  type ReportOrder,
  type RestaurantReport,
  type RestaurantRevenue,
  rateOf,
  restaurantShare,
  TOP_LIMIT,
  UNSOLD_STATUSES,
} from "@zaika/contract/reports";
import { commissionPaise } from "@zaika/contract/settlement";
import { settlementStatement, toWireStatement } from "@zaika/contract/settlements";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import * as q from "./queries";

export type ReportsDeps = Pick<ModuleDeps, "db" | "clock">;

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
    const share = restaurantShare(row, restaurant.commissionRate);
    day.orders += row.orders;
    day.gross += share.gross * row.orders;
    day.net += share.net * row.orders;
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

/**
 * `GET /restaurant/report`: the owner's orders from `from` to `to` (India days, both included), newest first, and
 * the period's settlement statement from the ledger entries dated in it.
 */
export async function restaurantReport(
  deps: ReportsDeps,
  ownerId: string,
  range: { from: string; to: string },
): Promise<RestaurantReport> {
  const restaurant = await restaurantOf(deps, ownerId);
  const period = dayWindow(range.from, range.to);
  const [rows, ledger] = await Promise.all([
    q.restaurantOrders(deps.db, restaurant.id, period),
    q.restaurantLedgerSums(deps.db, restaurant.id, period),
  ]);
  const totals = { orders: rows.length, delivered: 0, gross: 0, commission: 0, commissionGst: 0, net: 0 };
  const orders: ReportOrder[] = rows.map((row) => {
    const share = restaurantShare(row, restaurant.commissionRate);
    const delivered = row.status === "DELIVERED";
    if (delivered) {
      totals.delivered += 1;
      totals.gross += share.gross;
      totals.commission += share.commission;
      totals.commissionGst += share.commissionGst;
      totals.net += share.net;
    }
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      placedAt: row.createdAt.toISOString(),
      items: row.itemCount,
      status: row.status,
      paymentMode: row.paymentMode,
      gross: toRupees(share.gross),
      commission: delivered ? toRupees(share.commission) : 0,
      commissionGst: delivered ? toRupees(share.commissionGst) : 0,
      net: delivered ? toRupees(share.net) : 0,
    };
  });
  return {
    from: range.from,
    to: range.to,
    orders,
    totals: {
      orders: totals.orders,
      delivered: totals.delivered,
      gross: toRupees(totals.gross),
      commission: toRupees(totals.commission),
      commissionGst: toRupees(totals.commissionGst),
      net: toRupees(totals.net),
    },
    settlement: toWireStatement(settlementStatement(ledger)),
  };
}

/** GMV: what customers pay for the orders that were not cancelled or rejected. */
function gmvPaise(rows: Array<{ status: string; totalPaise: number }>): number {
  return rows
    .filter((row) => !UNSOLD_STATUSES.includes(row.status as OrderStatus))
    .reduce((sum, row) => sum + row.totalPaise, 0);
}

/** `GET /order/overview`: today across the platform (OrderOverviewSchema). */
export async function orderOverview(deps: ReportsDeps): Promise<OrderOverview> {
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

/** `GET /order/revenue`: the platform's delivered orders over the last `days` India days (PlatformRevenueSchema). */
export async function platformRevenue(deps: ReportsDeps, days: number): Promise<PlatformRevenue> {
  const period = lastDays(deps.clock.now(), days);
  const rows = await q.platformSales(deps.db, period);
  const byDay = emptyDays(period.from, period.to, () => ({ orders: 0, gmv: 0, commission: 0 }));
  const byRestaurant = new Map<string, { restaurantId: string; name: string; orders: number; gmv: number }>();
  for (const row of rows) {
    const commission = commissionPaise(row.subtotalPaise, row.commissionRate) * row.orders;
    const day = byDay.get(row.day);
    if (day) {
      day.orders += row.orders;
      day.gmv += row.totalPaise;
      day.commission += commission;
    }
    const restaurant = byRestaurant.get(row.restaurantId) ?? {
      restaurantId: row.restaurantId,
      name: row.name,
      orders: 0,
      gmv: 0,
    };
    restaurant.orders += row.orders;
    restaurant.gmv += row.totalPaise;
    byRestaurant.set(row.restaurantId, restaurant);
  }
  const totals = [...byDay.values()].reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      gmv: sum.gmv + day.gmv,
      commission: sum.commission + day.commission,
    }),
    { orders: 0, gmv: 0, commission: 0 },
  );
  const top = [...byRestaurant.values()]
    .sort((a, b) => b.gmv - a.gmv || b.orders - a.orders || a.name.localeCompare(b.name))
    .slice(0, TOP_LIMIT);
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
    topRestaurants: top.map((restaurant) => ({ ...restaurant, gmv: toRupees(restaurant.gmv) })),
  };
}
