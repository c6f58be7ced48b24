/** PUT /admin/restaurant/{id}/business-hours with `{ businessHours }`. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BusinessHours } from "@zaika/contract/business-hours-rules";
import { updateBusinessHours as updateBusinessHoursEndpoint } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { invalidateRestaurants, restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export async function updateBusinessHours({ id, businessHours }: { id: string; businessHours: BusinessHours }) {
  const response = await call(updateBusinessHoursEndpoint, { params: { id }, body: { businessHours } });
  return response.businessHours;
}

export function useUpdateBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessHours,
    onSuccess: (businessHours, { id }) => {
      toast.success(translateMessage(RESTAURANT_MESSAGES.businessHoursUpdated));
      queryClient.setQueryData(restaurantKeys.businessHours(id), businessHours);
      // "Open now" of the restaurant depends on the hours.
      return invalidateRestaurants(queryClient);
    },
  });
}
