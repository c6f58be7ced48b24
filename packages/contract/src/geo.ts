/** Locations: the customer's stored location, the position header, coordinates and the geocoding API. */
import { z } from "zod";

export const LatitudeSchema = z.coerce.number({ error: "Latitude must be a number" }).min(-90).max(90);
export const LongitudeSchema = z.coerce.number({ error: "Longitude must be a number" }).min(-180).max(180);

/** What the web app keeps in localStorage (spec §3 Location). */
export const StoredLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  description: z.string().max(300),
});
export type StoredLocation = z.infer<typeof StoredLocationSchema>;
export const LOCATION_STORAGE_KEY = "location";

/** The `position` request header: JSON `{ lat, lon }` (spec §7). */
export const PositionSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
export type Position = z.infer<typeof PositionSchema>;

/** Restaurant coordinates as the draft form names them. */
export const CoordinatesSchema = z.object({
  lat: z.number({ error: "Latitude is required" }).min(-90).max(90),
  lng: z.number({ error: "Longitude is required" }).min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

/** Spec §3 Reverse-geocoded location. */
export const PlaceSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  lat: z.number(),
  lon: z.number(),
  addressComponents: z.record(z.string(), z.string()),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceSearchQuerySchema = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const PlaceSearchResponseSchema = z.object({ data: z.array(PlaceSchema) });
export const ReverseGeocodeQuerySchema = z.object({ lat: LatitudeSchema, lon: LongitudeSchema });
export const ReverseGeocodeResponseSchema = z.object({ data: PlaceSchema });

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine with each end's cos(latitude) given, so a caller measuring from one point to many works each out once. */
function haversineMetres(aLat: number, aLon: number, cosALat: number, bLat: number, bLon: number, cosBLat: number) {
  const dLat = toRadians(bLat - aLat);
  const dLon = toRadians(bLon - aLon);
  const h = Math.sin(dLat / 2) ** 2 + cosALat * cosBLat * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return haversineMetres(a.lat, a.lon, Math.cos(toRadians(a.lat)), b.lat, b.lon, Math.cos(toRadians(b.lat)));
}

/** cos(latitude), as distanceFrom's measure takes it for the far end. */
export const cosLatitude = (lat: number) => Math.cos(toRadians(lat));

/**
 * distanceMetres from `origin` to many places, to the same bit: the origin's terms are worked out once, and each
 * place brings its cos(latitude) (cosLatitude), kept with it.
 */
export function distanceFrom(origin: {
  lat: number;
  lon: number;
}): (lat: number, lon: number, cosLat: number) => number {
  const cosOrigin = cosLatitude(origin.lat);
  return (lat, lon, cosLat) => haversineMetres(origin.lat, origin.lon, cosOrigin, lat, lon, cosLat);
}

export const GEO_MESSAGES = {
  noPlaceNearby: "No place found near this location",
} as const;
