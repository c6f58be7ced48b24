/** GET /admin/restaurant/{id}/business-hours: the opening hours per weekday. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BusinessHours } from "@zaika/contract/business-hours-rules";
import { getBusinessHours as getBusinessHoursEndpoint } from "@zaika/contract/endpoints/restaurants";
import { restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";

export async function getBusinessHours(id: string, signal?: AbortSignal): Promise<BusinessHours> {
  const { businessHours } = await call(getBusinessHoursEndpoint, { params: { id }, signal });
  return businessHours;
}

export const businessHoursQueryOptions = (id: string) =>
  queryOptions({ queryKey: restaurantKeys.businessHours(id), queryFn: ({ signal }) => getBusinessHours(id, signal) });

export const useBusinessHours = (id: string) => useQuery(businessHoursQueryOptions(id));
