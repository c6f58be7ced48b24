/** Order lists (admin: every order; a restaurant: its own visible orders): one page query and one count, no N+1. */
import type { OrderListResponse } from "@zaika/contract/order";
import type { OrderStatus } from "@zaika/contract/order-status";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { containsPattern } from "../../db/sql-helpers";
import { BadRequest } from "../../lib/errors";
import { listOrderSummaries } from "./checkout-queries";
import { restaurantVisibleSql } from "./read";

export interface OrderListFilter {
  orderNumber?: string | undefined;
  status?: OrderStatus | undefined;
  /** YYYY-MM-DD, India days (inclusive). */
  startDate?: string | undefined;
  endDate?: string | undefined;
  page: number;
  limit: number;
  /** Only this restaurant's orders, and only those it may see (COD, or online once paid). */
  restaurantId?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Midnight of a calendar day in India (UTC+05:30, no daylight saving), as an instant; 400 for a day like 2026-02-31. */
export function istDayStart(day: string, field: string): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  const roundTrip = Number.isNaN(start.getTime()) ? "" : new Date(start.getTime() + IST_OFFSET_MS).toISOString();
  if (!roundTrip.startsWith(day)) throw new BadRequest(`${field} is not a real date`, field);
  return start;
}

export async function listOrders(db: Db, filter: OrderListFilter): Promise<OrderListResponse> {
  const conditions: Array<SQL | undefined> = [];
  if (filter.restaurantId) {
    conditions.push(eq(orders.restaurantId, filter.restaurantId), restaurantVisibleSql);
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.orderNumber) {
    conditions.push(sql`${orders.orderNumber} ilike ${containsPattern(filter.orderNumber)} escape '\\'`);
  }
  // Range conditions on created_at, so orders_created_idx / orders_restaurant_idx / orders_status_idx apply.
  const start = filter.startDate ? istDayStart(filter.startDate, "startDate") : null;
  const end = filter.endDate ? new Date(istDayStart(filter.endDate, "endDate").getTime() + DAY_MS) : null;
  if (start && end && end.getTime() <= start.getTime()) {
    throw new BadRequest("endDate must be on or after startDate", "endDate");
  }
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { data, total } = await listOrderSummaries(db, where, filter.page, filter.limit);
  return {
    data,
    pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) },
  };
}
