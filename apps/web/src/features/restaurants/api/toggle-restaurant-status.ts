/** PATCH /admin/restaurant/{id}/toggle-status: switch a restaurant between active and inactive (admin only). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestaurantResponseSchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type RestaurantListResponse, restaurantKeys } from "./get-restaurants";

export async function toggleRestaurantStatus(id: string) {
  const response = await api.patch<z.infer<typeof RestaurantResponseSchema>>(
    `/admin/restaurant/${encodeURIComponent(id)}/toggle-status`,
  );
  return response.data;
}

export function useToggleRestaurantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRestaurantStatus,
    onSuccess: (restaurant) => {
      // Show the new state at once in the detail and in any list holding it; the refetch below confirms it.
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      queryClient.setQueriesData<RestaurantListResponse>({ queryKey: [...restaurantKeys.all, "list"] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item._id === restaurant._id ? restaurant : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}
