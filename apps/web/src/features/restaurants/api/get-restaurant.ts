/** GET /admin/restaurant/{id}: one restaurant, with its bank and tax details for an admin or its owner. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RestaurantDetailResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function getRestaurant(id: string, signal?: AbortSignal) {
  const { data } = await api.get<z.infer<typeof RestaurantDetailResponseSchema>>(
    `/admin/restaurant/${encodeURIComponent(id)}`,
    { signal },
  );
  return data;
}

export const restaurantQueryOptions = (id: string) =>
  queryOptions({ queryKey: restaurantKeys.detail(id), queryFn: ({ signal }) => getRestaurant(id, signal) });

export const useRestaurant = (id: string, enabled = true) => useQuery({ ...restaurantQueryOptions(id), enabled });
