/**
 * The query keys of orders, defined once: every screen that caches orders uses these, and live order events
 * (lib/live-events.ts) invalidate their prefixes, so a status change anywhere reaches every open list and order page
 * without polling.
 */
import type { OrderListQuery } from "@zaika/contract/order";

/** The filters of the admin's and restaurants' order lists (page and limit always set). */
export type OrderFilters = Omit<OrderListQuery, "page" | "limit"> & { page: number; limit: number };

const lists = ["orders"] as const;
const anyOne = ["order"] as const;

export const orderQueryKeys = {
  /** Prefix of every order list. */
  lists,
  /** Every order, for admins. */
  admin: (filters: OrderFilters) => [...lists, "admin", filters] as const,
  /** A restaurant's orders. */
  restaurant: (restaurantId: string, filters: OrderFilters) => [...lists, "restaurant", restaurantId, filters] as const,
  /** The signed-in customer's order history under one filter (its pages loaded one after another). */
  mine: (show: string) => [...lists, "mine", { show }] as const,
  /** One order (and, under it, its cancellation quote). */
  one: (orderId: string) => [...anyOne, orderId] as const,
  /** Prefix of every single order. */
  anyOne,
  /** What cancelling the order now would cost. */
  cancellation: (orderId: string) => [...anyOne, orderId, "cancellation"] as const,
  /** The signed-in rider's deliveries. */
  riderWork: ["rider", "me"] as const,
};
