/** Place search and reverse geocoding for the location box and the map picker; places are in India only. */
import { GEO_MESSAGES } from "@zaika/contract/geo";
import { NotFound, ServiceUnavailable } from "../../lib/errors";
import type { GeocodingProvider } from "../../providers/geocoding/types";

const UNAVAILABLE = "The location service is not available right now. Please try again.";

/** A provider failure (an outside service down, a refused key) is a 503 the client can retry, never a 500. */
async function ask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServiceUnavailable(UNAVAILABLE, error);
  }
}

export async function searchPlaces(
  geocoder: GeocodingProvider,
  query: { q: string; limit: number },
  near: { lat: number; lon: number } | null,
) {
  const data = await ask(() => geocoder.search(query.q, query.limit, near ? { near } : {}));
  return { data };
}

export async function reverseGeocode(geocoder: GeocodingProvider, lat: number, lon: number) {
  const place = await ask(() => geocoder.reverse(lat, lon));
  if (!place) throw new NotFound(GEO_MESSAGES.noPlaceNearby);
  return { data: place };
}
