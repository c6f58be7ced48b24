import { indiaTime, sameEveryDay } from "@zaika/contract/business-hours";
import type { Menu } from "@zaika/contract/menu";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../../src/db/schema/catalog";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import {
  auth,
  CENTRE,
  createRestaurant,
  draft,
  eventually,
  insertCategory,
  insertProduct,
  northOfCentre,
  ownerToken,
} from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let id: string;
let owner: string;
let paneer: string;
let curries: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const created = await createRestaurant(t, tokens.admin, {
    name: "Punjab Grill",
    address: { ...draft().address, coordinates: northOfCentre(1500) },
  });
  id = created.id;
  owner = await ownerToken(t, created.ownerEmail, created.password);
  curries = await insertCategory(t, "curries");
  const breads = await insertCategory(t, "Breads");
  const hidden = await insertCategory(t, "Seasonal", false);
  paneer = await insertProduct(t, {
    restaurantId: id,
    categoryId: curries,
    name: "Paneer Butter Masala",
    pricePaise: 24_950,
  });
  await insertProduct(t, { restaurantId: id, categoryId: curries, name: "dal Makhani", pricePaise: 19_900 });
  await insertProduct(t, { restaurantId: id, categoryId: breads, name: "Garlic Naan", isAvailable: false });
  await insertProduct(t, { restaurantId: id, categoryId: breads, name: "Butter Roti" });
  await insertProduct(t, { restaurantId: id, categoryId: hidden, name: "Sarson Ka Saag" });
  const gone = await insertProduct(t, { restaurantId: id, categoryId: breads, name: "Old Kulcha" });
  await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone));
});
afterAll(() => t.close());

const menu = (headers: Record<string, string> = {}, restaurantId = id) =>
  t.app.inject({ method: "GET", url: `/api/restaurants/${restaurantId}/menu`, headers });
const dishNames = (body: Menu) => body.categories.map((c) => [c.name, c.products.map((p) => p.name)]);
const publish = async (event: Parameters<Awaited<ReturnType<TestContext["database"]["events"]>>["publish"]>[0]) =>
  (await t.database.events()).publish(event);

describe("GET /api/restaurants/{id}/menu", () => {
  it("groups non-deleted dishes by active category, both sorted by name, unavailable ones flagged", async () => {
    const res = await menu();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Menu;
    expect(dishNames(body)).toEqual([
      ["Breads", ["Butter Roti", "Garlic Naan"]],
      ["curries", ["dal Makhani", "Paneer Butter Masala"]],
    ]);
    const naan = body.categories[0]?.products[1];
    expect(naan).toMatchObject({ name: "Garlic Naan", isAvailable: false, restaurant: id });
    const paneerDish = body.categories[1]?.products[1];
    expect(paneerDish).toMatchObject({ _id: paneer, price: 249.5, category: { _id: curries, name: "curries" } });
  });

  it("shows the restaurant's public fields only", async () => {
    const body = (await menu(auth(tokens.admin))).json() as Menu;
    expect(body.restaurant).toMatchObject({ _id: id, name: "Punjab Grill" });
    expect(body.restaurant.additionalSettings).not.toHaveProperty("bankDetails");
    expect(body.restaurant).not.toHaveProperty("owner");
  });

  it("works out the distance from the position header for each caller, and ignores a broken header", async () => {
    const here = JSON.stringify({ lat: CENTRE.lat, lon: CENTRE.lng });
    expect(((await menu({ position: here })).json() as Menu).restaurant.distance).toBeCloseTo(1500, -1);
    expect(((await menu()).json() as Menu).restaurant.distance).toBeNull();
    const res = await menu({ position: "{lat: 1" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Menu).restaurant.distance).toBeNull();
  });

  it("answers 404 for an unknown restaurant and 400 for a bad id", async () => {
    expect((await menu({}, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await menu({}, "abc")).statusCode).toBe(400);
  });
});

describe("the menu cache", () => {
  it("serves the built menu until the restaurant-changed event arrives, then rebuilds it", async () => {
    await menu(); // cached
    await t.database.db.update(products).set({ pricePaise: 29_900 }).where(eq(products.id, paneer));
    const price = async () =>
      ((await menu()).json() as Menu).categories[1]?.products.find((p) => p._id === paneer)?.price;
    // Changed behind the cache's back: still the cached price.
    expect(await price()).toBe(249.5);
    await publish({ type: "catalog.restaurant-changed", restaurantId: id });
    await eventually(async () => expect(await price()).toBe(299));
  });

  it("drops every menu on a catalog-wide change (a category renamed)", async () => {
    await menu();
    await t.database.db.update(categories).set({ name: "Curries & Gravies" }).where(eq(categories.id, curries));
    await publish({ type: "catalog.changed" });
    await eventually(async () => {
      const names = ((await menu()).json() as Menu).categories.map((c) => c.name);
      expect(names).toContain("Curries & Gravies");
    });
  });

  it("reflects the owner's own change on the very next request", async () => {
    await menu();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${id}`,
      headers: auth(owner),
      payload: { name: "Punjab Grill & Bar" },
    });
    expect(res.statusCode).toBe(200);
    expect(((await menu()).json() as Menu).restaurant.name).toBe("Punjab Grill & Bar");
  });

  it("hides the menu of a restaurant switched off, from customers but not from admins or the owner", async () => {
    await menu();
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    expect((await menu()).statusCode).toBe(404);
    expect((await menu(auth(tokens.user))).statusCode).toBe(404);
    expect((await menu(auth(tokens.admin))).statusCode).toBe(200);
    expect((await menu(auth(owner))).statusCode).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    expect((await menu()).statusCode).toBe(200);
  });

  // Last: moving the clock a day ahead expires the access tokens above.
  it("works out open-now per request, not when the menu was cached", async () => {
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${id}/business-hours`,
      headers: auth(owner),
      payload: { businessHours: sameEveryDay([{ open: "12:00", close: "13:00" }]) },
    });
    const now = t.clock.now();
    const target = 12 * 60 + 30;
    const ahead = (((target - indiaTime(now).minute) % 1440) + 1440) % 1440 || 1440;
    t.clock.advance(ahead * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds());
    expect(((await menu()).json() as Menu).restaurant.isOpenNow).toBe(true);
    t.clock.advance(60 * 60_000);
    expect(((await menu()).json() as Menu).restaurant.isOpenNow).toBe(false);
  });
});
