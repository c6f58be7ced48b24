/** GET /order: every order for an admin, searched by order number and filtered (spec §7, limit 5 by default). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getAllOrders } from "@zaika/contract/endpoints/orders";
import type { OrderListResponse } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { type OrderFilters, orderQueryKeys } from "../../../lib/order-query-keys";
import { toast } from "../../../lib/toast";
import { cleanFilters } from "./order-filters";

export async function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderListResponse> {
  try {
    return await call(getAllOrders, { query: cleanFilters(filters), signal, toast: false });
  } catch (error) {
    // Spec §8: 'Failed to fetch orders', never the server's message. The id keeps a retry from doubling it.
    if (!signal?.aborted) toast.error(messageText(ORDER_MESSAGES.fetchFailed), { id: ORDER_MESSAGES.fetchFailed });
    throw error;
  }
}

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderQueryKeys.admin(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
    retry: orderRetry,
  });

export const useAdminOrders = (filters: OrderFilters) => useQuery(adminOrdersQueryOptions(filters));
