/** PUT /admin/restaurant/{id}: the admin's whole edit form, or the owner's without the platform's fields. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  RESTAURANT_MESSAGES,
  type RestaurantResponseSchema,
  type RestaurantUpdateBody,
} from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function updateRestaurant({ id, body }: { id: string; body: RestaurantUpdateBody }) {
  const response = await api.put<z.infer<typeof RestaurantResponseSchema>>(
    `/admin/restaurant/${encodeURIComponent(id)}`,
    body,
  );
  return response.data;
}

export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => {
      toast.success(RESTAURANT_MESSAGES.updated);
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      return queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}
