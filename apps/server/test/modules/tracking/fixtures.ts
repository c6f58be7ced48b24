/**
 * Tracking fixtures: the demo world at noon in India (20 km/h with the default ETA model: 3.9 minutes a straight-line
 * km), the demo restaurant placed on a meridian with the lifecycle fixtures' drop, and a rider's fix by the API.
 *
 *   restaurant 22.70, 75.86 ── 0.01° (1,111.95 m) ── MIDWAY 22.71, 75.86 ── 0.01° ── drop 22.72, 75.86
 *
 * From MIDWAY either leg is 1.11195 km × 3.9 min/km = 4.3366 min = 260 s: 5 minutes to the restaurant, and with the
 * 5 handover minutes 560 s = 10 minutes to the door.
 */
import { eq } from "drizzle-orm";
import { restaurants } from "../../../src/db/schema/restaurants";
import type { TestContext } from "../../helpers/app";
import { signToken } from "../../helpers/orders";
import { auth, NOON_IST, type World, world } from "../orders/lifecycle-fixtures";

export { NOON_IST };

export const RESTAURANT = { lat: 22.7, lng: 75.86 } as const;
export const MIDWAY = { lat: 22.71, lng: 75.86 } as const;
/** insertOrder's delivery coordinates. */
export const DROP = { lat: 22.72, lng: 75.86 } as const;

/** The demo accounts (rider online, as seeded) with the demo restaurant at RESTAURANT. */
export async function trackingWorld(t: TestContext): Promise<World> {
  const w = await world(t);
  await t.database.db.update(restaurants).set(RESTAURANT).where(eq(restaurants.id, w.ids.restaurant));
  return w;
}

/** A token of the demo rider signed at the clock's now (the tests move the clock past the 15-minute tokens). */
export function riderToken(t: TestContext, w: World) {
  return signToken(t, { id: w.ids.rider, role: "rider", name: "Ravi Kumar" });
}

/** `POST /rider/me/location` as the demo rider. */
export async function sendFix(t: TestContext, w: World, fix: { lat: number; lng: number; accuracy?: number }) {
  const headers = auth(await riderToken(t, w));
  return t.app.inject({ method: "POST", url: "/api/rider/me/location", headers, payload: fix });
}

/** Long enough after any earlier fix that the next one is not checked against it (DISPATCH.positionMaxAgeSeconds). */
export const FRESH_START_MS = 121_000;
