/** The list filters as a query string: empty values are left out. */
import type { QueryInput } from "@zaika/contract/endpoint";
import type { getAllOrders } from "@zaika/contract/endpoints/orders";
import type { OrderFilters } from "../../../lib/order-query-keys";

export function cleanFilters(filters: OrderFilters): QueryInput<typeof getAllOrders> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") query[key] = value;
  }
  return query;
}
