import { type SearchResponse, SearchResponseSchema } from "@zaika/contract/search";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../src/db/schema/catalog";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { LUNCHTIME } from "../../helpers/orders";
import { addCategory, addDish, addOwnerWithRestaurant, auth, ROUND_THE_CLOCK } from "../products/fixtures";
import { eventually } from "../restaurants/fixtures";

const centre = { lat: 22.719568, lng: 75.857727 };
/** About `km` kilometres due north of the centre. */
const north = (km: number) => ({ lat: centre.lat + km / 111.195, lng: centre.lng });
const closedEveryDay = (() => {
  const day = { isClosed: true, slots: [] };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
})();

let t: TestContext;
let admin: string;
const ids: Record<string, string> = {};
let grillOwner: string;

beforeAll(async () => {
  t = await createTestApp({ now: LUNCHTIME });
  admin = (await demoTokens(t)).admin;
  ids.curries = await addCategory(t, "Curries");
  ids.tandoor = await addCategory(t, "Tandoor");
  ids.tiffin = await addCategory(t, "Tiffin");
  const seasonal = await addCategory(t, "Seasonal", false);

  const grill = await addOwnerWithRestaurant(t, {
    name: "Punjab Grill",
    cuisine: ["North Indian"],
    ratingAverage: 4.1,
    ratingCount: 120,
    businessHours: ROUND_THE_CLOCK,
    ...north(1),
  });
  grillOwner = grill.token;
  ids.grill = grill.restaurantId;
  ids.palace = (
    await addOwnerWithRestaurant(t, {
      name: "Paneer Palace",
      cuisine: ["Mughlai"],
      ratingAverage: 4.6,
      ratingCount: 80,
      businessHours: closedEveryDay,
      acceptsCash: false,
      ...north(3),
    })
  ).restaurantId;
  ids.dosa = (
    await addOwnerWithRestaurant(t, {
      name: "Dosa Corner",
      cuisine: ["South Indian"],
      ratingAverage: 4.8,
      ratingCount: 300,
      businessHours: ROUND_THE_CLOCK,
      ...north(0.5),
    })
  ).restaurantId;
  const shut = await addOwnerWithRestaurant(t, { name: "Shut Kitchen", isActive: false, ...north(0.2) });
  const gone = await addOwnerWithRestaurant(t, { name: "Gone Kitchen", deletedAt: new Date(), ...north(0.3) });

  ids.butterMasala = await addDish(t, ids.grill, ids.curries, {
    name: "Paneer Butter Masala",
    pricePaise: 24_950,
    discountedPricePaise: 19_900,
  });
  ids.dal = await addDish(t, ids.grill, ids.curries, { name: "Dal Makhani" });
  ids.tikka = await addDish(t, ids.grill, ids.tandoor, { name: "Paneer Tikka" });
  await addDish(t, ids.grill, ids.tandoor, { name: "Paneer Kulcha", isAvailable: false });
  await addDish(t, ids.grill, ids.tandoor, { name: "Paneer Naan", deletedAt: new Date() });
  await addDish(t, ids.grill, seasonal, { name: "Paneer Pakora" });
  ids.kadai = await addDish(t, ids.palace, ids.curries, { name: "Kadai Paneer" });
  await addDish(t, ids.palace, ids.tandoor, { name: "Butter Naan" });
  ids.paneerDosa = await addDish(t, ids.dosa, ids.tiffin, { name: "Paneer Dosa", foodType: "veg" });
  await addDish(t, ids.dosa, ids.tiffin, { name: "Masala Dosa" });
  await addDish(t, shut.restaurantId, ids.tandoor, { name: "Paneer Tikka Roll" });
  await addDish(t, gone.restaurantId, ids.tandoor, { name: "Paneer Roll" });
});
afterAll(() => t?.close());

async function search(query: Record<string, string | number>): Promise<SearchResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ method: "GET", url: `/api/search?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((row) => row.name);

describe("GET /api/search without a location", () => {
  it("finds the dishes with paneer and the restaurants serving them: best match, then rating, then name", async () => {
    const body = await search({ q: "Paneer", limit: 20 });
    expect(body.q).toBe("Paneer");
    // Unavailable, deleted, inactive-category, inactive- and deleted-restaurant dishes are not offered.
    expect(names(body.dishes)).toEqual(["Paneer Dosa", "Kadai Paneer", "Paneer Butter Masala", "Paneer Tikka"]);
    expect(names(body.restaurants)).toEqual(["Dosa Corner", "Paneer Palace", "Punjab Grill"]);
    expect(body.categories).toEqual([]);
  });

  it("answers what a result row needs: prices in rupees, the restaurant, whether it is open", async () => {
    const body = await search({ q: "paneer butter masala" });
    expect(body.dishes).toEqual([
      {
        _id: ids.butterMasala,
        name: "Paneer Butter Masala",
        price: 249.5,
        discountedPrice: 199,
        foodType: "veg",
        image: null,
        restaurant: { _id: ids.grill, name: "Punjab Grill", distance: null, isOpenNow: true },
      },
    ]);
    const palace = (await search({ q: "paneer palace" })).restaurants[0];
    expect(palace).toEqual({
      _id: ids.palace,
      name: "Paneer Palace",
      cuisine: ["Mughlai"],
      logo: null,
      rating: { average: 4.6, count: 80 },
      // Online only: the result says so, as its card does (issue 16).
      paymentOptions: { acceptsCash: false, acceptsOnlinePayment: true },
      distance: null,
      isOpenNow: false,
    });
  });

  it('tolerates typos: "panner" still finds the paneer dishes', async () => {
    const body = await search({ q: "panner", limit: 20 });
    expect(names(body.dishes)).toEqual(["Paneer Dosa", "Kadai Paneer", "Paneer Butter Masala", "Paneer Tikka"]);
    expect(names(body.restaurants)).toEqual(["Dosa Corner", "Paneer Palace", "Punjab Grill"]);
  });

  it("matches categories by name (typos too) and restaurants by cuisine; inactive categories never", async () => {
    expect(names((await search({ q: "tandor" })).categories)).toEqual(["Tandoor"]);
    expect((await search({ q: "curr" })).categories).toEqual([{ _id: ids.curries, name: "Curries", image: null }]);
    expect((await search({ q: "seasonal" })).categories).toEqual([]);
    expect(names((await search({ q: "south indian" })).restaurants)).toEqual(["Dosa Corner"]);
  });

  it("answers at most `limit` per group, and nothing for a query without letters or digits", async () => {
    const body = await search({ q: "paneer", limit: 2 });
    expect(names(body.dishes)).toEqual(["Paneer Dosa", "Kadai Paneer"]);
    expect(names(body.restaurants)).toEqual(["Dosa Corner", "Paneer Palace"]);
    expect(await search({ q: "!!!" })).toEqual({ q: "!!!", dishes: [], restaurants: [], categories: [] });
  });
});

describe("the response body", () => {
  it("is the text the response schema would write, prepared when the results were indexed", async () => {
    const near = `latitude=${centre.lat}&longitude=${centre.lng}`;
    for (const query of ["q=paneer", `q=paneer&${near}`, "q=curr", "q=%22quoted%22%20%5C"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.body).toBe(JSON.stringify(SearchResponseSchema.encode(res.json())));
    }
  });
});

describe("GET /api/search with a location", () => {
  it("puts the nearest first, with distances in metres", async () => {
    const body = await search({ q: "paneer", latitude: centre.lat, longitude: centre.lng, limit: 20 });
    expect(body.dishes.map((d) => [d.name, d.restaurant.name])).toEqual([
      ["Paneer Dosa", "Dosa Corner"],
      ["Paneer Butter Masala", "Punjab Grill"],
      ["Paneer Tikka", "Punjab Grill"],
      ["Kadai Paneer", "Paneer Palace"],
    ]);
    expect(body.dishes.map((d) => d.restaurant.distance)).toEqual([500, 1000, 1000, 3000]);
    expect(body.restaurants.map((r) => [r.name, r.distance])).toEqual([
      ["Dosa Corner", 500],
      ["Punjab Grill", 1000],
      ["Paneer Palace", 3000],
    ]);
  });

  it("keeps the nearest `limit`", async () => {
    const body = await search({ q: "paneer", latitude: north(3).lat, longitude: centre.lng, limit: 1 });
    expect(names(body.dishes)).toEqual(["Kadai Paneer"]);
    expect(body.dishes[0]?.restaurant.distance).toBe(0);
    expect(names(body.restaurants)).toEqual(["Paneer Palace"]);
  });
});

describe("keeping up with the catalogue", () => {
  const dishNames = async (q: string) => names((await search({ q, limit: 20 })).dishes);

  it("serves what it loaded until a catalog event names the restaurant", async () => {
    expect(await dishNames("masala dosa")).toEqual(["Masala Dosa"]);
    await t.database.db.update(products).set({ name: "Rava Dosa" }).where(eq(products.name, "Masala Dosa"));
    // Changed behind the index's back: still the old name.
    expect(await dishNames("masala dosa")).toEqual(["Masala Dosa"]);
    await (await t.database.events()).publish({ type: "catalog.restaurant-changed", restaurantId: ids.dosa as string });
    await eventually(async () => expect(await dishNames("dosa")).toEqual(["Paneer Dosa", "Rava Dosa"]));
  });

  it("shows a dish the owner adds, renames, and no longer one made unavailable or deleted", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/restaurant/products",
      headers: auth(grillOwner),
      payload: { categoryId: ids.curries, name: "Paneer Lababdar", price: 279, foodType: "veg" },
    });
    expect(added.statusCode, added.body).toBe(200);
    const lababdar = added.json().data._id as string;
    await eventually(async () => expect(await dishNames("lababdar")).toEqual(["Paneer Lababdar"]));

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${ids.dal}`,
      headers: auth(grillOwner),
      payload: { name: "Dal Tadka" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(async () => {
      expect(await dishNames("makhani")).toEqual([]);
      expect(await dishNames("tadka")).toEqual(["Dal Tadka"]);
    });

    const toggled = await t.app.inject({
      method: "PATCH",
      url: `/api/restaurant/products/${ids.tikka}/toggle-availability`,
      headers: auth(grillOwner),
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    await eventually(async () => expect(await dishNames("tikka")).toEqual([]));

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/restaurant/products/${lababdar}`,
      headers: auth(grillOwner),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await eventually(async () => expect(await dishNames("lababdar")).toEqual([]));
  });

  it("drops a category switched off, with its dishes", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/category/${ids.tiffin}/toggle-status`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => {
      const body = await search({ q: "dosa" });
      expect(body.categories).toEqual([]);
      expect(body.dishes).toEqual([]);
      // Its name still matches.
      expect(names(body.restaurants)).toEqual(["Dosa Corner"]);
    });
  });

  it("drops a restaurant made inactive, and its dishes", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${ids.palace}/toggle-status`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => {
      const body = await search({ q: "paneer", limit: 20 });
      expect(names(body.dishes)).toEqual(["Paneer Butter Masala"]);
      expect(names(body.restaurants)).toEqual(["Punjab Grill"]);
    });
  });
});

describe("bad input", () => {
  const fieldOf = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/search${query}` });
    expect(res.statusCode, res.body).toBe(400);
    return (res.json().details as Array<{ field: string }>)[0]?.field;
  };

  it("answers 400 naming the field", async () => {
    expect(await fieldOf("")).toBe("q");
    expect(await fieldOf("?q=%20%20")).toBe("q");
    expect(await fieldOf(`?q=${"a".repeat(101)}`)).toBe("q");
    expect(await fieldOf("?q=paneer&latitude=22.7")).toBe("latitude");
    expect(await fieldOf("?q=paneer&latitude=abc&longitude=75")).toBe("latitude");
    expect(await fieldOf("?q=paneer&latitude=95&longitude=75")).toBe("latitude");
    expect(await fieldOf("?q=paneer&limit=0")).toBe("limit");
    expect(await fieldOf("?q=paneer&limit=21")).toBe("limit");
  });
});
