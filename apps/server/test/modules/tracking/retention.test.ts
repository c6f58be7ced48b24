/** The retention sweep: track points go TRACK_RETENTION_DAYS after their order ended, not before, one node at a time. */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OrderStatus } from "@zaika/contract/order-status";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { trackPoints } from "../../../src/db/schema/dispatch";
import { orders } from "../../../src/db/schema/orders";
import { SWEEP_LOCKS, withSweepLock } from "../../../src/db/sweep-lock";
import { deleteExpiredTracks } from "../../../src/modules/tracking/retention";
import { createTestApp, type TestContext } from "../../helpers/app";
import { insertOrder, type World } from "../orders/lifecycle-fixtures";
import { MIDWAY, NOON_IST, trackingWorld } from "./fixtures";

const DAY = 86_400_000;

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await trackingWorld(t);
});
afterAll(() => t.close());

/** An order that ended `daysAgo` (delivered, or cancelled), with three track points from its last half hour. */
async function endedOrder(status: OrderStatus, daysAgo: number) {
  const endedAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
  const order = await insertOrder(t, {
    userId: w.ids.customer,
    restaurantId: w.ids.restaurant,
    status,
    riderId: w.ids.rider,
    createdAt: new Date(endedAt.getTime() - 45 * 60_000),
  });
  await t.database.db
    .update(orders)
    .set(
      status === "DELIVERED"
        ? { deliveredAt: endedAt, updatedAt: endedAt }
        : { cancelledAt: endedAt, updatedAt: endedAt },
    )
    .where(eq(orders.id, order.id));
  await t.database.db.insert(trackPoints).values(
    [30, 20, 10].map((minutes) => ({
      orderId: order.id,
      riderId: w.ids.rider,
      ...MIDWAY,
      at: new Date(endedAt.getTime() - minutes * 60_000),
    })),
  );
  return order.id;
}

async function pointsLeft(orderIds: string[]) {
  const rows = await t.database.db
    .select({ orderId: trackPoints.orderId })
    .from(trackPoints)
    .where(inArray(trackPoints.orderId, orderIds));
  return Object.fromEntries(orderIds.map((id) => [id, rows.filter((row) => row.orderId === id).length]));
}

const sweep = (trackRetentionDays?: number) =>
  deleteExpiredTracks({ db: t.database.db, clock: t.clock, config: { ...t.config, trackRetentionDays } });

describe("deleteExpiredTracks", () => {
  it("deletes the points of orders delivered or cancelled 8 days ago and keeps those of 6 days ago (7 by default)", async () => {
    const delivered8 = await endedOrder("DELIVERED", 8);
    const cancelled8 = await endedOrder("CANCELLED", 8);
    const delivered6 = await endedOrder("DELIVERED", 6);
    const justOver = await endedOrder("DELIVERED", 7 + 1 / DAY);
    const justUnder = await endedOrder("DELIVERED", 7 - 1 / DAY);
    const ids = [delivered8, cancelled8, delivered6, justOver, justUnder];

    expect(await sweep()).toBe(9);
    expect(await pointsLeft(ids)).toEqual({
      [delivered8]: 0,
      [cancelled8]: 0,
      [delivered6]: 3,
      [justOver]: 0,
      [justUnder]: 3,
    });
    expect(await sweep()).toBe(0);
  });

  it("keeps the track of an order still under way, however old its points", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "OUT_FOR_DELIVERY",
      riderId: w.ids.rider,
    });
    await t.database.db
      .insert(trackPoints)
      .values({ orderId: order.id, riderId: w.ids.rider, ...MIDWAY, at: new Date(t.clock.now().getTime() - 9 * DAY) });
    await sweep();
    expect(await pointsLeft([order.id])).toEqual({ [order.id]: 1 });
  });

  it("follows TRACK_RETENTION_DAYS", async () => {
    const delivered3 = await endedOrder("DELIVERED", 3);
    const delivered1 = await endedOrder("DELIVERED", 1);
    // With the 6-day-old and the 7-days-less-a-millisecond-old orders of the first test: three orders of 3 points.
    expect(await sweep(2)).toBe(9);
    expect(await pointsLeft([delivered3, delivered1])).toEqual({ [delivered3]: 0, [delivered1]: 3 });
  });

  it("skips a pass while another node holds the lock (PostgreSQL), or waits its turn (PGlite's one connection)", async () => {
    const order = await endedOrder("DELIVERED", 30);
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holder = withSweepLock(t.database.db, SWEEP_LOCKS.trackRetention, async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await inside;
    const contender = sweep();
    if (t.database.kind === "postgres") {
      expect(await contender).toBe(0);
      expect(await pointsLeft([order])).toEqual({ [order]: 3 });
      release();
      await holder;
      expect(await sweep()).toBe(3);
    } else {
      release();
      await holder;
      expect(await contender).toBe(3);
    }
    expect(await pointsLeft([order])).toEqual({ [order]: 0 });
  });
});

describe("TRACK_RETENTION_DAYS", () => {
  const load = (value?: string) =>
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "zaika-config-")),
      ...(value === undefined ? {} : { TRACK_RETENTION_DAYS: value }),
    });

  it("is 7 days unless set, whole days from 1 to 365", () => {
    expect(load().trackRetentionDays).toBe(7);
    expect(load("30").trackRetentionDays).toBe(30);
    for (const bad of ["0", "366", "2.5", "a week"]) {
      expect(() => load(bad), bad).toThrow(/TRACK_RETENTION_DAYS/);
    }
  });
});
