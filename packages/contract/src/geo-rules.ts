/**
 * Distances between places (haversine) and the key the web app keeps the customer's location under. Free of zod
 * (./geo has the location schemas and re-exports these), so the cart's scripts can measure a delivery without it.
 */
export const LOCATION_STORAGE_KEY = "location";

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
