/**
 * Fixtures of the dispatch tests: the demo restaurant at a known spot, riders inserted with positions written straight
 * into rider_positions, accepted orders with a known drop and readiness, passes of the engine on the test's clock, and
 * a reset between tests (open orders cancelled, riders deactivated, offers withdrawn).
 *
 * Numbers worked by hand: the restaurant stands at 22.70 N 75.80 E and riders and drops lie due north or south of it,
 * so each 0.01° of latitude is 6,371,000 m × π / 180 × 0.01 = 1,111.95 m. At noon in India the ETA model rides at
 * 20 km/h with a detour factor of 1.3: 1.3 × 60 / 20 = 3.9 min a km, 0.234 s a metre. So a rider 0.01° away rides
 * 260 s (260.2), 0.02° 520 s (520.4), 0.03° 781 s (780.6).
 */
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import type { OrderStatus } from "@zaika/contract/order-status";
import { eq, inArray, not } from "drizzle-orm";
import { dispatchDecisions, dispatchOffers, riderPositions } from "../../../src/db/schema/dispatch";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { riders } from "../../../src/db/schema/riders";
import { users } from "../../../src/db/schema/users";
import { dispatchPass } from "../../../src/modules/dispatch/engine";
import { createTestApp, type TestContext } from "../../helpers/app";
import { signToken } from "../../helpers/orders";
import { insertOrder, NOON_IST, type OrderRowT, type World, world } from "../orders/lifecycle-fixtures";

export { auth } from "../orders/lifecycle-fixtures";

export const RESTAURANT = { lat: 22.7, lng: 75.8 };
/** A point `hundredths` × 0.01° north of the restaurant (south when negative). */
export const north = (hundredths: number) => ({ lat: Number((22.7 + hundredths / 100).toFixed(4)), lng: 75.8 });
export const SECOND = 1000;

export interface DispatchWorld {
  t: TestContext;
  w: World;
}

export async function dispatchWorld(): Promise<DispatchWorld> {
  const t = await createTestApp({ now: NOON_IST });
  const w = await world(t);
  await t.database.db
    .update(restaurants)
    .set({ lat: RESTAURANT.lat, lng: RESTAURANT.lng, street: "Rajwada", city: "Indore", state: "Madhya Pradesh" })
    .where(eq(restaurants.id, w.ids.restaurant));
  return { t, w };
}

/** Clears the board: open orders cancelled, every rider (the demo one too) inactive, open offers withdrawn. */
export async function resetBoard(t: TestContext): Promise<void> {
  const db = t.database.db;
  await db
    .update(orders)
    .set({ status: "CANCELLED" })
    .where(not(inArray(orders.status, ["DELIVERED", "CANCELLED", "REJECTED"])));
  await db.update(riders).set({ isActive: false, isAvailable: false });
  await db.update(dispatchOffers).set({ status: "withdrawn" }).where(eq(dispatchOffers.status, "open"));
}

let riderCounter = 0;

export interface TestRider {
  id: string;
  name: string;
  token(): Promise<string>;
}

/** An active rider, online unless told otherwise, at `at` (a fix as old as `ageSeconds`) or without a position. */
export async function addRider(
  t: TestContext,
  name: string,
  at: { lat: number; lng: number } | null,
  options: { online?: boolean; ageSeconds?: number } = {},
): Promise<TestRider> {
  riderCounter++;
  const [user] = await t.database.db
    .insert(users)
    .values({ role: "rider", name, phone: `95${String(riderCounter).padStart(8, "0")}`, phoneVerified: true })
    .returning({ id: users.id });
  if (!user) throw new Error("rider not created");
  await t.database.db.insert(riders).values({
    userId: user.id,
    vehicleType: "motorcycle",
    vehicleNumber: `MP 09 ZZ ${1000 + riderCounter}`,
    isActive: true,
    isAvailable: options.online ?? true,
  });
  if (at) await placeRider(t, user.id, at, options.ageSeconds ?? 0);
  return { id: user.id, name, token: () => signToken(t, { id: user.id, role: "rider", name }) };
}

/** Writes the rider's last fix, `ageSeconds` old at the test clock's now. */
export async function placeRider(t: TestContext, riderId: string, at: { lat: number; lng: number }, ageSeconds = 0) {
  const fixAt = new Date(t.clock.now().getTime() - ageSeconds * SECOND);
  await t.database.db
    .insert(riderPositions)
    .values({ riderId, lat: at.lat, lng: at.lng, at: fixAt })
    .onConflictDoUpdate({ target: riderPositions.riderId, set: { lat: at.lat, lng: at.lng, at: fixAt } });
}

/** Every rider's fix made fresh again (at the clock's now, where it was). */
export async function refreshPositions(t: TestContext) {
  await t.database.db.update(riderPositions).set({ at: t.clock.now() });
}

let orderAge = 0;

/**
 * An order of the demo restaurant accepted `acceptedSecondsAgo` ago with `preparationMinutes` (the food is ready
 * `preparationMinutes × 60 − acceptedSecondsAgo` seconds from now), going to `drop`.
 */
export async function acceptedOrder(
  t: TestContext,
  w: World,
  options: {
    drop?: { lat: number; lng: number };
    preparationMinutes?: number;
    acceptedSecondsAgo?: number;
    status?: OrderStatus;
    riderId?: string | null;
  } = {},
): Promise<OrderRowT> {
  const now = t.clock.now().getTime();
  const order = await insertOrder(t, {
    userId: w.ids.customer,
    restaurantId: w.ids.restaurant,
    status: options.status ?? "ACCEPTED",
    riderId: options.riderId ?? null,
    // Oldest first: each order a second younger than the one before.
    createdAt: new Date(now - 3600 * SECOND + ++orderAge * SECOND),
  });
  const drop = options.drop ?? north(1);
  const [updated] = await t.database.db
    .update(orders)
    .set({
      acceptedAt: new Date(now - (options.acceptedSecondsAgo ?? 0) * SECOND),
      preparationMinutes: options.preparationMinutes ?? 10,
      kitchenAt: new Date(now - 3600 * SECOND),
      deliveryAddress: { ...order.deliveryAddress, coordinates: drop },
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error("order not updated");
  return updated;
}

/** One pass of the engine on the test's database and clock. */
export function pass(t: TestContext, config = t.config) {
  return dispatchPass({ db: t.database.db, clock: t.clock, eta: DEFAULT_ETA_MODEL, config }, t.clock.now());
}

/** The offers of an order, oldest first. */
export function offersOf(t: TestContext, orderId: string) {
  return t.database.db
    .select()
    .from(dispatchOffers)
    .where(eq(dispatchOffers.orderId, orderId))
    .orderBy(dispatchOffers.offeredAt);
}

/** The order's open offer, if any. */
export async function openOffer(t: TestContext, orderId: string) {
  return (await offersOf(t, orderId)).find((offer) => offer.status === "open");
}

/** The decisions of an order in their recorded order: kind and rider. */
export async function decisionsOf(t: TestContext, orderId: string) {
  return t.database.db
    .select()
    .from(dispatchDecisions)
    .where(eq(dispatchDecisions.orderId, orderId))
    .orderBy(dispatchDecisions.at);
}

/** A candidate as the tests compare it: who, score, ride, why excluded. */
export function brief(c: {
  name: string;
  score: number | null;
  travelSeconds: number | null;
  excluded: string | null;
}) {
  return { name: c.name, score: c.score, travelSeconds: c.travelSeconds, excluded: c.excluded };
}
