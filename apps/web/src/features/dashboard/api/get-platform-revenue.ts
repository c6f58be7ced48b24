/** GET /order/revenue?days=N: the platform's delivered orders per day and its top restaurants, for admins. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getPlatformRevenue as getPlatformRevenueEndpoint } from "@zaika/contract/endpoints/reports";
import { call } from "../../../lib/api-client";
import { dashboardQueryKeys } from "./dashboard-query-keys";

export const getPlatformRevenue = (days: number, signal?: AbortSignal) =>
  call(getPlatformRevenueEndpoint, { query: { days }, signal, toast: false });

export const platformRevenueQueryOptions = (days: number) =>
  queryOptions({
    queryKey: dashboardQueryKeys.platformRevenue(days),
    queryFn: ({ signal }) => getPlatformRevenue(days, signal),
    placeholderData: keepPreviousData,
  });

export const usePlatformRevenue = (days: number) => useQuery(platformRevenueQueryOptions(days));
