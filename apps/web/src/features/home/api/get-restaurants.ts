/**
 * GET /admin/restaurant/all for the home page: active restaurants, nearest first within RESTAURANT_LIST.radiusMetres
 * of the stored location when there is one (spec §7), a page of RESTAURANT_LIST.limit at a time.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { RestaurantListResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { LOCATION_SCOPED_QUERY, nearbyQuery, type StoredLocation } from "../../../lib/storage";

export type RestaurantPage = z.infer<typeof RestaurantListResponseSchema>;

export function getRestaurants(location: StoredLocation | null, page: number, signal?: AbortSignal) {
  return api.get<RestaurantPage>("/admin/restaurant/all", {
    query: { page, limit: RESTAURANT_LIST.limit, ...nearbyQuery(location) },
    signal,
  });
}

export const restaurantsQueryOptions = (location: StoredLocation | null) =>
  infiniteQueryOptions({
    queryKey: [LOCATION_SCOPED_QUERY, "restaurants", { lat: location?.lat, lon: location?.lon }],
    queryFn: ({ pageParam, signal }) => getRestaurants(location, pageParam, signal),
    initialPageParam: RESTAURANT_LIST.page as number,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

export const useRestaurants = (location: StoredLocation | null) => useInfiniteQuery(restaurantsQueryOptions(location));
