/** Place search and reverse geocoding for the location box and the map picker; places are in India only. */
import { GEO_MESSAGES } from "@zaika/contract/geo";
import { NotFound } from "../../lib/errors";
import type { GeocodingProvider } from "../../providers/geocoding/types";

export async function searchPlaces(
  geocoder: GeocodingProvider,
  query: { q: string; limit: number },
  near: { lat: number; lon: number } | null,
) {
  const data = await geocoder.search(query.q, query.limit, near ? { near } : {});
  return { data };
}

export async function reverseGeocode(geocoder: GeocodingProvider, lat: number, lon: number) {
  const place = await geocoder.reverse(lat, lon);
  if (!place) throw new NotFound(GEO_MESSAGES.noPlaceNearby);
  return { data: place };
}
