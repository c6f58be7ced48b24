/**
 * Restaurants read by more than one feature: the listing of GET /admin/restaurant/all (the admin's pages, the home
 * page and a category's page) and the owner's own restaurant, GET /restaurant (their settings and their orders).
 */
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { QueryInput } from "@zaika/contract/endpoint";
import { getMyRestaurant as getMyRestaurantEndpoint, searchRestaurants } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";
import { call } from "../lib/api-client";
import { DEFAULT_LISTING_VIEW, type ListingView, listingParams } from "../lib/listing-view";
import { LOCATION_SCOPED_QUERY, nearbyQuery, type StoredLocation } from "../lib/storage";

export type RestaurantSearch = QueryInput<typeof searchRestaurants>;

/**
 * Query keys of restaurants. Every write invalidates `all` (the admin's and owner's screens) and `nearby()` (the
 * customers' listings, which sit under LOCATION_SCOPED_QUERY so that a new location re-reads them).
 */
export const restaurantKeys = {
  all: ["restaurants"] as const,
  list: (params: object) => [...restaurantKeys.all, "list", params] as const,
  map: (filters: object) => [...restaurantKeys.all, "map", filters] as const,
  detail: (id: string) => [...restaurantKeys.all, "detail", id] as const,
  mine: () => [...restaurantKeys.all, "mine"] as const,
  businessHours: (id: string) => [...restaurantKeys.all, "business-hours", id] as const,
  nearby: () => [LOCATION_SCOPED_QUERY, "restaurants"] as const,
};

/** After a restaurant changed: every screen showing restaurants reads them again. */
export function invalidateRestaurants(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: restaurantKeys.all }),
    queryClient.invalidateQueries({ queryKey: restaurantKeys.nearby() }),
  ]);
}

/** One page of restaurants: an admin sees inactive ones too; with a location, nearest first. */
export function getRestaurants(query: RestaurantSearch, signal?: AbortSignal) {
  return call(searchRestaurants, { query, signal });
}

export type RestaurantPage = Awaited<ReturnType<typeof getRestaurants>>;

/**
 * Active restaurants (of one category, or all) within RESTAURANT_LIST.radiusMetres of the stored location when there
 * is one (spec §7), open ones first, filtered and sorted as `view` says (decision 017), a page of RESTAURANT_LIST.limit
 * at a time.
 */
export const nearbyRestaurantsQueryOptions = (
  location: StoredLocation | null,
  categoryId?: string,
  view: ListingView = DEFAULT_LISTING_VIEW,
) =>
  infiniteQueryOptions({
    queryKey: [
      ...restaurantKeys.nearby(),
      { categoryId, lat: location?.lat, lon: location?.lon, ...listingParams(view) },
    ],
    queryFn: ({ pageParam, signal }) =>
      getRestaurants(
        {
          page: pageParam,
          limit: RESTAURANT_LIST.limit,
          categoryId,
          ...nearbyQuery(location),
          ...listingParams(view),
        },
        signal,
      ),
    initialPageParam: RESTAURANT_LIST.page as number,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

export const useNearbyRestaurants = (location: StoredLocation | null, categoryId?: string, view?: ListingView) =>
  useInfiniteQuery(nearbyRestaurantsQueryOptions(location, categoryId, view));

/** GET /restaurant: the signed-in owner's own restaurant. */
export async function getMyRestaurant(signal?: AbortSignal): Promise<Restaurant> {
  const { data } = await call(getMyRestaurantEndpoint, { signal });
  return data;
}

export const myRestaurantQueryOptions = () =>
  queryOptions({ queryKey: restaurantKeys.mine(), queryFn: ({ signal }) => getMyRestaurant(signal) });

export const useMyRestaurant = (enabled = true) => useQuery({ ...myRestaurantQueryOptions(), enabled });
