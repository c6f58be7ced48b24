/** Place search and reverse geocoding, behind one interface: an offline gazetteer by default (ARCHITECTURE §4). */
import type { Place } from "@zaika/contract/geo";

export interface GeocodingProvider {
  /** Places matching what the customer typed (names or PIN codes), best first; `near` ranks closer places higher. */
  search(text: string, limit: number, options?: { near?: { lat: number; lon: number } }): Promise<Place[]>;
  /** The place nearest a point, or null when nothing known is near (e.g. at sea). */
  reverse(lat: number, lon: number): Promise<Place | null>;
}
