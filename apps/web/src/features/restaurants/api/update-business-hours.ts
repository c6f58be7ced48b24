/** PUT /admin/restaurant/{id}/business-hours with `{ businessHours }`. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BusinessHours, BusinessHoursUpdateResponseSchema } from "@zaika/contract/business-hours";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function updateBusinessHours({ id, businessHours }: { id: string; businessHours: BusinessHours }) {
  const response = await api.put<z.infer<typeof BusinessHoursUpdateResponseSchema>>(
    `/admin/restaurant/${encodeURIComponent(id)}/business-hours`,
    { businessHours },
  );
  return response.businessHours;
}

export function useUpdateBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessHours,
    onSuccess: (businessHours, { id }) => {
      toast.success(RESTAURANT_MESSAGES.businessHoursUpdated);
      queryClient.setQueryData(restaurantKeys.businessHours(id), businessHours);
      // "Open now" of the restaurant depends on the hours.
      return queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
    },
  });
}
