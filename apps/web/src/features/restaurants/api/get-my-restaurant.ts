/** GET /restaurant: the signed-in owner's own restaurant. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RestaurantDetailResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function getMyRestaurant(signal?: AbortSignal) {
  const { data } = await api.get<z.infer<typeof RestaurantDetailResponseSchema>>("/restaurant", { signal });
  return data;
}

export const myRestaurantQueryOptions = () =>
  queryOptions({ queryKey: restaurantKeys.mine(), queryFn: ({ signal }) => getMyRestaurant(signal) });

export const useMyRestaurant = (enabled = true) => useQuery({ ...myRestaurantQueryOptions(), enabled });
