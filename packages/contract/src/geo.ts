/**
 * Locations: the customer's stored location, the position header, coordinates and the geocoding API. Distances and the
 * storage key are in ./geo-rules, re-exported here.
 */
import { z } from "zod";

export * from "./geo-rules";

export const LatitudeSchema = z.coerce.number({ error: "Latitude must be a number" }).min(-90).max(90);
export const LongitudeSchema = z.coerce.number({ error: "Longitude must be a number" }).min(-180).max(180);

/** What the web app keeps in localStorage (spec §3 Location). */
export const StoredLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  description: z.string().max(300),
});
export type StoredLocation = z.infer<typeof StoredLocationSchema>;

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
