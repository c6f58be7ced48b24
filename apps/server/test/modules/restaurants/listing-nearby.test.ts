/**
 * The nearby index and the SQL path give the same listing (decision 017) for every mix of location, category, filters
 * and sort order, over restaurants whose hours, pauses and offers put them in every group at 01:00 IST.
 */
import { type BusinessHours, sameEveryDay } from "@zaika/contract/business-hours";
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { COST_FOR_TWO_BANDS, LISTING_SORTS } from "@zaika/contract/listing";
import { PRICE_RANGES, RestaurantListResponseSchema, RestaurantSearchQuerySchema } from "@zaika/contract/restaurant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { listingFromSql } from "../../../src/modules/restaurants/listing";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, CENTRE } from "./fixtures";

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

// Tuesday 2026-11-24, 01:00 IST.
const ONE_AM = new Date("2026-11-24T01:00:00+05:30");
const HOURS: BusinessHours[] = [
  sameEveryDay([{ open: "00:00", close: "24:00" }]),
  sameEveryDay([{ open: "20:00", close: "02:00" }]),
  sameEveryDay([{ open: "07:00", close: "11:00" }]),
  sameEveryDay([{ open: "11:30", close: "15:30" }]),
  sameEveryDay([{ open: "19:00", close: "23:00" }]),
  { ...sameEveryDay([{ open: "08:00", close: "22:30" }]), tuesday: { isClosed: true, slots: [] } },
];
const FOOD_TYPES = ["veg", "non-veg", "both"] as const;

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let categoryIds: string[];

beforeAll(async () => {
  t = await createTestApp({ now: ONE_AM });
  tokens = await demoTokens(t);
  const [template] = await t.database.db.select().from(restaurants).limit(1);
  if (!template) throw new Error("the demo restaurant is missing");
  const next = random(1201);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  // 300 restaurants over a 30 km square around the centre, some inactive or deleted, some sharing a spot (equal
  // distances), ratings in tenths (equal ratings).
  const rows = Array.from({ length: 300 }, (_, i) => {
    const shared = i % 30 === 0;
    const pause = next();
    return {
      ownerId: template.ownerId,
      name: `Listing Kitchen ${i}`,
      lat: shared ? CENTRE.lat + 0.01 : CENTRE.lat + (next() - 0.5) * 0.27,
      lng: shared ? CENTRE.lng + 0.01 : CENTRE.lng + (next() - 0.5) * 0.29,
      cuisine: ["Thali"],
      isActive: next() > 0.1,
      deletedAt: next() > 0.95 ? new Date() : null,
      businessHours: pick(HOURS),
      foodType: pick(FOOD_TYPES),
      priceRange: pick(PRICE_RANGES),
      preparationMinutes: 5 + Math.floor(next() * 40),
      busyMinutes: next() > 0.8 ? 20 : 0,
      // A few paused for 20 minutes, a few until resumed, a few whose pause has ended.
      pausedAt: pause > 0.85 ? new Date(ONE_AM.getTime() - 600_000) : null,
      pausedUntil:
        pause > 0.95
          ? null
          : pause > 0.9
            ? new Date(ONE_AM.getTime() + 1_200_000)
            : pause > 0.85
              ? new Date(ONE_AM.getTime() - 60_000)
              : null,
      ratingAverage: Math.round(30 + next() * 20) / 10,
      ratingCount: 5,
    };
  });
  const inserted = await t.database.db.insert(restaurants).values(rows).returning({ id: restaurants.id });
  const made = await t.database.db
    .insert(categories)
    .values([
      { name: "Listing Thali", isActive: true },
      { name: "Listing Sweets", isActive: true },
      { name: "Listing Retired", isActive: false },
    ])
    .returning({ id: categories.id });
  categoryIds = made.map((c) => c.id);
  // Dishes: some discounted (an offer only when available and in an active category), some unavailable.
  const dishes = inserted.flatMap(({ id }, i) =>
    next() > 0.6
      ? []
      : [
          {
            restaurantId: id,
            categoryId: pick(categoryIds),
            name: `Dish ${i}`,
            pricePaise: 20_000,
            discountedPricePaise: next() > 0.5 ? 15_000 : null,
            foodType: "veg" as const,
            isAvailable: next() > 0.2,
          },
        ],
  );
  await t.database.db.insert(products).values(dishes);
});
afterAll(() => t?.close());

/** The SQL path's response body for a visitor, byte for byte as the route's response schema writes it. */
async function sqlBody(query: Record<string, string>): Promise<string> {
  const parsed = RestaurantSearchQuerySchema.parse(query);
  const deps = { db: t.database.db, clock: t.clock, eta: DEFAULT_ETA_MODEL };
  return JSON.stringify(RestaurantListResponseSchema.encode(await listingFromSql(deps, null, parsed)));
}

describe("the nearby index and the SQL path", () => {
  it("agree for every mix of location, category, filters and sort", async () => {
    const next = random(77);
    const chance = (p: number) => next() < p;
    let nonEmpty = 0;
    for (let i = 0; i < 60; i++) {
      const query: Record<string, string> = {
        page: String(1 + Math.floor(next() * 3)),
        limit: String([1, 5, 10, 30][i % 4]),
      };
      const located = chance(0.6);
      if (located) {
        query.latitude = (CENTRE.lat + (next() - 0.5) * 0.2).toFixed(6);
        query.longitude = (CENTRE.lng + (next() - 0.5) * 0.2).toFixed(6);
        query.mxRadius = String([2000, 5000, 12_000][i % 3]);
      }
      const sorts = LISTING_SORTS.filter((sort) => located || sort !== "distance");
      query.sort = sorts[i % sorts.length] as string;
      if (chance(0.3)) query.vegOnly = "true";
      if (chance(0.3)) query.minRating = "4";
      if (chance(0.3)) query.maxDeliveryMinutes = "30";
      if (chance(0.3)) query.costForTwo = COST_FOR_TWO_BANDS.filter(() => chance(0.5)).join(",") || "under-300";
      if (chance(0.3)) query.openNow = "true";
      if (chance(0.2)) query.hasOffers = "true";
      if (chance(0.2)) query.categoryId = categoryIds[i % categoryIds.length] as string;

      const url = `/api/admin/restaurant/all?${new URLSearchParams(query)}`;
      const anonymous = await t.app.inject({ method: "GET", url });
      expect(anonymous.statusCode, url).toBe(200);
      expect(anonymous.body, url).toBe(await sqlBody(query));
      const customer = await t.app.inject({ method: "GET", url, headers: auth(tokens.user) });
      expect(customer.body, url).toBe(anonymous.body);
      if (anonymous.json().data.length > 0) nonEmpty++;
    }
    // The mixes are not all empty answers.
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it("lists every restaurant taking orders before any other", async () => {
    type Listed = { isOpenNow: boolean; kitchen: { paused: boolean } };
    const listed: Listed[] = [];
    for (let page = 1; ; page++) {
      const body = (
        await t.app.inject({ method: "GET", url: `/api/admin/restaurant/all?limit=100&page=${page}` })
      ).json();
      listed.push(...body.data);
      if (page >= body.pagination.totalPages) break;
    }
    const open = listed.map((r) => r.isOpenNow && !r.kitchen.paused);
    const firstNotOpen = open.indexOf(false);
    expect(firstNotOpen).toBeGreaterThan(0);
    expect(open.slice(firstNotOpen)).not.toContain(true);
  });
});
