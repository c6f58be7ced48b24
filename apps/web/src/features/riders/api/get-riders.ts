/** GET /admin/riders: one page of delivery partners, searched by name, phone or vehicle and filtered by availability. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RiderListResponseSchema } from "@zaika/contract/rider";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type RiderListResponse = z.infer<typeof RiderListResponseSchema>;

export type RiderListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  available?: boolean | undefined;
};

/** Query keys of this feature: every write invalidates `all`. */
export const riderKeys = {
  all: ["riders"] as const,
  list: (params: RiderListParams) => [...riderKeys.all, "list", params] as const,
};

export function getRiders({ page, limit, search, available }: RiderListParams, signal?: AbortSignal) {
  return api.get<RiderListResponse>("/admin/riders", {
    query: { page, limit, search: search || undefined, available },
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
