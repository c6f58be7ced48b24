/** PATCH /admin/restaurant/{id}/toggle-status: switch a restaurant between active and inactive (admin only). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toggleRestaurantStatus as toggleRestaurantStatusEndpoint } from "@zaika/contract/endpoints/restaurants";
import { invalidateRestaurants, type RestaurantPage, restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";

export async function toggleRestaurantStatus(id: string) {
  const response = await call(toggleRestaurantStatusEndpoint, { params: { id } });
  return response.data;
}

export function useToggleRestaurantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRestaurantStatus,
    onSuccess: (restaurant) => {
      // Show the new state at once in the detail and in any list holding it; the refetch below confirms it.
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      queryClient.setQueriesData<RestaurantPage>({ queryKey: [...restaurantKeys.all, "list"] }, (page) =>
        page
          ? {
              ...page,
              // A listed restaurant also says whether it has offers, which the toggle does not change.
              data: page.data.map((item) =>
                item._id === restaurant._id ? { ...restaurant, hasOffers: item.hasOffers } : item,
              ),
            }
          : page,
      );
      return invalidateRestaurants(queryClient);
    },
  });
}
