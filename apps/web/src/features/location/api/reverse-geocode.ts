/** GET /geo/reverse: the nearest Indian locality to a point (404 when nothing is near). */
import { reverseGeocode as reverseGeocodeEndpoint } from "@zaika/contract/endpoints/geo";
import type { Place } from "@zaika/contract/geo";
import { call } from "../../../lib/api-client";

/** `toast: false` for the map, whose failures are only logged (spec §8). */
export async function reverseGeocode(lat: number, lon: number, options: { toast?: boolean } = {}): Promise<Place> {
  const { data } = await call(reverseGeocodeEndpoint, { query: { lat, lon }, toast: options.toast ?? true });
  return data;
}
