/**
 * GET /admin/riders: delivery partners, a page at a time. Read by the admin's riders page (searched, filtered) and by
 * an order's rider assignment (the riders online now), under one key root so every rider change refreshes both.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { getRiders as getRidersEndpoint } from "@zaika/contract/endpoints/riders";
import { call } from "../lib/api-client";

export type RiderListResponse = ResponseOf<typeof getRidersEndpoint>;

export type RiderListParams = {
  page?: number | undefined;
  limit: number;
  search?: string | undefined;
  available?: boolean | undefined;
};

/** Query keys of riders: every rider write invalidates `all`. */
export const riderKeys = {
  all: ["riders"] as const,
  list: (params: RiderListParams) => [...riderKeys.all, "list", params] as const,
  available: () => [...riderKeys.all, "available"] as const,
};

const queryBoolean = (value: boolean | undefined) => (value === undefined ? undefined : value ? "true" : "false");

export function getRiders(
  { page, limit, search, available }: RiderListParams,
  signal?: AbortSignal,
): Promise<RiderListResponse> {
  return call(getRidersEndpoint, {
    query: { page, limit, search: search || undefined, available: queryBoolean(available) },
    signal,
  });
}

export const ridersQueryOptions = (params: RiderListParams) =>
  queryOptions({
    queryKey: riderKeys.list(params),
    queryFn: ({ signal }) => getRiders(params, signal),
    // Keep the current page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useRiders = (params: RiderListParams) => useQuery(ridersQueryOptions(params));

/** Active riders who are online now (candidates for a delivery). */
export const availableRidersQueryOptions = () =>
  queryOptions({
    queryKey: riderKeys.available(),
    queryFn: ({ signal }) => getRiders({ limit: 100, available: true }, signal),
    // Who is online changes minute to minute.
    staleTime: 0,
  });

export const useAvailableRiders = (enabled: boolean) => useQuery({ ...availableRidersQueryOptions(), enabled });
