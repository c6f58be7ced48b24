/** Query keys of the orders feature, built on the ones live events refresh (lib/order-query-keys). */
import { QUERY } from "@zaika/contract/constants";
import type { OrderListQuery } from "@zaika/contract/order";
import { ApiError } from "../../../lib/api-error";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export type OrderFilters = Omit<OrderListQuery, "page" | "limit"> & { page: number; limit: number };

export const orderKeys = {
  all: orderQueryKeys.lists,
  admin: (filters: OrderFilters) => [...orderKeys.all, "admin", filters] as const,
  restaurant: (restaurantId: string, filters: OrderFilters) =>
    [...orderKeys.all, "restaurant", restaurantId, filters] as const,
  detail: orderQueryKeys.one,
  cancellation: (id: string) => [...orderQueryKeys.one(id), "cancellation"] as const,
};

/** Drops empty filter values so they are left out of the query string. */
export function cleanFilters(filters: OrderFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") query[key] = value;
  }
  return query;
}

/** Spec §9: one retry in the order setting; a 4xx answer (bad filter, someone else's order) will not change. */
export function orderRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY.orderRetries && !(error instanceof ApiError && error.status < 500);
}
