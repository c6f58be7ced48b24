/**
 * GET /restaurant/revenue: a restaurant's figures from the orders of restaurant-world.ts (placed and moved through the
 * API over three India days, plus a few inserted at the edges of days), checked against values worked by hand and
 * summed here from the orders themselves; owners see only their own restaurant.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../helpers/app";
import type { Shop } from "../../helpers/orders";
import { orderRow } from "../orders/lifecycle-fixtures";
import {
  buildRestaurantWorld,
  DAYS,
  DELIVERED,
  HAND,
  type Key,
  type RestaurantWorld,
  rupees,
} from "./restaurant-world";

let t: TestContext;
let shop: Shop;
let otherOwner: RestaurantWorld["otherOwner"];
let created: RestaurantWorld["created"];
let tokenOf: RestaurantWorld["tokenOf"];
let owner: RestaurantWorld["owner"];
let getJson: RestaurantWorld["getJson"];

beforeAll(async () => {
  ({ t, shop, otherOwner, created, tokenOf, owner, getJson } = await buildRestaurantWorld());
}, 120_000);
afterAll(() => t.close());

describe("the orders behind the figures", () => {
  it("were billed as worked out by hand and ended in the intended statuses", async () => {
    const expectedStatus: Record<Key, string> = {
      o1: "DELIVERED",
      o2: "REJECTED",
      o3: "DELIVERED",
      o9: "PENDING",
      lateNight: "DELIVERED",
      afterMidnight: "DELIVERED",
      o4: "DELIVERED",
      o5: "READY_FOR_PICKUP",
      o6: "REJECTED",
      o7: "CANCELLED",
      o8: "PENDING",
      eighth: "DELIVERED",
    };
    for (const key of Object.keys(HAND) as Key[]) {
      const row = await orderRow(t, created[key]);
      expect({ key, subtotal: row.subtotalPaise, packaging: row.packagingPaise, status: row.status }).toEqual({
        key,
        subtotal: HAND[key].subtotal,
        packaging: HAND[key].packaging,
        status: expectedStatus[key],
      });
    }
  });
});

describe("GET /api/restaurant/revenue", () => {
  it("gives each of the last 7 India days its delivered orders' gross and net, zero-filled, oldest first", async () => {
    const res = await getJson("/api/restaurant/revenue", await owner());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 7, from: "2026-01-09", to: "2026-01-15" });

    // Summed here from the hand-worked orders, by the India day each was placed (the 8th is outside the window).
    const expected = [
      "2026-01-09",
      "2026-01-10",
      "2026-01-11",
      "2026-01-12",
      "2026-01-13",
      "2026-01-14",
      "2026-01-15",
    ].map((date) => {
      const keys = DELIVERED.filter((key) => DAYS[key] === date);
      const sum = (field: "gross" | "net") =>
        keys.reduce((total, key) => total + (HAND[key] as { gross: number; net: number })[field], 0);
      return { date, orders: keys.length, gross: rupees(sum("gross")), net: rupees(sum("net")) };
    });
    expect(body.series).toEqual(expected);
    // By hand: 13th ₹419.98 / ₹360.98; 14th 310 + 400 = ₹710 / 267.22 + 341 = ₹608.22;
    // 15th 279.99 + 300 = ₹579.99 / 241.64 + 255.75 = ₹497.39
    expect(body.series.slice(4)).toEqual([
      { date: "2026-01-13", orders: 1, gross: 419.98, net: 360.98 },
      { date: "2026-01-14", orders: 2, gross: 710, net: 608.22 },
      { date: "2026-01-15", orders: 2, gross: 579.99, net: 497.39 },
    ]);
    // 419.98 + 710 + 579.99 = ₹1,709.97; 360.98 + 608.22 + 497.39 = ₹1,466.59
    expect(body.totals).toEqual({ orders: 5, gross: 1709.97, net: 1466.59 });
  });

  it("sums today's dashboard from today's orders", async () => {
    const body = (await getJson("/api/restaurant/revenue", await owner())).json();
    expect(body.today).toEqual({
      // o4, o5, o6, o7, o8 and the one at 00:10; not the unpaid online order
      orders: 6,
      // o4 ₹279.99 + the 00:10 one ₹300
      gross: 579.99,
      // o8 today and o9 from yesterday
      waiting: 2,
      // o4 25 minutes, o5 35 minutes
      averagePreparationMinutes: 30,
      // accepted o4 and o5, rejected o6: 2 / 3
      acceptanceRate: 0.6667,
      cancellations: 1,
    });
  });

  it("lists the period's best-selling dishes of delivered orders, most ordered first", async () => {
    const body = (await getJson("/api/restaurant/revenue?days=8", await owner())).json();
    const fixtureDish = "00000000-0000-4000-8000-000000000001"; // the dish of inserted orders
    expect(body.bestSellers).toEqual([
      // inserted orders: ₹400 + ₹300 + ₹250 (the 8th is inside 8 days)
      { productId: fixtureDish, name: "Paneer Tikka", quantity: 3, gross: 950 },
      // o1 ×2 (₹399.98) and o4 ×1 (₹199.99): 3, ₹599.97; fewer rupees than the inserted dish at the same quantity
      { productId: shop.dishes.paneer, name: "Paneer Tikka", quantity: 3, gross: 599.97 },
      { productId: shop.dishes.thali, name: "Royal Thali", quantity: 1, gross: 290 }, // o3
      { productId: shop.dishes.lassi, name: "Sweet Lassi", quantity: 1, gross: 60 }, // o4
    ]);
  });

  it("counts N days back from today: days=8 reaches the order of the 8th, days=1 is today alone", async () => {
    const eight = (await getJson("/api/restaurant/revenue?days=8", await owner())).json();
    expect(eight).toMatchObject({ days: 8, from: "2026-01-08", to: "2026-01-15" });
    expect(eight.series[0]).toEqual({ date: "2026-01-08", orders: 1, gross: 250, net: 213.12 });
    // 1,709.97 + 250 = ₹1,959.97; 1,466.59 + 213.12 = ₹1,679.71
    expect(eight.totals).toEqual({ orders: 6, gross: 1959.97, net: 1679.71 });

    const one = (await getJson("/api/restaurant/revenue?days=1", await owner())).json();
    expect(one).toMatchObject({ days: 1, from: "2026-01-15", to: "2026-01-15" });
    expect(one.series).toEqual([{ date: "2026-01-15", orders: 2, gross: 579.99, net: 497.39 }]);

    const year = (await getJson("/api/restaurant/revenue?days=365", await owner())).json();
    expect(year.series).toHaveLength(365);
    expect(year.from).toBe("2025-01-16");
  });

  it("shows another owner only their own restaurant", async () => {
    const res = await getJson("/api/restaurant/revenue", await tokenOf("restaurant", otherOwner.ownerId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // ₹999 at the default 15 %: commission ₹149.85, GST 18 % = 26.973 → ₹26.97; net 999 − 149.85 − 26.97 = ₹822.18
    expect(body.totals).toEqual({ orders: 1, gross: 999, net: 822.18 });
    expect(body.today).toMatchObject({ orders: 1, gross: 999, waiting: 0, cancellations: 0 });
    expect(body.today.acceptanceRate).toBeNull(); // nothing accepted or rejected through its timeline
    expect(body.today.averagePreparationMinutes).toBeNull();
    expect(body.bestSellers).toHaveLength(1);
  });
});
