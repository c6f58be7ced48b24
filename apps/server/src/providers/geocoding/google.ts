/**
 * Google Geocoding API adapter (GOOGLE_MAPS_API_KEY): place search restricted to India and reverse geocoding,
 * mapped to the same Place shape as the offline gazetteer.
 */
import type { Place } from "@zaika/contract/geo";
import type { GeocodingProvider } from "./types";

const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

interface GoogleResult {
  place_id: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  address_components: Array<{ long_name: string; types: string[] }>;
}
interface GoogleResponse {
  status: string;
  error_message?: string;
  results: GoogleResult[];
}

function toPlace(result: GoogleResult, at?: { lat: number; lon: number }): Place {
  const addressComponents: Record<string, string> = {};
  for (const component of result.address_components) {
    for (const type of component.types) addressComponents[type] ??= component.long_name;
  }
  return {
    placeId: result.place_id,
    description: result.formatted_address,
    // Reverse geocoding keeps the point the customer picked, as the gazetteer does.
    lat: at?.lat ?? result.geometry.location.lat,
    lon: at?.lon ?? result.geometry.location.lng,
    addressComponents,
  };
}

export function googleGeocoder(options: { apiKey: string; fetch?: typeof fetch }): GeocodingProvider {
  const send = options.fetch ?? fetch;
  async function call(params: Record<string, string>): Promise<GoogleResult[]> {
    const url = new URL(GEOCODE_URL);
    for (const [key, value] of Object.entries({ ...params, key: options.apiKey, region: "in" })) {
      url.searchParams.set(key, value);
    }
    const response = await send(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Google geocoding answered ${response.status}`);
    const body = (await response.json()) as GoogleResponse;
    if (body.status === "ZERO_RESULTS") return [];
    if (body.status !== "OK") throw new Error(`Google geocoding: ${body.status} ${body.error_message ?? ""}`.trim());
    return body.results;
  }
  return {
    async search(text, limit, searchOptions) {
      const params: Record<string, string> = { address: text, components: "country:IN" };
      const near = searchOptions?.near;
      if (near) {
        // Bias (not restrict) towards the customer's area: a ~0.5° box around them.
        params.bounds = `${near.lat - 0.25},${near.lon - 0.25}|${near.lat + 0.25},${near.lon + 0.25}`;
      }
      return (await call(params)).slice(0, limit).map((r) => toPlace(r));
    },
    async reverse(lat, lon) {
      const [first] = await call({ latlng: `${lat},${lon}`, result_type: "street_address|route|sublocality|locality" });
      if (!first) return null;
      const place = toPlace(first, { lat, lon });
      return place.addressComponents.country === "India" ? place : null;
    },
  };
}
