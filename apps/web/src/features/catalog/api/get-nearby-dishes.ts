/** GET /products/nearby: orderable dishes of a category from restaurants near the stored location, nearest first. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { listNearbyDishes } from "@zaika/contract/endpoints/products";
import { call } from "../../../lib/api-client";
import { LOCATION_SCOPED_QUERY, nearbyQuery, type StoredLocation } from "../../../lib/storage";

export type NearbyDishesPage = ResponseOf<typeof listNearbyDishes>;
export type NearbyDish = NearbyDishesPage["data"][number];

const DISHES_PER_PAGE = 12;

export function getNearbyDishes(
  categoryId: string,
  location: StoredLocation | null,
  page: number,
  signal?: AbortSignal,
): Promise<NearbyDishesPage> {
  return call(listNearbyDishes, {
    query: { categoryId, page, limit: DISHES_PER_PAGE, ...nearbyQuery(location) },
    signal,
  });
}

export const nearbyDishesQueryOptions = (categoryId: string, location: StoredLocation | null) =>
  infiniteQueryOptions({
    queryKey: [LOCATION_SCOPED_QUERY, "dishes", { categoryId, lat: location?.lat, lon: location?.lon }],
    queryFn: ({ pageParam, signal }) => getNearbyDishes(categoryId, location, pageParam, signal),
    initialPageParam: RESTAURANT_LIST.page as number,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

export const useNearbyDishes = (categoryId: string, location: StoredLocation | null) =>
  useInfiniteQuery(nearbyDishesQueryOptions(categoryId, location));
