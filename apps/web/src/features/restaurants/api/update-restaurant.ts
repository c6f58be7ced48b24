/** PUT /admin/restaurant/{id}: the admin's whole edit form, or the owner's without the platform's fields. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateRestaurant as updateRestaurantEndpoint } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES, type RestaurantUpdateBody } from "@zaika/contract/restaurant";
import { invalidateRestaurants, restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export async function updateRestaurant({ id, body }: { id: string; body: RestaurantUpdateBody }) {
  const response = await call(updateRestaurantEndpoint, { params: { id }, body });
  return response.data;
}

export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) => {
      toast.success(translateMessage(RESTAURANT_MESSAGES.updated));
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      return invalidateRestaurants(queryClient);
    },
  });
}
