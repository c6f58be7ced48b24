/** DELETE /admin/restaurant/{id}: removes a restaurant (one with orders is hidden and deactivated instead). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteRestaurant as deleteRestaurantEndpoint } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { invalidateRestaurants, restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export const deleteRestaurant = (id: string) => call(deleteRestaurantEndpoint, { params: { id } });

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurant,
    onSuccess: (_response, id) => {
      toast.success(translateMessage(RESTAURANT_MESSAGES.removed));
      queryClient.removeQueries({ queryKey: restaurantKeys.detail(id) });
      return invalidateRestaurants(queryClient);
    },
  });
}
