/** SQL fragments shared by the catalog queries: distance to a restaurant, its bounding box, literal text search. */
import { and, type SQL, sql } from "drizzle-orm";
import { restaurants } from "./schema/restaurants";

/** Mean Earth radius, the same one the contract's distanceMetres() uses. */
const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** Exact great-circle (haversine) distance in metres from a point to a restaurant, with plain math (PG 15 and PGlite). */
export function distanceToRestaurant(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${restaurants.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${restaurants.lat}))
      * power(sin(radians(${restaurants.lng} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * A box around the point that holds every restaurant within `radius` metres, so the (lat, lng) index narrows the rows
 * before the exact distance is computed. Where the box would cross a pole or the antimeridian, only the latitude band
 * is used (still correct, just wider).
 */
export function restaurantsAround(lat: number, lng: number, radius: number): SQL | undefined {
  const dLat = (radius / METRES_PER_DEGREE) * 1.01;
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  const band = and(sql`${restaurants.lat} >= ${minLat}::float8`, sql`${restaurants.lat} <= ${maxLat}::float8`);
  if (minLat <= -90 || maxLat >= 90) return band;
  const dLng = dLat / Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  if (lng - dLng < -180 || lng + dLng > 180) return band;
  return and(band, sql`${restaurants.lng} >= ${lng - dLng}::float8`, sql`${restaurants.lng} <= ${lng + dLng}::float8`);
}

/** `text` as a literal ILIKE pattern matching it anywhere: %, _ and \ lose their special meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
