/**
 * GET /restaurants/{id}/menu: the restaurant (with its distance from the stored location, sent in the `position`
 * header, and whether it is open now) and its dishes by category, unavailable ones included and flagged.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getMenu as getMenuEndpoint } from "@zaika/contract/endpoints/restaurants";
import type { Menu } from "@zaika/contract/menu";
import { call } from "../../../lib/api-client";
import { LOCATION_SCOPED_QUERY, type StoredLocation } from "../../../lib/storage";

export function getMenu(restaurantId: string, signal?: AbortSignal): Promise<Menu> {
  return call(getMenuEndpoint, { params: { id: restaurantId }, signal });
}

export const menuQueryOptions = (restaurantId: string, location: StoredLocation | null) =>
  queryOptions({
    // The location is part of the key: the answer's distance depends on it.
    queryKey: [LOCATION_SCOPED_QUERY, "menu", restaurantId, { lat: location?.lat, lon: location?.lon }],
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
  });

export const useMenu = (restaurantId: string, location: StoredLocation | null) =>
  useQuery(menuQueryOptions(restaurantId, location));
