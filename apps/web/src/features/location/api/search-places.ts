/**
 * GET /geo/places: Indian places (cities, localities, PIN codes) matching what the customer typed, nearest first: near
 * the stored location, or near the map's default centre (the demo city) before one is chosen.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { MAP } from "@zaika/contract/constants";
import { searchPlaces as searchPlacesEndpoint } from "@zaika/contract/endpoints/geo";
import type { Place } from "@zaika/contract/geo";
import { call } from "../../../lib/api-client";
import { useStoredLocation } from "../../../lib/storage";

/** The shortest text the search accepts (PlaceSearchQuerySchema's `q`): shorter text is not sent. */
export const PLACE_SEARCH_MIN_CHARS = 2;
const SUGGESTION_LIMIT = 8;

type Point = { lat: number; lon: number };

const MAP_CENTRE: Point = { lat: MAP.centre.lat, lon: MAP.centre.lng };

/** `near` goes in the position header, which the API client sets from the stored location whenever there is one. */
export async function searchPlaces(text: string, near: Point, signal?: AbortSignal): Promise<Place[]> {
  const { data } = await call(searchPlacesEndpoint, {
    query: { q: text, limit: SUGGESTION_LIMIT },
    headers: { position: JSON.stringify({ lat: near.lat, lon: near.lon }) },
    signal,
  });
  return data;
}

export const placeSearchQueryOptions = (text: string, near: Point) =>
  queryOptions({
    queryKey: ["geo", "places", text.toLowerCase(), { lat: near.lat, lon: near.lon }],
    queryFn: ({ signal }) => searchPlaces(text, near, signal),
    enabled: text.length >= PLACE_SEARCH_MIN_CHARS,
    // Keep the previous suggestions on screen while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Suggestions for `text` (already debounced by the caller); idle below PLACE_SEARCH_MIN_CHARS characters. */
export function usePlaceSearch(text: string) {
  const location = useStoredLocation();
  return useQuery(placeSearchQueryOptions(text, location ?? MAP_CENTRE));
}
