import { cartItemId } from "@zaika/contract/cart";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { products } from "../../../src/db/schema/catalog";
import { users } from "../../../src/db/schema/users";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import {
  addCategory,
  addDish,
  addOwnerWithRestaurant,
  auth,
  CHEESE,
  RAITA,
  ROUND_THE_CLOCK,
  SIZE,
  SPICE,
} from "../products/fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const dish: Record<string, string> = {};
let spiceRoute: string;
let tandoorHouse: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const mains = await addCategory(t, "Mains");
  spiceRoute = (await addOwnerWithRestaurant(t, { name: "Spice Route", businessHours: ROUND_THE_CLOCK })).restaurantId;
  tandoorHouse = (await addOwnerWithRestaurant(t, { name: "Tandoor House" })).restaurantId;
  const shut = (await addOwnerWithRestaurant(t, { name: "Shut Kitchen", isActive: false })).restaurantId;

  dish.thali = await addDish(t, spiceRoute, mains, {
    name: "Thali",
    pricePaise: 20000,
    discountedPricePaise: 18000,
    attributes: [SIZE, SPICE],
    addons: [CHEESE, RAITA],
  });
  dish.lassi = await addDish(t, spiceRoute, mains, { name: "Lassi", pricePaise: 6000 });
  dish.soldOut = await addDish(t, spiceRoute, mains, { name: "Sold out", isAvailable: false });
  dish.removed = await addDish(t, spiceRoute, mains, { name: "Removed", deletedAt: new Date() });
  dish.naan = await addDish(t, tandoorHouse, mains, { name: "Butter Naan", pricePaise: 4000 });
  dish.shut = await addDish(t, shut, mains, { name: "From a shut kitchen" });
});
afterAll(() => t?.close());

const get = (token = tokens.user) => t.app.inject({ method: "GET", url: "/api/cart", headers: auth(token) });
/** Each add a second after the last, so lines keep the order they were added in. */
const add = (payload: Record<string, unknown>, token = tokens.user) => {
  t.clock.advance(1000);
  return t.app.inject({ method: "POST", url: "/api/cart", headers: auth(token), payload });
};
const patch = (itemId: string, quantity: unknown, token = tokens.user) =>
  t.app.inject({ method: "PATCH", url: `/api/cart/item/${itemId}`, headers: auth(token), payload: { quantity } });
const remove = (itemId: string, token = tokens.user) =>
  t.app.inject({ method: "DELETE", url: `/api/cart/item/${itemId}`, headers: auth(token) });
const clear = () => t.app.inject({ method: "DELETE", url: "/api/cart", headers: auth(tokens.user) });

const fullWithCheese = {
  selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
  selectedAddons: ["Extra cheese"],
};

describe("the cart", () => {
  beforeEach(async () => {
    await clear();
  });

  it("starts empty", async () => {
    expect((await get()).json()).toEqual({
      data: [],
      restaurant: null,
      itemCount: 0,
      subtotal: 0,
      coupon: null,
      previousFees: [],
    });
  });

  it("adds a plain dish as a line keyed by its product id, and adds up repeated adds", async () => {
    const first = await add({ productId: dish.lassi, quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: "Product added successfully",
      data: [{ itemId: dish.lassi, productId: dish.lassi, quantity: 2, unitPrice: 60, lineTotal: 120 }],
      restaurant: { _id: spiceRoute, name: "Spice Route", isOpenNow: true, isActive: true },
      itemCount: 2,
      subtotal: 120,
    });
    const second = await add({ productId: dish.lassi });
    expect(second.json().data).toMatchObject([{ itemId: dish.lassi, quantity: 3, lineTotal: 180 }]);
  });

  it("prices choices from the menu and ignores prices sent by the client", async () => {
    const res = await add({ productId: dish.thali, ...fullWithCheese, price: 1, unitPrice: 1, additionalPrice: 0 });
    expect(res.statusCode).toBe(200);
    const [line] = res.json().data;
    expect(line).toMatchObject({
      itemId: cartItemId(dish.thali as string, [{ attributeName: "Size", optionName: "Full" }], ["Extra cheese"]),
      product: { name: "Thali", price: 200, discountedPrice: 180, isAvailable: true },
      selectedAttributes: [{ attributeName: "Size", selectedOption: "Full", additionalPrice: 80 }],
      selectedAddons: [{ name: "Extra cheese", price: 30 }],
      // 180 (discounted) + 80 (Full) + 30 (cheese)
      unitPrice: 290,
      lineTotal: 290,
    });
  });

  it("keeps the same choices on one line however they are typed, and other choices on another", async () => {
    await add({ productId: dish.thali, ...fullWithCheese });
    const same = await add({
      productId: dish.thali,
      selectedAttributes: [{ attributeName: "size", optionName: "FULL" }],
      selectedAddons: ["extra CHEESE"],
    });
    expect(same.json().data).toHaveLength(1);
    expect(same.json().data[0].quantity).toBe(2);

    const half = await add({
      productId: dish.thali,
      quantity: 3,
      selectedAttributes: [
        { attributeName: "Size", optionName: "Half" },
        { attributeName: "Spice", optionName: "Hot" },
      ],
      selectedAddons: ["Raita", "Extra cheese"],
    });
    const body = half.json();
    expect(body.data).toHaveLength(2);
    // 180 + 0 (Half) + 10 (Hot) + 30 + 25 = 245 a thali
    expect(body.data[1]).toMatchObject({ quantity: 3, unitPrice: 245, lineTotal: 735 });
    expect(body.data[1].itemId).not.toBe(body.data[0].itemId);
    expect(body.itemCount).toBe(5);
    expect(body.subtotal).toBe(2 * 290 + 735);
  });

  it("refuses a missing required choice or a choice the dish does not have with 400", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ selectedAddons: ["Raita"] }, "selectedAttributes", "Choose one option for Size"],
      [
        { selectedAttributes: [{ attributeName: "Size", optionName: "Large" }] },
        "selectedAttributes",
        "Large is not an option for Size",
      ],
      [
        {
          selectedAttributes: [
            { attributeName: "Size", optionName: "Half" },
            { attributeName: "Size", optionName: "Full" },
          ],
        },
        "selectedAttributes",
        "Choose one option for Size",
      ],
      [
        { selectedAttributes: [{ attributeName: "Crust", optionName: "Thin" }] },
        "selectedAttributes",
        "This dish has no choice named Crust",
      ],
      [
        { selectedAttributes: [{ attributeName: "Size", optionName: "Half" }], selectedAddons: ["Gold leaf"] },
        "selectedAddons",
        "This dish has no add-on named Gold leaf",
      ],
    ];
    for (const [choices, field, message] of cases) {
      const res = await add({ productId: dish.thali, ...choices });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ field, message }] });
    }
    expect((await get()).json().itemCount).toBe(0);
  });

  it("refuses unavailable or removed dishes and inactive restaurants with 422, unknown dishes with 404", async () => {
    const soldOut = await add({ productId: dish.soldOut });
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().message).toBe("This dish is currently unavailable");
    expect((await add({ productId: dish.removed })).json().message).toBe("This dish is currently unavailable");
    const shut = await add({ productId: dish.shut });
    expect(shut.statusCode).toBe(422);
    expect(shut.json().message).toBe("This restaurant is not accepting orders right now");
    expect((await add({ productId: "7f1f0a3e-0000-4000-8000-000000000000" })).statusCode).toBe(404);
  });

  it("answers 409 naming the current restaurant for another restaurant's dish, and starts a new cart on request", async () => {
    await add({ productId: dish.lassi });
    const conflict = await add({ productId: dish.naan });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: "CONFLICT",
      message: "Your cart has dishes from Spice Route. Start a new cart to add this dish?",
      details: { currentRestaurant: { _id: spiceRoute, name: "Spice Route" } },
    });
    expect((await get()).json().data.map((l: { productId: string }) => l.productId)).toEqual([dish.lassi]);

    const replaced = await add({ productId: dish.naan, replaceCart: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      data: [{ productId: dish.naan, quantity: 1 }],
      restaurant: { _id: tandoorHouse, name: "Tandoor House" },
      itemCount: 1,
    });
  });

  it("sets a line's quantity and removes a line by its itemId", async () => {
    await add({ productId: dish.lassi });
    const thali = (await add({ productId: dish.thali, ...fullWithCheese })).json().data[1].itemId as string;

    const updated = await patch(thali, 4);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: "Cart updated", itemCount: 5, subtotal: 60 + 4 * 290 });

    const removed = await remove(thali);
    expect(removed.json()).toMatchObject({ message: "Product removed successfully", itemCount: 1 });
    expect((await remove(thali)).statusCode).toBe(404);
    expect((await patch(thali, 2)).statusCode).toBe(404);
  });

  it("rejects bad quantities and item ids with 400", async () => {
    await add({ productId: dish.lassi });
    for (const quantity of [0, -1, 2.5, 21, "2"])
      expect((await patch(dish.lassi as string, quantity)).statusCode).toBe(400);
    expect((await patch("not-an-item", 1)).statusCode).toBe(400);
    expect((await add({ productId: dish.lassi, quantity: 0 })).statusCode).toBe(400);
  });

  it("caps a line at 20 and keeps it as it was", async () => {
    await add({ productId: dish.lassi, quantity: 15 });
    const res = await add({ productId: dish.lassi, quantity: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You can add at most 20 of a dish");
    expect((await get()).json().itemCount).toBe(15);
  });

  it("loses no quantity when adds of the same line race", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => add({ productId: dish.lassi })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await get()).json()).toMatchObject({ itemCount: 8, data: [{ quantity: 8 }] });
  });

  it("reprices from the current menu and shows a dish that became unavailable", async () => {
    await add({ productId: dish.lassi, quantity: 2 });
    await t.database.db
      .update(products)
      .set({ pricePaise: 7000, isAvailable: false })
      .where(eq(products.id, dish.lassi as string));
    const cart = (await get()).json();
    expect(cart.data[0]).toMatchObject({ unitPrice: 70, lineTotal: 140, product: { isAvailable: false } });
    await t.database.db
      .update(products)
      .set({ pricePaise: 6000, isAvailable: true })
      .where(eq(products.id, dish.lassi as string));
  });

  it("empties the cart", async () => {
    await add({ productId: dish.lassi });
    const res = await clear();
    expect(res.json()).toEqual({
      success: true,
      message: "Cart cleared",
      data: [],
      restaurant: null,
      itemCount: 0,
      subtotal: 0,
      coupon: null,
      previousFees: [],
    });
  });

  it("keeps each customer's cart to themselves", async () => {
    await add({ productId: dish.lassi });
    const [other] = await t.database.db
      .insert(users)
      .values({ role: "user", name: "Second Customer", phone: "9123456780", phoneVerified: true })
      .returning({ id: users.id, name: users.name });
    const token = await accessTokens(t.config.jwtSecret, () => t.clock.now()).sign({
      id: other?.id as string,
      role: "user",
      name: "Second Customer",
    });
    expect((await get(token)).json().itemCount).toBe(0);
    expect((await patch(dish.lassi as string, 5, token)).statusCode).toBe(404);
    expect((await remove(dish.lassi as string, token)).statusCode).toBe(404);
    const mine = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.itemId, dish.lassi as string));
    expect(mine.map((l) => l.quantity)).toEqual([1]);
  });

  it("is for customers only: 403 for restaurant and admin accounts, 401 for visitors", async () => {
    const routes = [
      { method: "GET" as const, url: "/api/cart" },
      { method: "POST" as const, url: "/api/cart", payload: { productId: dish.lassi } },
      { method: "DELETE" as const, url: "/api/cart" },
      { method: "PATCH" as const, url: `/api/cart/item/${dish.lassi}`, payload: { quantity: 1 } },
      { method: "DELETE" as const, url: `/api/cart/item/${dish.lassi}` },
    ];
    for (const route of routes) {
      expect((await t.app.inject({ ...route, headers: auth(tokens.restaurant) })).statusCode).toBe(403);
      expect((await t.app.inject({ ...route, headers: auth(tokens.admin) })).statusCode).toBe(403);
      expect((await t.app.inject(route)).statusCode).toBe(401);
    }
  });
});
