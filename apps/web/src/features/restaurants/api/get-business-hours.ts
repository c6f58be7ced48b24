/** GET /admin/restaurant/{id}/business-hours: the opening hours per weekday. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BusinessHoursResponseSchema } from "@zaika/contract/business-hours";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { restaurantKeys } from "./get-restaurants";

export async function getBusinessHours(id: string, signal?: AbortSignal) {
  const { businessHours } = await api.get<z.infer<typeof BusinessHoursResponseSchema>>(
    `/admin/restaurant/${encodeURIComponent(id)}/business-hours`,
    { signal },
  );
  return businessHours;
}

export const businessHoursQueryOptions = (id: string) =>
  queryOptions({ queryKey: restaurantKeys.businessHours(id), queryFn: ({ signal }) => getBusinessHours(id, signal) });

export const useBusinessHours = (id: string) => useQuery(businessHoursQueryOptions(id));
