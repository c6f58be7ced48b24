/**
 * GET /search: dishes, restaurants and categories for what the customer typed, nearest first when a location is
 * stored (it travels as latitude and longitude, as in the restaurant listing).
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { search as searchEndpoint } from "@zaika/contract/endpoints/search";
import type { SearchResponse } from "@zaika/contract/search";
import { call } from "../../../lib/api-client";
import { LOCATION_SCOPED_QUERY, type StoredLocation, useStoredLocation } from "../../../lib/storage";

export async function searchCatalogue(
  text: string,
  location: StoredLocation | null,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return call(searchEndpoint, {
    query: { q: text, ...(location ? { latitude: location.lat, longitude: location.lon } : {}) },
    signal,
    // The dropdown says so itself; a toast per keystroke would be noise.
    toast: false,
  });
}

export const searchQueryOptions = (text: string, location: StoredLocation | null) =>
  queryOptions({
    queryKey: [LOCATION_SCOPED_QUERY, "search", { q: text, lat: location?.lat, lon: location?.lon }],
    queryFn: ({ signal }) => searchCatalogue(text, location, signal),
    enabled: text.length > 0,
    // The previous results stay on screen while the next ones load.
    placeholderData: keepPreviousData,
    // The customer is still typing: a failed search is retried by the next keystroke or the Retry button.
    retry: false,
  });

/** Results for `text` (trimmed and debounced by the caller); idle while it is empty. */
export function useSearch(text: string) {
  const location = useStoredLocation();
  return useQuery(searchQueryOptions(text, location));
}
