/**
 * The customer's order history filter (issue 14 item 3): All, Active (on its way: not yet delivered, rejected or
 * cancelled), Delivered, Cancelled (cancelled by anyone, or rejected by the restaurant). The server filters
 * GET /order/user/my-orders by it (`group`); the web keeps it in the URL (`?show=`).
 */
import { ORDER_STATUSES, type OrderStatus, TERMINAL_STATUSES } from "./order-status";

export const ORDER_HISTORY_FILTERS = ["all", "active", "delivered", "cancelled"] as const;
export type OrderHistoryFilter = (typeof ORDER_HISTORY_FILTERS)[number];

export const ORDER_HISTORY_FILTER_LABELS: Record<OrderHistoryFilter, string> = {
  all: "All",
  active: "Active",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** Orders per page of the history ("Load more" fetches the next page). */
export const ORDER_HISTORY_LIMIT = 10;

/** The statuses a filter keeps; null: every status. */
export function statusesOfHistoryFilter(filter: OrderHistoryFilter): readonly OrderStatus[] | null {
  switch (filter) {
    case "all":
      return null;
    case "active":
      return ORDER_STATUSES.filter((status) => !TERMINAL_STATUSES.includes(status));
    case "delivered":
      return ["DELIVERED"];
    case "cancelled":
      return ["CANCELLED", "REJECTED"];
  }
}

/** A filter read from the URL: anything unknown reads as "all". */
export function historyFilterOf(value: string | null | undefined): OrderHistoryFilter {
  return (ORDER_HISTORY_FILTERS as readonly string[]).includes(value ?? "") ? (value as OrderHistoryFilter) : "all";
}

/** What the list says when a filter keeps nothing. */
export const ORDER_HISTORY_EMPTY: Record<OrderHistoryFilter, { title: string; description: string }> = {
  all: { title: "No orders yet", description: "Your orders will show here once you place one." },
  active: { title: "No active orders", description: "Orders on their way will show here." },
  delivered: { title: "No delivered orders", description: "Orders delivered to you will show here." },
  cancelled: { title: "No cancelled orders", description: "Cancelled and rejected orders will show here." },
};
