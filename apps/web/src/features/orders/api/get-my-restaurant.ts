/** GET /restaurant: the signed-in owner's restaurant (its id scopes the order list). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Restaurant } from "@zaika/contract/restaurant";
import { api } from "../../../lib/api-client";

export async function getMyRestaurant(signal?: AbortSignal): Promise<Restaurant> {
  const { data } = await api.get<{ data: Restaurant }>("/restaurant", { signal });
  return data;
}

// The same key and value as the restaurants feature's own query, so both share one cache entry.
export const myRestaurantQueryOptions = () =>
  queryOptions({ queryKey: ["restaurants", "mine"], queryFn: ({ signal }) => getMyRestaurant(signal) });

export const useMyRestaurant = () => useQuery(myRestaurantQueryOptions());
