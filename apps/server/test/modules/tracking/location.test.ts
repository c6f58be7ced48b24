/** POST /rider/me/location: refused outside India, implausible fixes ignored and counted, track points and events. */
import { DISPATCH_MESSAGES } from "@zaika/contract/dispatch";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riderPositions, trackPoints } from "../../../src/db/schema/dispatch";
import { orders } from "../../../src/db/schema/orders";
import { riders } from "../../../src/db/schema/riders";
import type { DomainEvent } from "../../../src/lib/events";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, insertOrder, type World } from "../orders/lifecycle-fixtures";
import { FRESH_START_MS, MIDWAY, NOON_IST, sendFix, trackingWorld } from "./fixtures";

let t: TestContext;
let w: World;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await trackingWorld(t);
  (await t.database.events()).subscribe((event) => heard.push(event));
});
afterAll(() => t.close());

async function positionOf(riderId: string) {
  const [row] = await t.database.db.select().from(riderPositions).where(eq(riderPositions.riderId, riderId));
  return row ?? null;
}

const pointsOf = (orderId: string) =>
  t.database.db.select().from(trackPoints).where(eq(trackPoints.orderId, orderId)).orderBy(asc(trackPoints.id));

describe("POST /rider/me/location", () => {
  it("refuses a fix outside India with a 400 naming lat, and keeps nothing", async () => {
    const res = await sendFix(t, w, { lat: 51.5, lng: -0.12 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: DISPATCH_MESSAGES.outsideIndia,
      details: [{ field: "lat", message: DISPATCH_MESSAGES.outsideIndia }],
    });
    expect(await positionOf(w.ids.rider)).toBeNull();
  });

  it("is for riders only", async () => {
    for (const token of [w.tokens.user, w.tokens.admin, w.tokens.restaurant]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/rider/me/location",
        headers: auth(token),
        payload: MIDWAY,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it("keeps an online rider's fix, at the server's time, as their position", async () => {
    const res = await sendFix(t, w, { ...MIDWAY, accuracy: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    expect(await positionOf(w.ids.rider)).toMatchObject({
      ...MIDWAY,
      accuracyMetres: 12,
      at: t.clock.now(),
      droppedFixes: 0,
    });
  });

  it("ignores and counts a fix 300 km/h after the last one; the next plausible one is kept", async () => {
    t.clock.advance(FRESH_START_MS);
    await sendFix(t, w, MIDWAY);
    const kept = t.clock.now();

    // 0.015° of latitude is 1,667.92 m; in 20 s that is 300.2 km/h.
    t.clock.advance(20_000);
    const tooFast = await sendFix(t, w, { lat: 22.725, lng: 75.86 });
    expect(tooFast.statusCode).toBe(200);
    expect(tooFast.json()).toEqual({ accepted: false, message: DISPATCH_MESSAGES.tooFast });
    expect(await positionOf(w.ids.rider)).toMatchObject({ ...MIDWAY, at: kept, droppedFixes: 1 });

    // 0.002° (222.39 m) in the 30 s since the kept fix: 26.7 km/h.
    t.clock.advance(10_000);
    const plausible = await sendFix(t, w, { lat: 22.712, lng: 75.86 });
    expect(plausible.json()).toEqual({ accepted: true });
    expect(await positionOf(w.ids.rider)).toMatchObject({
      lat: 22.712,
      lng: 75.86,
      at: t.clock.now(),
      droppedFixes: 1,
    });
  });

  it("checks a fix only against a recent one: after 2 minutes a far fix stands on its own", async () => {
    t.clock.advance(FRESH_START_MS);
    await sendFix(t, w, MIDWAY);
    // 0.5° (55.6 km) in 121 s would be 1,654 km/h, but a 121-second-old fix says nothing about where the rider is.
    t.clock.advance(FRESH_START_MS);
    expect((await sendFix(t, w, { lat: 23.21, lng: 75.86 })).json()).toEqual({ accepted: true });
    expect(await positionOf(w.ids.rider)).toMatchObject({ lat: 23.21, at: t.clock.now() });
  });

  it("does not keep the fix of an offline rider with nothing under way, but does while they finish a delivery", async () => {
    t.clock.advance(FRESH_START_MS);
    await sendFix(t, w, MIDWAY);
    const kept = t.clock.now();
    const droppedFixes = (await positionOf(w.ids.rider))?.droppedFixes;
    await t.database.db.update(riders).set({ isAvailable: false }).where(eq(riders.userId, w.ids.rider));
    try {
      t.clock.advance(10_000);
      const offDuty = await sendFix(t, w, { lat: 22.7101, lng: 75.86 });
      expect(offDuty.statusCode).toBe(200);
      expect(offDuty.json()).toEqual({ accepted: false, message: DISPATCH_MESSAGES.offDuty });
      expect(await positionOf(w.ids.rider)).toMatchObject({ ...MIDWAY, at: kept, droppedFixes });

      const order = await insertOrder(t, {
        userId: w.ids.customer,
        restaurantId: w.ids.restaurant,
        status: "OUT_FOR_DELIVERY",
        riderId: w.ids.rider,
      });
      expect((await sendFix(t, w, { lat: 22.7101, lng: 75.86 })).json()).toEqual({ accepted: true });
      expect(await pointsOf(order.id)).toHaveLength(1);
      // Handed over: nothing of the rider's is under way any more.
      await t.database.db.update(orders).set({ status: "DELIVERED" }).where(eq(orders.id, order.id));
    } finally {
      await t.database.db.update(riders).set({ isAvailable: true }).where(eq(riders.userId, w.ids.rider));
    }
  });

  it("adds a track point and announces the position to each order under way, with its ETA", async () => {
    const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant, riderId: w.ids.rider };
    const outForDelivery = await insertOrder(t, { ...base, status: "OUT_FOR_DELIVERY" });
    const accepted = await insertOrder(t, { ...base, status: "ACCEPTED" });
    const delivered = await insertOrder(t, { ...base, status: "DELIVERED" });
    const unassigned = await insertOrder(t, { ...base, status: "PREPARING", riderId: null });

    t.clock.advance(FRESH_START_MS);
    expect((await sendFix(t, w, MIDWAY)).json()).toEqual({ accepted: true });
    const at = t.clock.now();

    for (const order of [outForDelivery, accepted]) {
      expect(await pointsOf(order.id)).toMatchObject([{ riderId: w.ids.rider, ...MIDWAY, at }]);
    }
    for (const order of [delivered, unassigned]) expect(await pointsOf(order.id)).toEqual([]);

    const announced = {
      type: "rider.position",
      riderId: w.ids.rider,
      userId: w.ids.customer,
      restaurantOwnerId: w.ids.owner,
      ...MIDWAY,
      at: at.toISOString(),
    };
    // fixtures.ts: 260 s to either end from MIDWAY; the door adds the 5 handover minutes.
    // Only this test's orders: a NOTIFY of an earlier test's fix may still be on its way (PostgreSQL's listener).
    const ours = new Set([outForDelivery.id, accepted.id, delivered.id, unassigned.id]);
    const announcements = () => heard.filter((event) => event.type === "rider.position" && ours.has(event.orderId));
    // fixtures.ts: 260 s to either end from MIDWAY; the door adds the 5 handover minutes.
    await expect.poll(() => announcements().length).toBe(2);
    expect(announcements()).toEqual(
      expect.arrayContaining([
        { ...announced, orderId: outForDelivery.id, status: "OUT_FOR_DELIVERY", etaMinutes: 10 },
        { ...announced, orderId: accepted.id, status: "ACCEPTED", etaMinutes: 5 },
      ]),
    );
  });
});
