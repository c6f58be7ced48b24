/** GET /order/restaurant/{restaurantId}: the owner's orders (paid online or cash on delivery), filtered and paged. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderListResponse } from "@zaika/contract/order";
import { api } from "../../../lib/api-client";
import { cleanFilters, type OrderFilters, orderKeys, orderRetry } from "./order-keys";

export const getRestaurantOrders = (restaurantId: string, filters: OrderFilters, signal?: AbortSignal) =>
  api.get<OrderListResponse>(`/order/restaurant/${encodeURIComponent(restaurantId)}`, {
    query: cleanFilters(filters),
    signal,
  });

export const restaurantOrdersQueryOptions = (restaurantId: string, filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.restaurant(restaurantId, filters),
    queryFn: ({ signal }) => getRestaurantOrders(restaurantId, filters, signal),
    placeholderData: keepPreviousData,
    retry: orderRetry,
  });

export const useRestaurantOrders = (restaurantId: string | undefined, filters: OrderFilters) =>
  useQuery({ ...restaurantOrdersQueryOptions(restaurantId ?? "", filters), enabled: Boolean(restaurantId) });
