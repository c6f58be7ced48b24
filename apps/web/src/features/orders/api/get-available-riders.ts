/** GET /admin/riders?available=true: active riders who are online now (candidates for a delivery). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Pagination } from "@zaika/contract/common";
import type { Rider } from "@zaika/contract/rider";
import { api } from "../../../lib/api-client";

export const getAvailableRiders = (signal?: AbortSignal) =>
  api.get<{ data: Rider[]; pagination: Pagination }>("/admin/riders", {
    query: { available: "true", limit: 100 },
    signal,
  });

export const availableRidersQueryOptions = () =>
  queryOptions({
    queryKey: ["riders", "available"],
    queryFn: ({ signal }) => getAvailableRiders(signal),
    // Who is online changes minute to minute.
    staleTime: 0,
  });

export const useAvailableRiders = (enabled: boolean) => useQuery({ ...availableRidersQueryOptions(), enabled });
