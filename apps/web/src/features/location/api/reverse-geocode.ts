/** GET /geo/reverse: the nearest Indian locality to a point (404 when nothing is near). */
import type { Place, ReverseGeocodeResponseSchema } from "@zaika/contract/geo";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** `toast: false` for the map, whose failures are only logged (spec §8). */
export async function reverseGeocode(lat: number, lon: number, options: { toast?: boolean } = {}): Promise<Place> {
  const { data } = await api.get<z.infer<typeof ReverseGeocodeResponseSchema>>("/geo/reverse", {
    query: { lat, lon },
    toast: options.toast ?? true,
  });
  return data;
}
