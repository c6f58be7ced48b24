/** GET /geo/places: Indian places (cities, localities, PIN codes) matching what the customer typed. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchPlaces as searchPlacesEndpoint } from "@zaika/contract/endpoints/geo";
import type { Place } from "@zaika/contract/geo";
import { call } from "../../../lib/api-client";

/** The shortest text the search accepts (PlaceSearchQuerySchema's `q`): shorter text is not sent. */
export const PLACE_SEARCH_MIN_CHARS = 2;
const SUGGESTION_LIMIT = 8;

export async function searchPlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const { data } = await call(searchPlacesEndpoint, { query: { q: text, limit: SUGGESTION_LIMIT }, signal });
  return data;
}

export const placeSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ["geo", "places", text.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(text, signal),
    enabled: text.length >= PLACE_SEARCH_MIN_CHARS,
    // Keep the previous suggestions on screen while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Suggestions for `text` (already debounced by the caller); idle below PLACE_SEARCH_MIN_CHARS characters. */
export const usePlaceSearch = (text: string) => useQuery(placeSearchQueryOptions(text));
