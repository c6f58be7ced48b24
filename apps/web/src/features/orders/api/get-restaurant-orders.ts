/** GET /order/restaurant/{restaurantId}: the owner's orders (paid online or cash on delivery), filtered and paged. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurantOrders as getRestaurantOrdersEndpoint } from "@zaika/contract/endpoints/orders";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { type OrderFilters, orderQueryKeys } from "../../../lib/order-query-keys";
import { cleanFilters } from "./order-filters";

export const getRestaurantOrders = (restaurantId: string, filters: OrderFilters, signal?: AbortSignal) =>
  call(getRestaurantOrdersEndpoint, { params: { restaurantId }, query: cleanFilters(filters), signal });

export const restaurantOrdersQueryOptions = (restaurantId: string, filters: OrderFilters) =>
  queryOptions({
    queryKey: orderQueryKeys.restaurant(restaurantId, filters),
    queryFn: ({ signal }) => getRestaurantOrders(restaurantId, filters, signal),
    placeholderData: keepPreviousData,
    retry: orderRetry,
  });

export const useRestaurantOrders = (restaurantId: string | undefined, filters: OrderFilters) =>
  useQuery({ ...restaurantOrdersQueryOptions(restaurantId ?? "", filters), enabled: Boolean(restaurantId) });
