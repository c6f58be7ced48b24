/**
 * GET /order/overview and /order/revenue (admins): the platform's figures from orders inserted at known India times
 * across seven restaurants, checked against values worked by hand and sums made here from the inserted rows; the
 * static paths are no longer taken for an order id; other roles are refused.
 */
import type { OrderStatus } from "@zaika/contract/order-status";
import { and, count, eq, gte, isNull, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { riders } from "../../../src/db/schema/riders";
import { users } from "../../../src/db/schema/users";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, signToken } from "../../helpers/orders";
import {
  insertOrder,
  NOON_IST,
  type OrderRowT,
  otherRestaurant,
  type World,
  world,
} from "../orders/lifecycle-fixtures";
import { postDeliveredCashOrder } from "./report-fixtures";

let t: TestContext;
let w: World;
/** Six more restaurants, R1…R6, each with its own owner. */
const others: Array<{ restaurantId: string; ownerId: string; name: string }> = [];
/** Every order inserted, with the India day it was placed on. */
const inserted: Array<{ row: OrderRowT; day: string }> = [];

/** "Today" is Thursday 15 January 2026, 12:00 IST (NOON_IST). */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

async function order(
  restaurantId: string,
  day: string,
  time: string,
  subtotalPaise: number,
  status: OrderStatus,
  extra: { paymentMode?: "ONLINE" | "COD" } = {},
) {
  const row = await insertOrder(t, {
    userId: w.ids.customer,
    restaurantId,
    status,
    subtotalPaise,
    createdAt: ist(day, time),
    ...extra,
  });
  // A delivered one gets the postings the API would have written (cash orders; online ones are never delivered here).
  if (status === "DELIVERED") await postDeliveredCashOrder(t, row);
  inserted.push({ row, day });
  return row;
}

const adminToken = () => signToken(t, { id: w.ids.admin, role: "admin" });
const get = async (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: auth(token ?? (await adminToken())) });

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
  // The seed has no order history; these figures count only the orders below.
  const [existing] = await t.database.db.select({ n: count() }).from(orders);
  expect(existing?.n).toBe(0);

  for (let i = 1; i <= 6; i++) {
    const other = await otherRestaurant(t);
    const name = `R${i} Kitchen`;
    await t.database.db.update(restaurants).set({ name }).where(eq(restaurants.id, other.restaurantId));
    others.push({ ...other, name });
  }
  const demo = w.ids.restaurant;
  await t.database.db.update(restaurants).set({ commissionRate: 10 }).where(eq(restaurants.id, demo));

  // insertOrder bills subtotal + 5 % GST (rounded) + ₹30 delivery, no packaging.
  // Today, one order in each live status, two delivered (the demo restaurant), one rejected, one cancelled.
  await order(demo, "2026-01-15", "00:00", 20_000, "PENDING"); // total 20,000 + 1,000 + 3,000 = ₹240
  await order(demo, "2026-01-15", "09:00", 20_000, "PENDING", { paymentMode: "ONLINE" }); // unpaid: still an order
  await order(demo, "2026-01-15", "10:00", 20_000, "ACCEPTED"); // ₹240
  await order(others[0]?.restaurantId ?? "", "2026-01-15", "10:30", 20_000, "PREPARING"); // ₹240
  await order(others[1]?.restaurantId ?? "", "2026-01-15", "11:00", 20_000, "READY_FOR_PICKUP"); // ₹240
  await order(demo, "2026-01-15", "11:10", 20_000, "OUT_FOR_DELIVERY"); // ₹240
  await order(demo, "2026-01-15", "11:20", 40_000, "DELIVERED"); // 40,000 + 2,000 + 3,000 = ₹450
  await order(demo, "2026-01-15", "11:30", 12_345, "DELIVERED"); // 12,345 + 617 (617.25) + 3,000 = ₹159.62
  await order(demo, "2026-01-15", "11:40", 20_000, "REJECTED"); // ₹240, not GMV
  await order(demo, "2026-01-15", "11:50", 20_000, "CANCELLED"); // ₹240, not GMV
  // Yesterday: R1…R6 each deliver one order of k × ₹100; one more at 23:59 IST, just before today.
  for (const [index, other] of others.entries()) {
    await order(other.restaurantId, "2026-01-14", "13:00", (index + 1) * 10_000, "DELIVERED");
  }
  await order(demo, "2026-01-14", "23:59", 20_000, "ACCEPTED"); // ₹240, in the 7 days, not today
  await order(demo, "2026-01-12", "12:00", 20_000, "CANCELLED"); // never GMV
  // The window's first minute (00:00 IST on the 9th) and the minute before it.
  await order(others[0]?.restaurantId ?? "", "2026-01-09", "00:00", 10_000, "DELIVERED"); // ₹135
  await order(others[0]?.restaurantId ?? "", "2026-01-08", "23:59", 10_000, "DELIVERED"); // ₹135, outside 7 days
}, 120_000);
afterAll(() => t.close());

const rupees = (paise: number) => paise / 100;
const inDays = (from: string, to: string) => inserted.filter(({ day }) => day >= from && day <= to);
const sold = (status: OrderStatus) => status !== "CANCELLED" && status !== "REJECTED";

describe("GET /api/order/overview", () => {
  it("is the overview, not an order id (static paths win over /order/:id)", async () => {
    const res = await get("/api/order/overview");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty("today.byStatus");
  });

  it("counts today's orders by status and today's and the week's GMV from the orders placed", async () => {
    const body = (await get("/api/order/overview")).json();
    const today = inDays("2026-01-15", "2026-01-15");
    const byStatus = Object.fromEntries(
      [
        "PENDING",
        "ACCEPTED",
        "PREPARING",
        "READY_FOR_PICKUP",
        "OUT_FOR_DELIVERY",
        "DELIVERED",
        "REJECTED",
        "CANCELLED",
      ].map((status) => [status, today.filter(({ row }) => row.status === status).length]),
    );
    const gmv = (rows: typeof inserted) =>
      rupees(rows.filter(({ row }) => sold(row.status)).reduce((sum, { row }) => sum + row.totalPaise, 0));
    expect(body.today).toEqual({ orders: today.length, byStatus, gmv: gmv(today) });
    expect(body.gmvLast7Days).toBe(gmv(inDays("2026-01-09", "2026-01-15")));

    // By hand: 10 orders today; 6 × ₹240 + ₹450 + ₹159.62 = ₹2,049.62 (the rejected and cancelled ones left out).
    // The week adds yesterday's R1…R6: 135 + 240 + 345 + 450 + 555 + 660 = ₹2,385, the ₹240 at 23:59 IST
    // and the ₹135 of the 9th: 2,049.62 + 2,385 + 240 + 135 = ₹4,809.62.
    expect(body.today.orders).toBe(10);
    expect(body.today.byStatus).toEqual({
      PENDING: 2,
      ACCEPTED: 1,
      PREPARING: 1,
      READY_FOR_PICKUP: 1,
      OUT_FOR_DELIVERY: 1,
      DELIVERED: 2,
      REJECTED: 1,
      CANCELLED: 1,
    });
    expect(body.today.gmv).toBe(2049.62);
    expect(body.gmvLast7Days).toBe(4809.62);
    // 1 of 10 cancelled, 1 of 10 rejected
    expect(body.cancellationRate).toBe(0.1);
    expect(body.rejectionRate).toBe(0.1);
  });

  it("counts active restaurants, riders online and today's new customers", async () => {
    const db = t.database.db;
    const todayStart = ist("2026-01-15", "00:00");
    const tomorrow = ist("2026-01-16", "00:00");
    // New customers at the edges of today, and accounts that do not count.
    await db.insert(users).values([
      { role: "user", name: "Midnight", phone: "9000000001", createdAt: todayStart },
      { role: "user", name: "Noon", phone: "9000000002", createdAt: ist("2026-01-15", "12:00") },
      { role: "user", name: "Yesterday", phone: "9000000003", createdAt: ist("2026-01-14", "23:59") },
      { role: "rider", name: "Not a customer", phone: "9000000004", createdAt: ist("2026-01-15", "10:00") },
    ]);
    // One restaurant paused, one deleted: neither is active.
    await db
      .update(restaurants)
      .set({ isActive: false })
      .where(eq(restaurants.id, others[4]?.restaurantId ?? ""));
    await db
      .update(restaurants)
      .set({ deletedAt: NOON_IST })
      .where(eq(restaurants.id, others[5]?.restaurantId ?? ""));

    const [active] = await db
      .select({ n: count() })
      .from(restaurants)
      .where(and(eq(restaurants.isActive, true), isNull(restaurants.deletedAt)));
    const [online] = await db
      .select({ n: count() })
      .from(riders)
      .where(and(eq(riders.isActive, true), eq(riders.isAvailable, true)));
    const [customers] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "user"), gte(users.createdAt, todayStart), lt(users.createdAt, tomorrow)));

    const body = (await get("/api/order/overview")).json();
    expect(body.activeRestaurants).toBe(active?.n);
    expect(body.ridersOnline).toBe(online?.n);
    expect(body.newCustomersToday).toBe(customers?.n);
    expect(body.newCustomersToday).toBeGreaterThanOrEqual(2); // Midnight and Noon

    // The demo rider goes offline: one fewer online; a restaurant reopens: one more active.
    await db.update(riders).set({ isAvailable: false }).where(eq(riders.userId, w.ids.rider));
    await db
      .update(restaurants)
      .set({ isActive: true })
      .where(eq(restaurants.id, others[4]?.restaurantId ?? ""));
    const after = (await get("/api/order/overview")).json();
    expect(after.ridersOnline).toBe(body.ridersOnline - 1);
    expect(after.activeRestaurants).toBe(body.activeRestaurants + 1);
    await db.update(riders).set({ isAvailable: true }).where(eq(riders.userId, w.ids.rider));
    await db
      .update(restaurants)
      .set({ deletedAt: null })
      .where(eq(restaurants.id, others[5]?.restaurantId ?? ""));
  });
});

describe("GET /api/order/revenue", () => {
  it("is not taken for an order id either", async () => {
    const res = await get("/api/order/revenue?days=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: "days", message: "days must be a whole number from 1 to 365" }]);
  });

  it("gives each of the last 7 days its delivered orders, GMV and commission, with totals", async () => {
    const res = await get("/api/order/revenue");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 7, from: "2026-01-09", to: "2026-01-15" });

    // Commission worked by hand at each restaurant's rate (the demo restaurant 10 %, R1…R6 the default 15 %).
    // The 15th: ₹400 × 10 % = ₹40; ₹123.45 × 10 % = 12.345 → ₹12.35 (half up): ₹52.35; GMV 450 + 159.62 = ₹609.62
    // The 14th: 15 % of 100, 200, …, 600 = 15 + 30 + 45 + 60 + 75 + 90 = ₹315; GMV ₹2,385
    // The 9th: 15 % of ₹100 = ₹15; GMV ₹135
    const zero = { orders: 0, gmv: 0, commission: 0 };
    expect(body.series).toEqual([
      { date: "2026-01-09", orders: 1, gmv: 135, commission: 15 },
      { date: "2026-01-10", ...zero },
      { date: "2026-01-11", ...zero },
      { date: "2026-01-12", ...zero },
      { date: "2026-01-13", ...zero },
      { date: "2026-01-14", orders: 6, gmv: 2385, commission: 315 },
      { date: "2026-01-15", orders: 2, gmv: 609.62, commission: 52.35 },
    ]);
    // The same GMV and counts summed from the inserted rows, day by day.
    for (const entry of body.series) {
      const delivered = inDays(entry.date, entry.date).filter(({ row }) => row.status === "DELIVERED");
      expect(entry.orders, entry.date).toBe(delivered.length);
      expect(entry.gmv, entry.date).toBe(rupees(delivered.reduce((sum, { row }) => sum + row.totalPaise, 0)));
    }
    // 135 + 2,385 + 609.62 = ₹3,129.62; 15 + 315 + 52.35 = ₹382.35
    expect(body.totals).toEqual({ orders: 9, gmv: 3129.62, commission: 382.35 });
  });

  it("ranks the top 5 restaurants by GMV", async () => {
    const body = (await get("/api/order/revenue")).json();
    const [, , r3, r4, r5, r6] = others;
    // R6 ₹660; the demo restaurant ₹609.62; R5 ₹555; R4 ₹450; R3 ₹345 — then R1 (135 + 135 = ₹270) and R2 (₹240)
    expect(body.topRestaurants).toEqual([
      { restaurantId: r6?.restaurantId, name: "R6 Kitchen", orders: 1, gmv: 660 },
      { restaurantId: w.ids.restaurant, name: "Sharma Ji Ki Rasoi", orders: 2, gmv: 609.62 },
      { restaurantId: r5?.restaurantId, name: "R5 Kitchen", orders: 1, gmv: 555 },
      { restaurantId: r4?.restaurantId, name: "R4 Kitchen", orders: 1, gmv: 450 },
      { restaurantId: r3?.restaurantId, name: "R3 Kitchen", orders: 1, gmv: 345 },
    ]);
  });

  it("reaches back N days: days=8 adds the 8th, days=1 is today", async () => {
    const eight = (await get("/api/order/revenue?days=8")).json();
    // R1's ₹135 at 23:59 IST on the 8th (commission ₹15): 3,129.62 + 135 = ₹3,264.62; 382.35 + 15 = ₹397.35
    expect(eight.series[0]).toEqual({ date: "2026-01-08", orders: 1, gmv: 135, commission: 15 });
    expect(eight.totals).toEqual({ orders: 10, gmv: 3264.62, commission: 397.35 });
    const one = (await get("/api/order/revenue?days=1")).json();
    expect(one.series).toEqual([{ date: "2026-01-15", orders: 2, gmv: 609.62, commission: 52.35 }]);
    expect(one.topRestaurants).toEqual([
      { restaurantId: w.ids.restaurant, name: "Sharma Ji Ki Rasoi", orders: 2, gmv: 609.62 },
    ]);
  });
});

describe("bad input and access", () => {
  it("refuses days outside 1-365 or not a number with a 400 naming days", async () => {
    for (const days of ["0", "366", "abc", "-3", "1.5"]) {
      const res = await get(`/api/order/revenue?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().details[0].field, days).toBe("days");
    }
    expect((await get("/api/order/revenue?days=365")).json().series).toHaveLength(365);
  });

  it("answers admins only: 401 without a token, 403 for customers, riders and restaurant owners", async () => {
    const tokens = [
      await signToken(t, { id: w.ids.customer, role: "user" }),
      await signToken(t, { id: w.ids.rider, role: "rider" }),
      await signToken(t, { id: w.ids.owner, role: "restaurant" }),
    ];
    for (const url of ["/api/order/overview", "/api/order/revenue", "/api/order/revenue?days=30"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      for (const token of tokens) expect((await get(url, token)).statusCode, url).toBe(403);
    }
  });
});
