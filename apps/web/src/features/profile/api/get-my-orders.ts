/** GET /order/user/my-orders: the customer's own orders, newest first, a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { QUERY } from "@zaika/contract/constants";
import type { OrderListResponse } from "@zaika/contract/order";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const MY_ORDERS_LIMIT = 10;

export const getMyOrders = (page: number, signal?: AbortSignal) =>
  api.get<OrderListResponse>("/order/user/my-orders", { query: { page, limit: MY_ORDERS_LIMIT }, signal });

// Under "orders" so live order events refresh the history (lib/live-events invalidates that key).
export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...orderQueryKeys.lists, "mine", { page }],
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
    // Spec §9: one retry in the order setting; a 4xx answer will not change by asking again.
    retry: (failureCount, error) =>
      failureCount < QUERY.orderRetries && !(error instanceof ApiError && error.status < 500),
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQueryOptions(page));
