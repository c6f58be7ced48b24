import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { products } from "../../../src/db/schema/catalog";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import type { DomainEvent } from "../../../src/lib/events";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { imageForm, solidImage } from "../media/form";
import { addCategory, addDish, addOwnerWithRestaurant, auth, demoRestaurantId, SIZE } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let ownRestaurant: string;
let other: Awaited<ReturnType<typeof addOwnerWithRestaurant>>;
let mains: string;
let desserts: string;
let hiddenCategory: string;

const dishBody = (overrides: Record<string, unknown> = {}) => ({
  categoryId: mains,
  name: "Paneer Butter Masala",
  description: "Cottage cheese in a rich tomato gravy",
  price: 249.5,
  discountedPrice: 199,
  foodType: "veg",
  preparationTime: 25,
  attributes: [
    {
      name: "Size",
      required: true,
      options: [
        { name: "Half", additionalPrice: 0 },
        { name: "Full", additionalPrice: 80.25 },
      ],
    },
  ],
  addons: [{ name: "Butter naan", price: 45 }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  ownRestaurant = await demoRestaurantId(t);
  other = await addOwnerWithRestaurant(t, { name: "Other Kitchen" });
  mains = await addCategory(t, "Mains");
  desserts = await addCategory(t, "Desserts");
  hiddenCategory = await addCategory(t, "Retired", false);
});
afterAll(() => t?.close());

async function create(token: string, body: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/restaurant/products", headers: auth(token), payload: body });
}

describe("creating a dish", () => {
  it("adds it to the owner's own restaurant, storing paise and answering in rupees", async () => {
    const res = await create(tokens.restaurant, dishBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Product created successfully");
    expect(body.data).toMatchObject({
      restaurant: ownRestaurant,
      category: { _id: mains, name: "Mains" },
      name: "Paneer Butter Masala",
      price: 249.5,
      discountedPrice: 199,
      isAvailable: true,
      preparationTime: 25,
      attributes: [
        {
          name: "Size",
          options: [
            { name: "Half", additionalPrice: 0 },
            { name: "Full", additionalPrice: 80.25 },
          ],
        },
      ],
      addons: [{ name: "Butter naan", price: 45 }],
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, body.data._id));
    expect(row).toMatchObject({ pricePaise: 24950, discountedPricePaise: 19900 });
    expect(row?.attributes[0]?.options[1]).toEqual({ name: "Full", additionalPricePaise: 8025 });
    expect(row?.addons).toEqual([{ name: "Butter naan", pricePaise: 4500 }]);
  });

  it("tells the restaurant's listeners its menu changed", async () => {
    const bus = await t.database.events();
    const seen: DomainEvent[] = [];
    const stop = bus.subscribe((event) => seen.push(event));
    await create(tokens.restaurant, dishBody({ name: "Dal Makhani" }));
    await expect.poll(() => seen).toContainEqual({ type: "catalog.restaurant-changed", restaurantId: ownRestaurant });
    stop();
  });

  it("lets an admin add a dish to a restaurant they name, and asks for one when they do not", async () => {
    const missing = await create(tokens.admin, dishBody());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: "restaurantId", message: "Choose the restaurant this dish belongs to" },
    ]);

    const res = await create(tokens.admin, dishBody({ restaurantId: other.restaurantId, name: "Admin's dish" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.restaurant).toBe(other.restaurantId);
  });

  it("refuses an owner adding to another restaurant with 403", async () => {
    const res = await create(tokens.restaurant, dishBody({ restaurantId: other.restaurantId }));
    expect(res.statusCode).toBe(403);
  });

  it("refuses an inactive or unknown category, naming categoryId", async () => {
    for (const categoryId of [hiddenCategory, "7f1f0a3e-0000-4000-8000-000000000000"]) {
      const res = await create(tokens.restaurant, dishBody({ categoryId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe("categoryId");
    }
  });

  it("rejects a discounted price that is not lower than the price", async () => {
    const res = await create(tokens.restaurant, dishBody({ price: 200, discountedPrice: 200 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      field: "discountedPrice",
      message: "Discounted price must be lower than the price",
    });
  });

  it("rejects repeated option, attribute and add-on names", async () => {
    const options = [
      { name: "Half", additionalPrice: 0 },
      { name: "half", additionalPrice: 10 },
    ];
    const dupOptions = await create(
      tokens.restaurant,
      dishBody({ attributes: [{ name: "Size", required: true, options }] }),
    );
    expect(dupOptions.statusCode).toBe(400);
    expect(dupOptions.json().details).toContainEqual({ field: "attributes.0", message: "Option names must differ" });

    const size = { name: "Size", required: false, options: [{ name: "Half", additionalPrice: 0 }] };
    const dupAttributes = await create(tokens.restaurant, dishBody({ attributes: [size, { ...size, name: "SIZE" }] }));
    expect(dupAttributes.json().details).toContainEqual({
      field: "attributes",
      message: "Attribute names must differ",
    });

    const dupAddons = await create(
      tokens.restaurant,
      dishBody({
        addons: [
          { name: "Raita", price: 20 },
          { name: "raita", price: 25 },
        ],
      }),
    );
    expect(dupAddons.json().details).toContainEqual({ field: "addons", message: "Add-on names must differ" });
  });

  it("names each missing or wrong field", async () => {
    const res = await create(tokens.restaurant, { categoryId: mains, price: 0, foodType: "vegan" });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (res.json().details as Array<{ field: string; message: string }>).map((d) => [d.field, d.message]),
    );
    expect(fields).toMatchObject({
      name: "Dish name is required",
      price: "Price must be more than 0",
      foodType: "Choose veg, non-veg or egg",
    });
  });

  it("accepts only an uploaded image's URL", async () => {
    const bad = await create(tokens.restaurant, dishBody({ image: "javascript:alert(1)" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("image");
    const form = imageForm(await solidImage(40, 40));
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/media/images?purpose=product",
      headers: { ...form.headers, ...auth(tokens.restaurant) },
      payload: form.payload,
    });
    const { url } = uploaded.json().data;
    const good = await create(tokens.restaurant, dishBody({ name: "Kheer", image: url }));
    expect(good.json().data.image).toBe(url);
  });
});

describe("listing dishes", () => {
  let chocolate: string;
  beforeAll(async () => {
    chocolate = await addDish(t, ownRestaurant, desserts, { name: "100% Chocolate_Cake" });
    await addDish(t, ownRestaurant, desserts, { name: "1000 Layer Cake", isAvailable: false });
    await addDish(t, other.restaurantId, desserts, { name: "Other's 100% Cake" });
  });

  const list = (token: string, query = "") =>
    t.app.inject({ method: "GET", url: `/api/restaurant/products${query}`, headers: auth(token) });

  it("gives an owner only their own restaurant's dishes", async () => {
    const res = await list(tokens.restaurant, "?limit=100");
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ restaurant: string; name: string }>;
    expect(data.map((p) => p.name)).toEqual(expect.arrayContaining(["100% Chocolate_Cake", "1000 Layer Cake"]));
    expect(data.every((p) => p.restaurant === ownRestaurant)).toBe(true);
  });

  it("sorts the list as a menu reads: by category, then dish name, ignoring case (issue 16)", async () => {
    // A kitchen of its own, its dishes added in no particular order, in categories whose names differ in case.
    const kitchen = await addOwnerWithRestaurant(t, { name: "Sorted Kitchen" });
    const breads = await addCategory(t, "Breads of the house");
    const curries = await addCategory(t, "curries of the house");
    const starters = await addCategory(t, "Starters of the house");
    for (const [category, name] of [
      [starters, "Veg Pakora"],
      [curries, "Paneer Makhani"],
      [breads, "naan"],
      [starters, "aloo Tikki"],
      [breads, "Garlic Naan"],
      [curries, "Dal Tadka"],
      [breads, "Butter Roti"],
    ] as const) {
      await addDish(t, kitchen.restaurantId, category, { name });
    }
    // Hand-written: the order an owner reads the menu in.
    const expected = [
      ["Breads of the house", "Butter Roti"],
      ["Breads of the house", "Garlic Naan"],
      ["Breads of the house", "naan"],
      ["curries of the house", "Dal Tadka"],
      ["curries of the house", "Paneer Makhani"],
      ["Starters of the house", "aloo Tikki"],
      ["Starters of the house", "Veg Pakora"],
    ];
    const rows = (body: { data: Array<{ name: string; category: { name: string } }> }) =>
      body.data.map((p) => [p.category.name, p.name]);

    const whole = await list(kitchen.token, "?limit=100");
    expect(rows(whole.json())).toEqual(expected);
    // Page by page the same order, with nothing repeated or skipped.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...rows((await list(kitchen.token, `?limit=3&page=${page}`)).json()));
    expect(pages).toEqual(expected);
    // A filter keeps the order.
    const onlyBreads = await list(kitchen.token, `?categoryId=${breads}`);
    expect(rows(onlyBreads.json())).toEqual(expected.slice(0, 3));
  });

  it("searches names ignoring case, treating % and _ as text", async () => {
    const percent = await list(tokens.restaurant, `?search=${encodeURIComponent("100%")}`);
    expect(percent.json().data.map((p: { _id: string }) => p._id)).toEqual([chocolate]);
    const underscore = await list(tokens.restaurant, `?search=${encodeURIComponent("e_c")}`);
    expect(underscore.json().data.map((p: { name: string }) => p.name)).toEqual(["100% Chocolate_Cake"]);
    const anyCase = await list(tokens.restaurant, "?search=CHOCOLATE");
    expect(anyCase.json().pagination.total).toBe(1);
  });

  it("filters by category and availability and pages the result", async () => {
    const res = await list(tokens.restaurant, `?categoryId=${desserts}&isAvailable=false`);
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(["1000 Layer Cake"]);
    const page = await list(tokens.restaurant, `?categoryId=${desserts}&limit=1&page=2`);
    expect(page.json().pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.json().data).toHaveLength(1);
    const past = await list(tokens.restaurant, `?categoryId=${desserts}&limit=1&page=9`);
    expect(past.json()).toMatchObject({ data: [], pagination: { total: 2 } });
  });

  it("lets an admin list every restaurant's dishes or one restaurant's", async () => {
    const all = await list(tokens.admin, "?search=100%25&limit=100");
    expect(all.json().pagination.total).toBe(2);
    const one = await list(tokens.admin, `?restaurantId=${other.restaurantId}&search=100%25`);
    expect(one.json().data.map((p: { name: string }) => p.name)).toEqual(["Other's 100% Cake"]);
  });

  it("refuses an owner asking for another restaurant's list", async () => {
    expect((await list(tokens.restaurant, `?restaurantId=${other.restaurantId}`)).statusCode).toBe(403);
  });

  it("answers 400 for a bad filter, never 500", async () => {
    for (const query of ["?isAvailable=yes", "?categoryId=abc", "?page=0", "?limit=1000"]) {
      expect((await list(tokens.restaurant, query)).statusCode).toBe(400);
    }
  });
});

describe("one dish, editing, availability and removal", () => {
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    mine = await addDish(t, ownRestaurant, mains, {
      name: "Veg Biryani",
      pricePaise: 30000,
      discountedPricePaise: 25000,
    });
    theirs = await addDish(t, other.restaurantId, mains, { name: "Their Biryani" });
  });

  it("shows an owner their dish and 404 for an unknown one", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/restaurant/products/${mine}`,
      headers: auth(tokens.restaurant),
    });
    expect(res.json()).toMatchObject({ _id: mine, name: "Veg Biryani", price: 300, discountedPrice: 250 });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/restaurant/products/7f1f0a3e-0000-4000-8000-000000000000",
      headers: auth(tokens.restaurant),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("changes only the fields sent", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${mine}`,
      headers: auth(tokens.restaurant),
      payload: { name: "Veg Dum Biryani", price: 320 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Product updated successfully",
      data: { name: "Veg Dum Biryani", price: 320, discountedPrice: 250, category: { name: "Mains" } },
    });
  });

  it("checks the discount against the price the dish keeps", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${mine}`,
      headers: auth(tokens.restaurant),
      payload: { discountedPrice: 400 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: "discountedPrice", message: "Discounted price must be lower than the price" },
    ]);
    const cleared = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${mine}`,
      headers: auth(tokens.restaurant),
      payload: { discountedPrice: null, categoryId: desserts },
    });
    expect(cleared.json().data).toMatchObject({ discountedPrice: null, category: { _id: desserts, name: "Desserts" } });
  });

  it("drops cart lines whose chosen option an edit removed", async () => {
    const dish = await addDish(t, ownRestaurant, mains, { attributes: [SIZE] });
    const [customer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, DEMO.customer.phone));
    const base = {
      userId: customer?.id as string,
      restaurantId: ownRestaurant,
      productId: dish,
      quantity: 1,
      selectedAddons: [],
    };
    await t.database.db.insert(cartItems).values([
      { ...base, itemId: `${dish}~half`, selectedAttributes: [{ attributeName: "Size", optionName: "Half" }] },
      { ...base, itemId: `${dish}~full`, selectedAttributes: [{ attributeName: "Size", optionName: "Full" }] },
    ]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${dish}`,
      headers: auth(tokens.restaurant),
      payload: { attributes: [{ name: "Size", required: true, options: [{ name: "Half", additionalPrice: 0 }] }] },
    });
    expect(res.statusCode).toBe(200);
    const lines = await t.database.db
      .select({ itemId: cartItems.itemId })
      .from(cartItems)
      .where(eq(cartItems.productId, dish));
    expect(lines).toEqual([{ itemId: `${dish}~half` }]);
  });

  it("toggles availability back and forth", async () => {
    const url = `/api/restaurant/products/${mine}/toggle-availability`;
    const off = await t.app.inject({ method: "PATCH", url, headers: auth(tokens.restaurant) });
    expect(off.json()).toMatchObject({ message: "Product is now unavailable", data: { isAvailable: false } });
    const on = await t.app.inject({ method: "PATCH", url, headers: auth(tokens.admin) });
    expect(on.json()).toMatchObject({ message: "Product is now available", data: { isAvailable: true } });
  });

  it("hides a deleted dish and takes it out of carts", async () => {
    const dish = await addDish(t, ownRestaurant, mains, { name: "Short-lived" });
    const [customer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, DEMO.customer.phone));
    await t.database.db.insert(cartItems).values({
      userId: customer?.id as string,
      itemId: dish,
      restaurantId: ownRestaurant,
      productId: dish,
      quantity: 2,
      selectedAttributes: [],
      selectedAddons: [],
    });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/restaurant/products/${dish}`,
      headers: auth(tokens.restaurant),
    });
    expect(res.json()).toEqual({ success: true, message: "Product deleted successfully" });
    const again = await t.app.inject({
      method: "GET",
      url: `/api/restaurant/products/${dish}`,
      headers: auth(tokens.restaurant),
    });
    expect(again.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, dish));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      await t.database.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.productId, dish))),
    ).toEqual([]);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/restaurant/products?search=Short-lived",
      headers: auth(tokens.restaurant),
    });
    expect(listed.json().data).toEqual([]);
  });

  it("gives 403 to an owner touching another restaurant's dish, 403 to customers and 401 to visitors", async () => {
    const routes = [
      { method: "GET" as const, url: `/api/restaurant/products/${theirs}` },
      { method: "PUT" as const, url: `/api/restaurant/products/${theirs}`, payload: { name: "Hijacked" } },
      { method: "PATCH" as const, url: `/api/restaurant/products/${theirs}/toggle-availability` },
      { method: "DELETE" as const, url: `/api/restaurant/products/${theirs}` },
    ];
    for (const route of routes) {
      expect((await t.app.inject({ ...route, headers: auth(tokens.restaurant) })).statusCode, route.method).toBe(403);
      expect((await t.app.inject({ ...route, headers: auth(tokens.user) })).statusCode).toBe(403);
      expect((await t.app.inject(route)).statusCode).toBe(401);
    }
    const create = { method: "POST" as const, url: "/api/restaurant/products", payload: dishBody() };
    expect((await t.app.inject({ ...create, headers: auth(tokens.user) })).statusCode).toBe(403);
    expect((await t.app.inject(create)).statusCode).toBe(401);
    const list = { method: "GET" as const, url: "/api/restaurant/products" };
    expect((await t.app.inject({ ...list, headers: auth(tokens.user) })).statusCode).toBe(403);
    expect((await t.app.inject(list)).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(products).where(eq(products.id, theirs));
    expect(row).toMatchObject({ name: "Their Biryani", isAvailable: true, deletedAt: null });
  });

  it("lets the other owner manage their own dish", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/restaurant/products/${theirs}`,
      headers: auth(other.token),
      payload: { name: "Their Dum Biryani" },
    });
    expect(res.json().data.name).toBe("Their Dum Biryani");
  });
});
