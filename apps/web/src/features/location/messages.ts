/**
 * Texts of spec §8 that only the browser side produces (the contract has none for them yet). Kept here, zod-free,
 * because the location box is part of every customer page's first load.
 */
export const LOCATION_MESSAGES = {
  geolocationUnsupported: "Geolocation is not supported by your browser",
  /** Logged, never shown: a failed look-up of a map click or drag leaves the old location in place. */
  reverseGeocodeFailed: "Failed to reverse geocode clicked position",
} as const;
