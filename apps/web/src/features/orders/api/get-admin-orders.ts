/** GET /order: every order for an admin, searched by order number and filtered (spec §7, limit 5 by default). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ORDER_MESSAGES, type OrderListResponse } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { cleanFilters, type OrderFilters, orderKeys, orderRetry } from "./order-keys";

export async function getAdminOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderListResponse> {
  try {
    return await api.get<OrderListResponse>("/order", { query: cleanFilters(filters), signal, toast: false });
  } catch (error) {
    // Spec §8: 'Failed to fetch orders', never the server's message. The id keeps a retry from doubling it.
    if (!signal?.aborted) toast.error(ORDER_MESSAGES.fetchFailed, { id: ORDER_MESSAGES.fetchFailed });
    throw error;
  }
}

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.admin(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    placeholderData: keepPreviousData,
    retry: orderRetry,
  });

export const useAdminOrders = (filters: OrderFilters) => useQuery(adminOrdersQueryOptions(filters));
