/** HTTP surface of geocoding, registered from its declarations (contract endpoints/geo). */
import * as api from "@zaika/contract/endpoints/geo";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import type { RateLimitRule } from "../../plugins/rate-limit";
import type { GeocodingProvider } from "../../providers/geocoding/types";
import * as geo from "./service";

/** Generous: typing in the location box asks at most twice a second (500 ms debounce). */
const LOOKUPS: RateLimitRule = { name: "geo", perAddress: 120, windowMs: 60_000 };

export const geoRoutes: FastifyPluginAsyncZod<{ geocoder: GeocodingProvider }> = async (app, { geocoder }) => {
  route(app, api.searchPlaces, (request) => geo.searchPlaces(geocoder, request.query, request.position), {
    rateLimit: LOOKUPS,
  });
  route(app, api.reverseGeocode, (request) => geo.reverseGeocode(geocoder, request.query.lat, request.query.lon), {
    rateLimit: LOOKUPS,
  });
};
