/** GET /admin/restaurant/all: one page of restaurants (an admin sees inactive ones too), searched and filtered. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { RestaurantListResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type RestaurantListResponse = z.infer<typeof RestaurantListResponseSchema>;

export type RestaurantListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  isActive?: boolean | undefined;
};

/** Query keys of this feature: every write invalidates `all`. */
export const restaurantKeys = {
  all: ["restaurants"] as const,
  list: (params: RestaurantListParams) => [...restaurantKeys.all, "list", params] as const,
  map: (filters: Omit<RestaurantListParams, "page" | "limit">) => [...restaurantKeys.all, "map", filters] as const,
  detail: (id: string) => [...restaurantKeys.all, "detail", id] as const,
  mine: () => [...restaurantKeys.all, "mine"] as const,
  businessHours: (id: string) => [...restaurantKeys.all, "business-hours", id] as const,
};

export function getRestaurants({ page, limit, search, isActive }: RestaurantListParams, signal?: AbortSignal) {
  return api.get<RestaurantListResponse>("/admin/restaurant/all", {
    query: { page, limit, search: search || undefined, isActive },
    signal,
  });
}

export const restaurantsQueryOptions = (params: RestaurantListParams) =>
  queryOptions({
    queryKey: restaurantKeys.list(params),
    queryFn: ({ signal }) => getRestaurants(params, signal),
    // Keep the current page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useRestaurants = (params: RestaurantListParams) => useQuery(restaurantsQueryOptions(params));
