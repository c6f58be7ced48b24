/** POST /admin/restaurant: the draft form of spec §3 and the owner's login; creates both. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  RESTAURANT_MESSAGES,
  type RestaurantCreateBody,
  type RestaurantResponseSchema,
} from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function createRestaurant(body: RestaurantCreateBody) {
  const response = await api.post<z.infer<typeof RestaurantResponseSchema>>("/admin/restaurant", body);
  return response.data;
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: () => {
      toast.success(RESTAURANT_MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}
