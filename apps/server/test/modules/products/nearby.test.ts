import { distanceMetres } from "@zaika/contract/geo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { addCategory, addDish, addOwnerWithRestaurant, ROUND_THE_CLOCK } from "./fixtures";

const centre = { lat: 22.719568, lon: 75.857727 };
/** About `km` kilometres due north of the centre. */
const north = (km: number) => ({ lat: centre.lat + km / 111.195, lng: centre.lon });
const closedEveryDay = (() => {
  const day = { isClosed: true, slots: [] };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
})();

let t: TestContext;
let pizza: string;
let curry: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  pizza = await addCategory(t, "Pizza");
  curry = await addCategory(t, "Curry");
  const near = await addOwnerWithRestaurant(t, { name: "Near Pizzeria", ...north(1), businessHours: ROUND_THE_CLOCK });
  const middle = await addOwnerWithRestaurant(t, {
    name: "Middle Pizzeria",
    ...north(3),
    businessHours: closedEveryDay,
  });
  const far = await addOwnerWithRestaurant(t, { name: "Far Pizzeria", ...north(8), businessHours: ROUND_THE_CLOCK });
  const inactive = await addOwnerWithRestaurant(t, { name: "Shut Pizzeria", ...north(0.5), isActive: false });
  const deleted = await addOwnerWithRestaurant(t, { name: "Gone Pizzeria", ...north(0.6), deletedAt: new Date() });

  ids.margherita = await addDish(t, near.restaurantId, pizza, { name: "Margherita" });
  ids.farmhouse = await addDish(t, near.restaurantId, pizza, { name: "Farmhouse" });
  ids.paneer = await addDish(t, middle.restaurantId, pizza, { name: "Paneer Tikka Pizza" });
  ids.pepperoni = await addDish(t, far.restaurantId, pizza, { name: "Pepperoni", foodType: "non-veg" });
  await addDish(t, near.restaurantId, pizza, { name: "Sold out", isAvailable: false });
  await addDish(t, near.restaurantId, pizza, { name: "Removed", deletedAt: new Date() });
  await addDish(t, near.restaurantId, curry, { name: "Not pizza" });
  await addDish(t, inactive.restaurantId, pizza, { name: "From a shut restaurant" });
  await addDish(t, deleted.restaurantId, pizza, { name: "From a deleted restaurant" });
});
afterAll(() => t?.close());

const nearby = (query: string) => t.app.inject({ method: "GET", url: `/api/products/nearby?${query}` });

describe("dishes of a category near the customer", () => {
  it("lists only restaurants within mxRadius metres, nearest first, with their distance and open state", async () => {
    const res = await nearby(`categoryId=${pizza}&latitude=${centre.lat}&longitude=${centre.lon}&mxRadius=5000`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = body.data as Array<{
      product: { name: string };
      restaurant: { name: string; distance: number; isOpenNow: boolean };
    }>;
    expect(rows.map((r) => [r.restaurant.name, r.product.name])).toEqual([
      ["Near Pizzeria", "Farmhouse"],
      ["Near Pizzeria", "Margherita"],
      ["Middle Pizzeria", "Paneer Tikka Pizza"],
    ]);
    const expected = Math.round(distanceMetres(centre, { lat: north(3).lat, lon: north(3).lng }));
    expect(rows[2]?.restaurant.distance).toBeGreaterThanOrEqual(expected - 1);
    expect(rows[2]?.restaurant.distance).toBeLessThanOrEqual(expected + 1);
    expect(rows[0]?.restaurant.distance).toBeLessThan(1100);
    expect(rows.map((r) => r.restaurant.isOpenNow)).toEqual([true, true, false]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
  });

  it("widens to the far restaurant with a bigger radius", async () => {
    const res = await nearby(`categoryId=${pizza}&latitude=${centre.lat}&longitude=${centre.lon}&mxRadius=10000`);
    const names = res.json().data.map((r: { product: { name: string } }) => r.product.name);
    expect(names).toEqual(["Farmhouse", "Margherita", "Paneer Tikka Pizza", "Pepperoni"]);
  });

  it("pages the list", async () => {
    const res = await nearby(
      `categoryId=${pizza}&latitude=${centre.lat}&longitude=${centre.lon}&mxRadius=10000&limit=2&page=2`,
    );
    expect(res.json().data.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      "Paneer Tikka Pizza",
      "Pepperoni",
    ]);
    expect(res.json().pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2 });
  });

  it("without a location lists every orderable dish of the category with no distance", async () => {
    const res = await nearby(`categoryId=${pizza}`);
    const rows = res.json().data as Array<{ product: { _id: string }; restaurant: { distance: number | null } }>;
    expect(rows.map((r) => r.product._id).sort()).toEqual(
      [ids.margherita, ids.farmhouse, ids.paneer, ids.pepperoni].sort(),
    );
    expect(rows.every((r) => r.restaurant.distance === null)).toBe(true);
  });

  it("answers 400 for half a location or a bad category, never 500", async () => {
    expect((await nearby(`categoryId=${pizza}&latitude=22.7`)).statusCode).toBe(400);
    expect((await nearby(`categoryId=${pizza}&latitude=91&longitude=75`)).statusCode).toBe(400);
    expect((await nearby("categoryId=pizza")).statusCode).toBe(400);
    expect(
      (await nearby(`categoryId=${pizza}&latitude=${centre.lat}&longitude=${centre.lon}&mxRadius=-5`)).statusCode,
    ).toBe(400);
  });
});
