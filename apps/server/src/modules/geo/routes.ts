/** HTTP surface of geocoding under /api/geo: public, rate-limited per address. */

import {
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  type Position,
  PositionSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeResponseSchema,
} from "@zaika/contract/geo";
import { MESSAGES } from "@zaika/contract/messages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { RateLimited } from "../../lib/errors";
import { responses } from "../../lib/schemas";
import { sharedGazetteer } from "../../providers/geocoding/gazetteer";
import type { GeocodingProvider } from "../../providers/geocoding/types";
import * as geo from "./service";

/** Generous: typing in the location box asks at most twice a second (500 ms debounce). */
const LOOKUPS_PER_MINUTE_PER_IP = 120;
const tags = ["geo"];

/** The `position` header (spec §7): the caller's stored location, used to rank nearby places first. */
function callerPosition(request: FastifyRequest): Position | null {
  const header = request.headers.position;
  if (typeof header !== "string" || header.length > 200) return null;
  try {
    const parsed = PositionSchema.safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const geoRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps; geocoder?: GeocodingProvider }> = async (
  app,
  { deps, geocoder: given },
) => {
  // The offline gazetteer unless one is handed in; built once per process and loaded ahead of the first customer.
  const geocoder = given ?? sharedGazetteer();
  if (!given && deps.config.env !== "test") {
    app.addHook("onReady", async () => {
      void sharedGazetteer()
        .warm()
        .catch((error) => app.log.error({ err: error }, "could not load the place gazetteer"));
    });
  }

  app.addHook("onRequest", async (request) => {
    const limit = await deps.limiter.hit(`geo:${request.ip}`, LOOKUPS_PER_MINUTE_PER_IP, 60_000);
    if (!limit.allowed) throw new RateLimited(MESSAGES.rateLimited, limit.retryAfterSeconds);
  });

  app.get(
    "/geo/places",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Places in India matching a name or PIN code (cities, localities), nearest the position header first",
        querystring: PlaceSearchQuerySchema,
        response: responses({ 200: PlaceSearchResponseSchema }),
      },
    },
    (request) => geo.searchPlaces(geocoder, request.query, callerPosition(request)),
  );

  app.get(
    "/geo/reverse",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The locality at a point (the point itself is returned as picked); 404 when none is within 50 km",
        querystring: ReverseGeocodeQuerySchema,
        response: responses({ 200: ReverseGeocodeResponseSchema }),
      },
    },
    (request) => geo.reverseGeocode(geocoder, request.query.lat, request.query.lon),
  );
};
