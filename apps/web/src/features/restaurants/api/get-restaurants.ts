/** GET /admin/restaurant/all for the admin's list: one page of restaurants (inactive ones too), searched and filtered. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurants, restaurantKeys } from "../../../api/restaurants";

export type RestaurantListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  isActive?: boolean | undefined;
};

/** The list's filters as the endpoint's query: an empty search is no search, a boolean travels as text. */
export function listQuery({ page, limit, search, isActive }: RestaurantListParams) {
  return {
    page,
    limit,
    search: search || undefined,
    isActive: isActive === undefined ? undefined : isActive ? ("true" as const) : ("false" as const),
  };
}

export const restaurantsQueryOptions = (params: RestaurantListParams) =>
  queryOptions({
    queryKey: restaurantKeys.list(params),
    queryFn: ({ signal }) => getRestaurants(listQuery(params), signal),
    // Keep the current page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useRestaurants = (params: RestaurantListParams) => useQuery(restaurantsQueryOptions(params));
