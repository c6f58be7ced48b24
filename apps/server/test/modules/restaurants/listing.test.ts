/**
 * The customers' listing at 01:00 IST (issue 12): restaurants taking orders first, then those opening later, then
 * closed ones; the filters and sort orders; the same rules on the text-search (SQL) path; admins' listing unchanged.
 */
import { type BusinessHours, sameEveryDay } from "@zaika/contract/business-hours";
import { DEFAULT_ETA_MODEL, type EtaModel } from "@zaika/contract/eta";
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, CENTRE, northOfCentre } from "./fixtures";

// Tuesday 2026-11-24, 01:00 IST.
const ist = (time: string) => new Date(`2026-11-24T${time}+05:30`);
const ONE_AM = ist("01:00:00");

const roundTheClock = sameEveryDay([{ open: "00:00", close: "24:00" }]);
/** Delivery minutes easy to work out by hand: preparation, then 2 minutes a kilometre. */
const ETA_MODEL: EtaModel = {
  ...DEFAULT_ETA_MODEL,
  detourFactor: 1,
  speeds: [{ fromHour: 0, kmph: 30 }],
  pickupMinutes: 0,
  handoverMinutes: 0,
};

interface Fixture {
  name: string;
  hours: BusinessHours;
  rating: number;
  priceRange: "₹" | "₹₹" | "₹₹₹" | "₹₹₹₹";
  /**
   * Minutes. The delivery minutes are the top of the promised range (learned ETAs). With this file's ETA model (no
   * pickup or handover time, 30 km/h on the straight line) the typical 3 km without a location take 6 minutes, so the
   * range holds preparation + 6: 5 → 10–15, 12 → 15–20, 15 → 20–25, 20 → 25–30, 25 → 30–35, 30 → 35–40, 35 → 40–45.
   */
  preparation: number;
  foodType: "veg" | "non-veg" | "both";
  /** Metres north of the centre. */
  metres: number;
  pause?: { at: Date; until: Date | null };
}

// At 01:00: three open (two round the clock and a night market), three taking orders again within 12 hours (a
// breakfast counter at 7:00, a lunch place at 11:30, a pause ending at 1:20), two closed (dinner at 19:00 is 18 hours
// away; a pause with no end).
const FIXTURES: Fixture[] = [
  {
    name: "Highway Dhaba",
    hours: roundTheClock,
    rating: 3.9,
    priceRange: "₹₹",
    preparation: 25,
    foodType: "both",
    metres: 2000,
  },
  {
    name: "Night Owl Grill",
    hours: roundTheClock,
    rating: 4.1,
    priceRange: "₹",
    preparation: 15,
    foodType: "non-veg",
    metres: 4000,
  },
  {
    name: "Sarafa Night Market",
    hours: sameEveryDay([{ open: "20:00", close: "02:00" }]),
    rating: 4.7,
    priceRange: "₹",
    preparation: 12,
    foodType: "veg",
    metres: 1000,
  },
  {
    name: "Poha Point",
    hours: sameEveryDay([{ open: "07:00", close: "11:00" }]),
    rating: 4.6,
    priceRange: "₹",
    preparation: 5,
    foodType: "veg",
    metres: 500,
  },
  {
    name: "Lunch Box",
    hours: sameEveryDay([
      { open: "11:30", close: "15:30" },
      { open: "19:00", close: "23:00" },
    ]),
    rating: 4.5,
    priceRange: "₹₹₹",
    preparation: 30,
    foodType: "both",
    metres: 3000,
  },
  {
    name: "Dinner Club",
    hours: sameEveryDay([{ open: "19:00", close: "23:00" }]),
    rating: 4.8,
    priceRange: "₹₹₹₹",
    preparation: 35,
    foodType: "non-veg",
    metres: 1500,
  },
  {
    name: "Paused Pantry",
    hours: roundTheClock,
    rating: 4.0,
    priceRange: "₹₹",
    preparation: 20,
    foodType: "veg",
    metres: 2500,
    pause: { at: ist("00:50"), until: ist("01:20") },
  },
  {
    name: "Shut Shack",
    hours: roundTheClock,
    rating: 4.9,
    priceRange: "₹",
    preparation: 12,
    foodType: "veg",
    metres: 3500,
    pause: { at: ist("00:30"), until: null },
  },
];

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const ids: Record<string, string> = {};
let biryani: string;

beforeAll(async () => {
  t = await createTestApp({ now: ONE_AM, config: { eta: ETA_MODEL } });
  tokens = await demoTokens(t);
  const [demo] = await t.database.db.select().from(restaurants).limit(1);
  if (!demo) throw new Error("the demo restaurant is missing");
  // Only the fixtures are listed; an admin sees the demo restaurant last (oldest).
  await t.database.db
    .update(restaurants)
    .set({ isActive: false, createdAt: new Date("2020-01-01T00:00:00Z") })
    .where(eq(restaurants.id, demo.id));
  for (const [i, f] of FIXTURES.entries()) {
    const at = northOfCentre(f.metres);
    const [row] = await t.database.db
      .insert(restaurants)
      .values({
        ownerId: demo.ownerId,
        name: f.name,
        cuisine: ["Indian"],
        lat: at.lat,
        lng: at.lng,
        businessHours: f.hours,
        ratingAverage: f.rating,
        ratingCount: 10,
        priceRange: f.priceRange,
        preparationMinutes: f.preparation,
        foodType: f.foodType,
        pausedAt: f.pause?.at ?? null,
        pausedUntil: f.pause?.until ?? null,
        createdAt: new Date(ONE_AM.getTime() - (FIXTURES.length - i) * 60_000),
      })
      .returning({ id: restaurants.id });
    if (!row) throw new Error("restaurant not inserted");
    ids[f.name] = row.id;
  }
  const [active, retired] = await t.database.db
    .insert(categories)
    .values([
      { name: "Biryani", isActive: true },
      { name: "Old Menu", isActive: false },
    ])
    .returning({ id: categories.id });
  if (!active || !retired) throw new Error("categories not inserted");
  biryani = active.id;
  const dish = (
    name: string,
    restaurant: string,
    categoryId: string,
    discounted: number | null,
    isAvailable = true,
  ) => ({
    restaurantId: ids[restaurant] as string,
    categoryId,
    name,
    pricePaise: 20_000,
    discountedPricePaise: discounted,
    foodType: "veg" as const,
    isAvailable,
  });
  await t.database.db.insert(products).values([
    // The only offer: available, discounted, in an active category.
    dish("Veg Biryani", "Sarafa Night Market", biryani, 16_000),
    // Not offers: an unavailable dish, a retired category, a "discount" equal to the price.
    dish("Poha Biryani", "Poha Point", biryani, 15_000, false),
    dish("Old Thali", "Lunch Box", retired.id, 10_000),
    dish("Dhaba Thali", "Highway Dhaba", biryani, 20_000),
  ]);
});
afterAll(() => t?.close());

async function list(query: Record<string, string | number>, token?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return t.app.inject({ method: "GET", url: `/api/admin/restaurant/all?${qs}`, headers: token ? auth(token) : {} });
}
async function names(query: Record<string, string | number>, token?: string): Promise<string[]> {
  const res = await list({ limit: 100, ...query }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: ListedRestaurant) => r.name);
}
const near = { latitude: CENTRE.lat, longitude: CENTRE.lng };

describe("the listing at 01:00 IST", () => {
  it("puts the restaurants taking orders first, then those opening later, then the closed ones", async () => {
    // Best rated first within each group, without a location.
    expect(await names({})).toEqual([
      "Sarafa Night Market",
      "Night Owl Grill",
      "Highway Dhaba",
      "Poha Point",
      "Lunch Box",
      "Paused Pantry",
      "Shut Shack",
      "Dinner Club",
    ]);
    // Nearest first within each group, with a location.
    expect(await names(near)).toEqual([
      "Sarafa Night Market",
      "Highway Dhaba",
      "Night Owl Grill",
      "Poha Point",
      "Paused Pantry",
      "Lunch Box",
      "Dinner Club",
      "Shut Shack",
    ]);
  });

  it("says when a closed restaurant opens and when a paused one is back", async () => {
    const body = (await list({ limit: 100 })).json();
    const byName = new Map<string, ListedRestaurant>(body.data.map((r: ListedRestaurant) => [r.name, r]));
    expect(byName.get("Poha Point")).toMatchObject({ isOpenNow: false, opensAt: ist("07:00").toISOString() });
    expect(byName.get("Lunch Box")).toMatchObject({ isOpenNow: false, opensAt: ist("11:30").toISOString() });
    expect(byName.get("Paused Pantry")).toMatchObject({
      isOpenNow: true,
      kitchen: { paused: true, pausedUntil: ist("01:20").toISOString() },
    });
    expect(byName.get("Shut Shack")?.kitchen).toMatchObject({ paused: true, pausedUntil: null });
    expect(byName.get("Sarafa Night Market")).toMatchObject({ isOpenNow: true, hasOffers: true });
  });

  it("pages through the order with the total", async () => {
    const page = async (n: number) => (await list({ page: n, limit: 3 })).json();
    expect((await page(1)).data.map((r: ListedRestaurant) => r.name)).toEqual([
      "Sarafa Night Market",
      "Night Owl Grill",
      "Highway Dhaba",
    ]);
    const third = await page(3);
    expect(third.data.map((r: ListedRestaurant) => r.name)).toEqual(["Shut Shack", "Dinner Club"]);
    expect(third.pagination).toEqual({ page: 3, limit: 3, total: 8, totalPages: 3 });
  });
});

describe("filters", () => {
  it.each<[string, Record<string, string>, string[]]>([
    ["veg only", { vegOnly: "true" }, ["Sarafa Night Market", "Poha Point", "Paused Pantry", "Shut Shack"]],
    [
      "rating 4.0+",
      { minRating: "4" },
      [
        "Sarafa Night Market",
        "Night Owl Grill",
        "Poha Point",
        "Lunch Box",
        "Paused Pantry",
        "Shut Shack",
        "Dinner Club",
      ],
    ],
    [
      "delivery within 30 minutes",
      { maxDeliveryMinutes: "30" },
      ["Sarafa Night Market", "Night Owl Grill", "Poha Point", "Paused Pantry", "Shut Shack"],
    ],
    [
      "cost for two under ₹300",
      { costForTwo: "under-300" },
      ["Sarafa Night Market", "Night Owl Grill", "Poha Point", "Shut Shack"],
    ],
    ["cost for two over ₹600", { costForTwo: "over-600" }, ["Lunch Box", "Dinner Club"]],
    ["two bands", { costForTwo: "300-600,over-600" }, ["Highway Dhaba", "Lunch Box", "Paused Pantry", "Dinner Club"]],
    ["open now", { openNow: "true" }, ["Sarafa Night Market", "Night Owl Grill", "Highway Dhaba"]],
    ["offers", { hasOffers: "true" }, ["Sarafa Night Market"]],
    [
      "veg, open now, under ₹300",
      { vegOnly: "true", openNow: "true", costForTwo: "under-300" },
      ["Sarafa Night Market"],
    ],
  ])("%s", async (_name, query, expected) => {
    expect(await names(query)).toEqual(expected);
    // The text-search (SQL) path applies the same rules.
    expect(await names({ ...query, search: "Indian" })).toEqual(expected);
  });

  it("combines a filter with a category", async () => {
    // Poha Point's biryani is unavailable.
    expect(await names({ categoryId: biryani })).toEqual(["Sarafa Night Market", "Highway Dhaba"]);
    expect(await names({ categoryId: biryani, vegOnly: "true" })).toEqual(["Sarafa Night Market"]);
  });
});

describe("sort orders", () => {
  it.each<[string, Record<string, string | number>, string[]]>([
    [
      "rating",
      { sort: "rating" },
      [
        "Sarafa Night Market",
        "Night Owl Grill",
        "Highway Dhaba",
        "Poha Point",
        "Lunch Box",
        "Paused Pantry",
        "Shut Shack",
        "Dinner Club",
      ],
    ],
    [
      "delivery time",
      { sort: "delivery-time" },
      [
        "Sarafa Night Market",
        "Night Owl Grill",
        "Highway Dhaba",
        "Poha Point",
        "Paused Pantry",
        "Lunch Box",
        "Shut Shack",
        "Dinner Club",
      ],
    ],
    [
      "cost",
      { sort: "cost" },
      [
        "Sarafa Night Market",
        "Night Owl Grill",
        "Highway Dhaba",
        "Poha Point",
        "Paused Pantry",
        "Lunch Box",
        "Shut Shack",
        "Dinner Club",
      ],
    ],
    [
      "distance",
      { sort: "distance", ...near },
      [
        "Sarafa Night Market",
        "Highway Dhaba",
        "Night Owl Grill",
        "Poha Point",
        "Paused Pantry",
        "Lunch Box",
        "Dinner Club",
        "Shut Shack",
      ],
    ],
    [
      "rating, with a location",
      { sort: "rating", ...near },
      [
        "Sarafa Night Market",
        "Night Owl Grill",
        "Highway Dhaba",
        "Poha Point",
        "Lunch Box",
        "Paused Pantry",
        "Shut Shack",
        "Dinner Club",
      ],
    ],
  ])("%s", async (_name, query, expected) => {
    expect(await names(query)).toEqual(expected);
    expect(await names({ ...query, search: "Indian" })).toEqual(expected);
    // An owner's listing goes through SQL too.
    expect(await names(query, tokens.restaurant)).toEqual(expected);
  });
});

describe("bad input", () => {
  it.each<[Record<string, string>, string]>([
    [{ sort: "distance" }, "sort"],
    [{ sort: "closest" }, "sort"],
    [{ costForTwo: "cheap" }, "costForTwo"],
    [{ minRating: "9" }, "minRating"],
    [{ maxDeliveryMinutes: "0" }, "maxDeliveryMinutes"],
    [{ vegOnly: "yes" }, "vegOnly"],
    [{ openNow: "maybe" }, "openNow"],
    [{ hasOffers: "1" }, "hasOffers"],
  ])("refuses %j with a 400 naming %s", async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
  });
});

describe("an admin's listing", () => {
  it("stays newest first with every restaurant, whatever the listing filters say", async () => {
    const all = await names({ vegOnly: "true", sort: "rating" }, tokens.admin);
    expect(all.slice(0, 3)).toEqual(["Shut Shack", "Paused Pantry", "Dinner Club"]);
    expect(all.at(-1)).toBe("Sharma Ji Ki Rasoi");
    expect(all).toHaveLength(FIXTURES.length + 1);
  });
});

// Last: the clock only moves forward (the index keeps each restaurant's group until it may change).
describe("as time passes", () => {
  it("moves a restaurant up when its pause ends", async () => {
    t.clock.advance(ist("01:20").getTime() - t.clock.now().getTime());
    expect((await names(near)).slice(0, 4)).toEqual([
      "Sarafa Night Market",
      "Highway Dhaba",
      "Paused Pantry",
      "Night Owl Grill",
    ]);
    expect((await names({ ...near, search: "Indian" })).slice(0, 4)).toEqual([
      "Sarafa Night Market",
      "Highway Dhaba",
      "Paused Pantry",
      "Night Owl Grill",
    ]);
  });
});
