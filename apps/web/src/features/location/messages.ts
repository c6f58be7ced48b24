/**
 * Texts of spec §8 that only the browser side produces (the contract has none for them yet). Kept here, zod-free,
 * because the location box is part of every customer page's first load. A shown one is a catalog key.
 */
export const LOCATION_MESSAGES = {
  geolocationUnsupported: "location:geolocationUnsupported",
  /** Logged, never shown: a failed look-up of a map click or drag leaves the old location in place. */
  // i18n-ignore: a console message for developers, never shown
  reverseGeocodeFailed: "Failed to reverse geocode clicked position",
} as const;
