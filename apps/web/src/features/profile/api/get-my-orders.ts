/** GET /order/user/my-orders: the customer's own orders, newest first, a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getMyOrders as getMyOrdersEndpoint } from "@zaika/contract/endpoints/orders";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const MY_ORDERS_LIMIT = 10;

export const getMyOrders = (page: number, signal?: AbortSignal) =>
  call(getMyOrdersEndpoint, { query: { page, limit: MY_ORDERS_LIMIT }, signal });

// Under "orders" so live order events refresh the history (lib/live-events invalidates that key).
export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderQueryKeys.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
    retry: orderRetry,
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQueryOptions(page));
