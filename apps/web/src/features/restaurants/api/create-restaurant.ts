/** POST /admin/restaurant: the draft form of spec §3 and the owner's login; creates both. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createRestaurant as createRestaurantEndpoint } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES, type RestaurantCreateBody } from "@zaika/contract/restaurant";
import { invalidateRestaurants } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export async function createRestaurant(body: RestaurantCreateBody) {
  const response = await call(createRestaurantEndpoint, { body });
  return response.data;
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: () => {
      toast.success(translateMessage(RESTAURANT_MESSAGES.added));
      return invalidateRestaurants(queryClient);
    },
  });
}
