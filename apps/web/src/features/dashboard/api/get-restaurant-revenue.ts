/** GET /restaurant/revenue?days=N: the owner's dashboard (today's figures, daily revenue, best-selling dishes). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurantRevenue as getRestaurantRevenueEndpoint } from "@zaika/contract/endpoints/reports";
import { call } from "../../../lib/api-client";
import { dashboardQueryKeys } from "./dashboard-query-keys";

// Errors are shown in the page (with a retry), not toasted as well.
export const getRestaurantRevenue = (days: number, signal?: AbortSignal) =>
  call(getRestaurantRevenueEndpoint, { query: { days }, signal, toast: false });

export const restaurantRevenueQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardQueryKeys.restaurantRevenue(days),
    queryFn: ({ signal }) => getRestaurantRevenue(days, signal),
    placeholderData: keepPreviousData,
  });

export const useRestaurantRevenue = (days: number) => useQuery(restaurantRevenueQueryOptions(days));
