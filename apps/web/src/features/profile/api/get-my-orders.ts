/**
 * GET /order/user/my-orders as the order history reads it: newest first, under one filter (All, Active, Delivered,
 * Cancelled), a page at a time with "Load more". Under the "orders" key, so live order events refetch it.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getMyOrders as getMyOrdersEndpoint } from "@zaika/contract/endpoints/orders";
import { ORDER_HISTORY_LIMIT, type OrderHistoryFilter } from "@zaika/contract/order-history";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const getMyOrders = (show: OrderHistoryFilter, page: number, signal?: AbortSignal) =>
  call(getMyOrdersEndpoint, {
    query: { page, limit: ORDER_HISTORY_LIMIT, ...(show === "all" ? {} : { group: show }) },
    signal,
    // The list shows its own error state.
    toast: false,
  });

// A refetch (a live status change) reads every loaded page again, so the list stays in step without polling.
export const myOrdersQueryOptions = (show: OrderHistoryFilter) =>
  infiniteQueryOptions({
    queryKey: orderQueryKeys.mine(show),
    queryFn: ({ pageParam, signal }) => getMyOrders(show, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
    retry: orderRetry,
  });

export const useMyOrders = (show: OrderHistoryFilter) => useInfiniteQuery(myOrdersQueryOptions(show));
