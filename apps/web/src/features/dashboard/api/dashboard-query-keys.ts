/** The query keys of the dashboards' figures, and why each is (or is not) refreshed by live order events. */
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const dashboardQueryKeys = {
  // Under "orders", which live order events refresh (lib/live-events): an owner hears only their own restaurant's
  // orders, so today's figures follow each new order or status change for one request each.
  restaurantRevenue: (days: number) => [...orderQueryKeys.lists, "restaurant-revenue", { days }] as const,
  // Not under "orders": an admin hears every order of the platform, and refetching on each would restart these
  // queries without end at a busy hour. They are as fresh as the query cache's staleTime.
  overview: ["reports", "overview"] as const,
  platformRevenue: (days: number) => ["reports", "platform-revenue", { days }] as const,
  // Not under "orders" either: polled (an order becomes at risk as time passes, with no event), and refetched only
  // when an order it lists is answered (./get-orders-at-risk.ts).
  ordersAtRisk: ["escalation", "at-risk"] as const,
};
