/** GET /order/overview: today across the platform, for the admin dashboard. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrderOverview as getOrderOverviewEndpoint } from "@zaika/contract/endpoints/reports";
import { call } from "../../../lib/api-client";
import { dashboardQueryKeys } from "./dashboard-query-keys";

export const getOrderOverview = (signal?: AbortSignal) => call(getOrderOverviewEndpoint, { signal, toast: false });

export const orderOverviewQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKeys.overview, queryFn: ({ signal }) => getOrderOverview(signal) });

export const useOrderOverview = () => useQuery(orderOverviewQueryOptions());
