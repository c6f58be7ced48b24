/**
 * GET /admin/restaurant/all?categoryId: the active restaurants serving a category, nearest first within
 * RESTAURANT_LIST.radiusMetres of the stored location when there is one (spec §7).
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { RestaurantListResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { LOCATION_SCOPED_QUERY, nearbyQuery, type StoredLocation } from "../../../lib/storage";

export type RestaurantPage = z.infer<typeof RestaurantListResponseSchema>;

export function getCategoryRestaurants(
  categoryId: string,
  location: StoredLocation | null,
  page: number,
  signal?: AbortSignal,
) {
  return api.get<RestaurantPage>("/admin/restaurant/all", {
    query: { page, limit: RESTAURANT_LIST.limit, categoryId, ...nearbyQuery(location) },
    signal,
  });
}

export const categoryRestaurantsQueryOptions = (categoryId: string, location: StoredLocation | null) =>
  infiniteQueryOptions({
    queryKey: [LOCATION_SCOPED_QUERY, "restaurants", { categoryId, lat: location?.lat, lon: location?.lon }],
    queryFn: ({ pageParam, signal }) => getCategoryRestaurants(categoryId, location, pageParam, signal),
    initialPageParam: RESTAURANT_LIST.page as number,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

export const useCategoryRestaurants = (categoryId: string, location: StoredLocation | null) =>
  useInfiniteQuery(categoryRestaurantsQueryOptions(categoryId, location));
