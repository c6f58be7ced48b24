import { indiaTime, sameEveryDay } from "@zaika/contract/business-hours";
import { distanceMetres } from "@zaika/contract/geo";
import type { Restaurant } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, CENTRE, createRestaurant, insertCategory, insertProduct, northOfCentre } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const ids: Record<string, string> = {};
let biryaniCategory: string;
let dessertCategory: string;

const at = (coordinates: { lat: number; lng: number }) => ({
  address: {
    street: "1 Test Street",
    city: "Indore",
    state: "Madhya Pradesh",
    zipCode: "452001",
    country: "India",
    coordinates,
  },
});

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const make = async (key: string, overrides: Parameters<typeof createRestaurant>[2]) => {
    ids[key] = (await createRestaurant(t, tokens.admin, overrides)).id;
    t.clock.advance(1000);
  };
  // Created in this order, so "newest first" is the reverse.
  await make("one", { name: "Saffron Court", ...at(northOfCentre(1000)), cuisine: ["Mughlai"] });
  await make("three", { name: "Bombay Bites", ...at(northOfCentre(3000)), cuisine: ["Street Food"] });
  await make("eight", { name: "Chulha Ghar", ...at(northOfCentre(8000)), cuisine: ["Rajasthani"] });
  await make("inactive", { name: "Closed Canteen", ...at(northOfCentre(2000)), cuisine: ["South Indian"] });
  await make("percent", { name: "100% Veg (Pure)", ...at(northOfCentre(40_000)), cuisine: ["Gujarati"] });
  await make("underscore", { name: "Under_score Cafe", ...at(northOfCentre(41_000)), cuisine: ["Cafe"] });
  await make("backslash", { name: "Back\\slash Diner", ...at(northOfCentre(42_000)), cuisine: ["Continental"] });
  await t.database.db
    .update(restaurants)
    .set({ isActive: false })
    .where(eq(restaurants.id, ids.inactive as string));
  // Ratings decide the public order without a location.
  await t.database.db
    .update(restaurants)
    .set({ ratingAverage: 4.8 })
    .where(eq(restaurants.id, ids.eight as string));
  await t.database.db
    .update(restaurants)
    .set({ ratingAverage: 4.2 })
    .where(eq(restaurants.id, ids.three as string));

  biryaniCategory = await insertCategory(t, "Biryani");
  dessertCategory = await insertCategory(t, "Desserts");
  await insertProduct(t, {
    restaurantId: ids.three as string,
    categoryId: biryaniCategory,
    name: "Hyderabadi Dum Biryani",
  });
  await insertProduct(t, {
    restaurantId: ids.one as string,
    categoryId: dessertCategory,
    name: "Gulab Jamun",
    isAvailable: false,
  });
  const ghostDish = await insertProduct(t, {
    restaurantId: ids.eight as string,
    categoryId: dessertCategory,
    name: "Rabri",
  });
  await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, ghostDish));
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>, token?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return t.app.inject({ method: "GET", url: `/api/admin/restaurant/all?${qs}`, headers: token ? auth(token) : {} });
}
const names = (body: { data: Restaurant[] }) => body.data.map((r) => r.name);

describe("GET /api/admin/restaurant/all with a location", () => {
  it("returns only restaurants within mxRadius, nearest first, with their distance in metres", async () => {
    const res = await list({ latitude: CENTRE.lat, longitude: CENTRE.lng, mxRadius: 5000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(["Saffron Court", "Bombay Bites"]);
    const [first, second] = body.data as Restaurant[];
    const expected = (r: Restaurant) =>
      distanceMetres(
        { lat: CENTRE.lat, lon: CENTRE.lng },
        { lat: r.address.coordinates.lat, lon: r.address.coordinates.lng },
      );
    expect(first?.distance).toBeCloseTo(1000, -1);
    expect(second?.distance).toBeCloseTo(3000, -1);
    expect(Math.abs((first?.distance ?? 0) - expected(first as Restaurant))).toBeLessThanOrEqual(1);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  it("uses 5000 metres when a location comes without mxRadius", async () => {
    const body = (await list({ latitude: CENTRE.lat, longitude: CENTRE.lng })).json();
    expect(names(body)).toEqual(["Saffron Court", "Bombay Bites"]);
  });

  it("reaches further with a larger radius", async () => {
    const body = (await list({ latitude: CENTRE.lat, longitude: CENTRE.lng, mxRadius: 10_000 })).json();
    expect(names(body)).toEqual(["Saffron Court", "Bombay Bites", "Chulha Ghar"]);
  });

  it("shows an admin the inactive restaurant in its place by distance", async () => {
    const body = (await list({ latitude: CENTRE.lat, longitude: CENTRE.lng, mxRadius: 5000 }, tokens.admin)).json();
    expect(names(body)).toEqual(["Saffron Court", "Closed Canteen", "Bombay Bites"]);
  });

  it("refuses a latitude without a longitude, and coordinates out of range, with a 400", async () => {
    expect((await list({ latitude: CENTRE.lat })).statusCode).toBe(400);
    expect((await list({ latitude: 95, longitude: 75 })).statusCode).toBe(400);
    expect((await list({ latitude: 22, longitude: 75, mxRadius: -1 })).statusCode).toBe(400);
    expect((await list({ latitude: "abc", longitude: 75 })).statusCode).toBe(400);
  });
});

describe("GET /api/admin/restaurant/all without a location", () => {
  it("shows customers and visitors active restaurants only, best rated first, then by id, without distance", async () => {
    for (const token of [undefined, tokens.user]) {
      const body = (await list({ limit: 100 }, token)).json();
      expect(names(body)).not.toContain("Closed Canteen");
      // All keep the same hours (decision 017 puts open restaurants first): one group, ordered by rating.
      expect(names(body).slice(0, 2)).toEqual(["Chulha Ghar", "Bombay Bites"]);
      const rest = body.data.slice(2).map((r: Restaurant) => r._id);
      expect(rest).toEqual([...rest].sort());
      expect(body.data.every((r: Restaurant) => r.distance === null && r.isActive)).toBe(true);
    }
  });

  it("ignores isActive=false from a customer", async () => {
    const body = (await list({ isActive: "false" }, tokens.user)).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r: Restaurant) => r.isActive)).toBe(true);
  });

  it("lets an admin list everything newest first, or filter by active state", async () => {
    const all = (await list({ limit: 100 }, tokens.admin)).json();
    expect(names(all).slice(0, 3)).toEqual(["Back\\slash Diner", "Under_score Cafe", "100% Veg (Pure)"]);
    expect(names(all)).toContain("Closed Canteen");
    const inactive = (await list({ isActive: "false" }, tokens.admin)).json();
    expect(names(inactive)).toEqual(["Closed Canteen"]);
    const active = (await list({ isActive: "true", limit: 100 }, tokens.admin)).json();
    expect(names(active)).not.toContain("Closed Canteen");
  });

  it("paginates with a total, and answers an empty page past the end with the same total", async () => {
    const page1 = (await list({ page: 1, limit: 2 }, tokens.admin)).json();
    const total = page1.pagination.total;
    expect(total).toBe(8); // seven here plus the demo restaurant
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total, totalPages: 4 });
    const page2 = (await list({ page: 2, limit: 2 }, tokens.admin)).json();
    expect(page2.data).toHaveLength(2);
    expect(names(page2)).not.toContain(names(page1)[0]);
    const past = (await list({ page: 9, limit: 2 }, tokens.admin)).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(total);
  });

  it("hides bank and tax details and the owner from customers, and shows them to admins", async () => {
    const pub = (await list({ search: "Saffron" }, tokens.user)).json().data[0];
    expect(pub.additionalSettings.bankDetails).toBeUndefined();
    expect(pub.additionalSettings.taxInfo).toBeUndefined();
    expect(pub.owner).toBeUndefined();
    const admin = (await list({ search: "Saffron" }, tokens.admin)).json().data[0];
    expect(admin.additionalSettings.bankDetails.accountNumber).toBe("123456789012");
    expect(admin.owner.email).toMatch(/@example\.com$/);
  });
});

describe("GET /api/admin/restaurant/all?search", () => {
  it.each([
    ["saffron", ["Saffron Court"]],
    ["STREET food", ["Bombay Bites"]],
    ["dum biryani", ["Bombay Bites"]],
    ["gulab", ["Saffron Court"]],
  ])("matches %j against names, cuisines and dish names, ignoring case", async (search, expected) => {
    expect(names((await list({ search })).json())).toEqual(expected);
  });

  it("does not match dishes that were deleted", async () => {
    expect(names((await list({ search: "Rabri" })).json())).toEqual([]);
  });

  it.each([
    ["%", ["100% Veg (Pure)"]],
    ["_", ["Under_score Cafe"]],
    ["(", ["100% Veg (Pure)"]],
    ["\\", ["Back\\slash Diner"]],
    [".*", []],
    ["[a-z]+", []],
    ["'; drop table restaurants; --", []],
    ["%%", []],
  ])("treats %j as plain text", async (search, expected) => {
    const res = await list({ search });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(expected);
  });

  it("refuses a NUL character with a 400 rather than failing in the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/restaurant/all?search=a%00b" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: "search", message: "Text cannot contain NUL characters" }]);
  });

  it("reads invalid UTF-8 in the query as text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/restaurant/all?search=%ED%A0%80%FF" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it("answers searches near a pole or across the antimeridian", async () => {
    for (const [latitude, longitude] of [
      [89.99, 0],
      [-89.99, 10],
      [0, 179.99],
      [0, -179.99],
    ]) {
      const res = await list({ latitude: latitude as number, longitude: longitude as number, mxRadius: 100_000 });
      expect(res.statusCode).toBe(200);
    }
  });

  it("combines search with a location", async () => {
    const body = (await list({ search: "bites", latitude: CENTRE.lat, longitude: CENTRE.lng, mxRadius: 5000 })).json();
    expect(names(body)).toEqual(["Bombay Bites"]);
  });
});

describe("GET /api/admin/restaurant/all?categoryId", () => {
  it("keeps restaurants with an available dish in that category", async () => {
    expect(names((await list({ categoryId: biryaniCategory })).json())).toEqual(["Bombay Bites"]);
    // Saffron Court's dessert is unavailable and Chulha Ghar's was deleted.
    expect(names((await list({ categoryId: dessertCategory })).json())).toEqual([]);
  });

  it("refuses a categoryId that is not an id", async () => {
    expect((await list({ categoryId: "biryani" })).statusCode).toBe(400);
  });
});

describe("isOpenNow", () => {
  it("follows the business hours in India time as the clock moves", async () => {
    // Move the clock to the next 10:30 IST.
    const now = t.clock.now();
    const { minute } = indiaTime(now);
    const target = 10 * 60 + 30;
    const ahead = (((target - minute) % 1440) + 1440) % 1440 || 1440;
    t.clock.advance(ahead * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds());
    expect(indiaTime(t.clock.now())).toMatchObject({ minute: target });

    await t.database.db
      .update(restaurants)
      .set({ businessHours: sameEveryDay([{ open: "10:00", close: "11:00" }]) })
      .where(eq(restaurants.id, ids.one as string));
    const openNow = async () => (await list({ search: "Saffron" })).json().data[0].isOpenNow as boolean;
    expect(await openNow()).toBe(true);
    t.clock.advance(31 * 60_000); // 11:01
    expect(await openNow()).toBe(false);
  });
});
