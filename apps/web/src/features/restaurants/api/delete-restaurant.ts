/** DELETE /admin/restaurant/{id}: removes a restaurant (one with orders is hidden and deactivated instead). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export const deleteRestaurant = (id: string) => api.delete(`/admin/restaurant/${encodeURIComponent(id)}`);

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurant,
    onSuccess: (_response, id) => {
      toast.success(RESTAURANT_MESSAGES.removed);
      queryClient.removeQueries({ queryKey: restaurantKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}
