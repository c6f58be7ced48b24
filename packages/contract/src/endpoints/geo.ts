/** Geocoding under /api/geo: public, rate-limited per address by the server. */
import { endpoint } from "../endpoint";
import {
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeResponseSchema,
} from "../geo";

const tags = ["geo"];

export const searchPlaces = endpoint({
  method: "GET",
  path: "/geo/places",
  access: "public",
  tags,
  summary: "Places in India matching a name or PIN code (cities, localities), nearest the position header first",
  query: PlaceSearchQuerySchema,
  responses: { 200: PlaceSearchResponseSchema },
});

export const reverseGeocode = endpoint({
  method: "GET",
  path: "/geo/reverse",
  access: "public",
  tags,
  summary: "The locality at a point (the point itself is returned as picked); 404 when none is within 50 km",
  query: ReverseGeocodeQuerySchema,
  responses: { 200: ReverseGeocodeResponseSchema },
});
