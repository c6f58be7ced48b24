/** Every restaurant matching the filters, read page by page at the largest page size (for the map view). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Restaurant } from "@zaika/contract/restaurant";
import { getRestaurants, restaurantKeys } from "../../../api/restaurants";
import { listQuery, type RestaurantListParams } from "./get-restaurants";

/** The largest `limit` GET /admin/restaurant/all accepts. */
const PAGE_SIZE = 100;

type MapFilters = Omit<RestaurantListParams, "page" | "limit">;

export async function getAllRestaurants(filters: MapFilters, signal?: AbortSignal): Promise<Restaurant[]> {
  const first = await getRestaurants(listQuery({ ...filters, page: 1, limit: PAGE_SIZE }), signal);
  const restaurants = [...first.data];
  for (let page = 2; page <= first.pagination.totalPages; page += 1) {
    const next = await getRestaurants(listQuery({ ...filters, page, limit: PAGE_SIZE }), signal);
    restaurants.push(...next.data);
  }
  return restaurants;
}

export const allRestaurantsQueryOptions = (filters: MapFilters) =>
  queryOptions({
    queryKey: restaurantKeys.map(filters),
    queryFn: ({ signal }) => getAllRestaurants(filters, signal),
  });

export const useAllRestaurants = (filters: MapFilters, enabled: boolean) =>
  useQuery({ ...allRestaurantsQueryOptions(filters), enabled });
