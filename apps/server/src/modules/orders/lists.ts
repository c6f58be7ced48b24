/**
 * The order lists: a customer's own orders, a restaurant's visible orders (its owner or an admin), every order for
 * admins. One page query and one count each (queries.ts orderSummaryPage), no N+1.
 */

import { toRupees } from "@zaika/contract/common";
import { MESSAGES } from "@zaika/contract/messages";
import type { OrderListQuerySchema, OrderListResponse, OrderSummary } from "@zaika/contract/order";
import { statusesOfHistoryFilter } from "@zaika/contract/order-history";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors";
import { liveRestaurantOwner, type OrderListWhere, type OrderSummaryRow, orderSummaryPage } from "./queries";
import { acceptByOf, type OrderViewer } from "./read";

export type OrderListQuery = z.output<typeof OrderListQuerySchema>;
type ListDeps = Pick<ModuleDeps, "db">;

const RESTAURANT_NOT_FOUND = "Restaurant not found";
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Midnight of a calendar day in India (UTC+05:30, no daylight saving), as an instant; 400 for a day like 2026-02-31. */
export function istDayStart(day: string, field: string): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  const roundTrip = Number.isNaN(start.getTime()) ? "" : new Date(start.getTime() + IST_OFFSET_MS).toISOString();
  if (!roundTrip.startsWith(day)) throw new BadRequest(`${field} is not a real date`, field);
  return start;
}

function toSummary(row: OrderSummaryRow): OrderSummary {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    user: { _id: row.customer.id, name: row.customer.name, email: row.customer.email, phone: row.customer.phone },
    finalTotal: toRupees(row.totalPaise),
    paymentMode: row.paymentMode,
    paymentStatus: row.paymentStatus,
    estimatedDeliveryTime: row.estimatedDeliveryAt?.toISOString() ?? null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    acceptBy: acceptByOf(row),
    createdAt: row.createdAt.toISOString(),
    restaurant: { _id: row.restaurant.id, name: row.restaurant.name, logo: row.restaurant.logo },
    itemCount: row.itemCount,
    itemNames: row.items.map((item) => item.name),
    rider: row.rider?.id ? { _id: row.rider.id, name: row.rider.name } : null,
    deliveryAddress: {
      fullName: row.deliveryAddress.fullName,
      addressLine1: row.deliveryAddress.addressLine1,
      city: row.deliveryAddress.city,
    },
  };
}

async function page(deps: ListDeps, where: OrderListWhere, query: OrderListQuery): Promise<OrderListResponse> {
  const { rows, total } = await orderSummaryPage(deps.db, where, query.page, query.limit);
  return {
    data: rows.map(toSummary),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The admin's and restaurants' filters: order number, status and a range of India days. */
function filtered(query: OrderListQuery, restaurantId?: string): OrderListWhere {
  const start = query.startDate ? istDayStart(query.startDate, "startDate") : null;
  const end = query.endDate ? new Date(istDayStart(query.endDate, "endDate").getTime() + DAY_MS) : null;
  if (start && end && end.getTime() <= start.getTime()) {
    throw new BadRequest("endDate must be on or after startDate", "endDate");
  }
  return {
    restaurantId,
    status: query.status,
    orderNumber: query.orderNumber,
    createdFrom: start,
    createdBefore: end,
    ...(restaurantId ? { scheduled: query.scheduled ?? false } : {}),
  };
}

/** Every order, for admins. */
export function listAllOrders(deps: ListDeps, query: OrderListQuery): Promise<OrderListResponse> {
  return page(deps, filtered(query), query);
}

/** A restaurant's orders: its owner (or an admin) only, and only those it may see. */
export async function listRestaurantOrders(
  deps: ListDeps,
  viewer: OrderViewer,
  restaurantId: string,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  const restaurant = await liveRestaurantOwner(deps.db, restaurantId);
  if (viewer.role !== "admin" && restaurant?.ownerId !== viewer.sub) throw new Forbidden(MESSAGES.forbidden);
  if (!restaurant) throw new NotFound(RESTAURANT_NOT_FOUND);
  return page(deps, filtered(query, restaurantId), query);
}

/** The customer's own orders, newest first: filtered by status and by the history's group only. */
export function listMyOrders(deps: ListDeps, userId: string, query: OrderListQuery): Promise<OrderListResponse> {
  return page(deps, { userId, status: query.status, statuses: statusesOfHistoryFilter(query.group ?? "all") }, query);
}

/** The same list addressed by user id: only the caller's own (the original trusted the id and showed anyone's). */
export function listOrdersOfUser(
  deps: ListDeps,
  viewer: OrderViewer,
  userId: string,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  if (userId !== viewer.sub) throw new Forbidden(MESSAGES.forbidden);
  return listMyOrders(deps, viewer.sub, query);
}
