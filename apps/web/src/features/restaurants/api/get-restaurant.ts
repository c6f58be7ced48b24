/** GET /admin/restaurant/{id}: one restaurant, with its bank and tax details for an admin or its owner. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurant as getRestaurantEndpoint } from "@zaika/contract/endpoints/restaurants";
import type { Restaurant } from "@zaika/contract/restaurant";
import { restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";

export async function getRestaurant(id: string, signal?: AbortSignal): Promise<Restaurant> {
  const { data } = await call(getRestaurantEndpoint, { params: { id }, signal });
  return data;
}

export const restaurantQueryOptions = (id: string) =>
  queryOptions({ queryKey: restaurantKeys.detail(id), queryFn: ({ signal }) => getRestaurant(id, signal) });

export const useRestaurant = (id: string, enabled = true) => useQuery({ ...restaurantQueryOptions(id), enabled });
