/**
 * Security headers (Content-Security-Policy, HSTS in production, and helmet's other defaults) on every response. The
 * header set depends only on the configuration, so it is worked out once at start-up by running helmet against a
 * recording response, then copied onto each response: registering @fastify/helmet worked it out again on every
 * request, about an eighth of a cheap request's time (docs/benchmarks.md, "Header search").
 */
import { type MapSettings, mapTileImageSource } from "@zaika/contract/map-tiles";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

type HeaderValue = string | number | readonly string[];

/** The headers helmet sets for `options`, and those it removes (X-Powered-By), in the order it does so. */
export function securityHeaders(options: Readonly<HelmetOptions>): {
  set: Array<[string, HeaderValue]>;
  removed: string[];
} {
  const set: Array<[string, HeaderValue]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      set.push([name, value]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return { set, removed };
}

/** Puts the headers on the raw response, so streams written by hand (event streams) carry them too. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const { set, removed } = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    done();
  });
}

/**
 * The img-src sources the maps' street tiles need (decision 020): MAP_TILE_URL's origin, or with `{s}` in its host
 * every subdomain of the rest (`https://*.tile.example.org`); none without tiles (the offline basemap draws itself).
 */
export function mapTileSources(map: Readonly<MapSettings> | undefined): string[] {
  return map?.tileUrl ? [mapTileImageSource(map.tileUrl)] : [];
}
