/**
 * Every restaurant's id and name, for the admin's pickers (a coupon's restaurants, a banner's link): GET
 * /admin/restaurant/all read page by page at its largest page size, inactive restaurants included. Under
 * `restaurantKeys.all`, so any restaurant change refreshes it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurants, restaurantKeys } from "./restaurants";

/** The largest `limit` GET /admin/restaurant/all accepts. */
const PAGE_SIZE = 100;

export type RestaurantOption = { _id: string; name: string; isActive: boolean };

export async function getRestaurantOptions(signal?: AbortSignal): Promise<RestaurantOption[]> {
  const options: RestaurantOption[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const result = await getRestaurants({ page, limit: PAGE_SIZE }, signal);
    totalPages = result.pagination.totalPages;
    options.push(...result.data.map(({ _id, name, isActive }) => ({ _id, name, isActive })));
  }
  return options.sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

export const restaurantOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...restaurantKeys.all, "options"] as const,
    queryFn: ({ signal }) => getRestaurantOptions(signal),
  });

export const useRestaurantOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...restaurantOptionsQueryOptions(), enabled });
