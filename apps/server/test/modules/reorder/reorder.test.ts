import { sameEveryDay } from "@zaika/contract/business-hours";
import { CART_MESSAGES, type CartLine } from "@zaika/contract/cart";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { REORDER_MESSAGES, type ReorderChange } from "@zaika/contract/reorder";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import type { TestContext } from "../../helpers/app";
import {
  auth,
  CHEESE,
  customerAtShop,
  fillCart,
  newCustomer,
  placedCodOrder,
  type Shop,
  SIZE,
} from "../../helpers/orders";
import { addCategory, addDish, addOwnerWithRestaurant, ROUND_THE_CLOCK } from "../products/fixtures";

let t: TestContext;
let tokens: { admin: string; restaurant: string; user: string };
let shop: Shop;
/** The demo customer's order: Paneer Tikka ×2 (₹199.99), Royal Thali Full + Extra cheese ×1 (₹290), Sweet Lassi ×3 (₹60). */
let orderId: string;
/** Another restaurant's dish, to fill the cart from elsewhere. */
let naan: string;

beforeAll(async () => {
  ({ t, tokens, shop } = await customerAtShop());
  const placed = await placedCodOrder(t, tokens.user, [
    { productId: shop.dishes.paneer, quantity: 2 },
    {
      productId: shop.dishes.thali,
      selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
      selectedAddons: ["Extra cheese"],
    },
    { productId: shop.dishes.lassi, quantity: 3 },
  ]);
  orderId = placed.order._id;
  const tandoor = await addOwnerWithRestaurant(t, { name: "Tandoor House", businessHours: ROUND_THE_CLOCK });
  naan = await addDish(t, tandoor.restaurantId, await addCategory(t, "Breads"), {
    name: "Butter Naan",
    pricePaise: 4000,
  });
});
afterAll(() => t?.close());

/** The menu and the restaurant as the order found them, and an empty cart, before each test. */
beforeEach(async () => {
  const db = t.database.db;
  await db
    .update(products)
    .set({ pricePaise: 22_000, discountedPricePaise: 19_999, isAvailable: true, deletedAt: null, attributes: [] })
    .where(eq(products.id, shop.dishes.paneer));
  await db
    .update(products)
    .set({ pricePaise: 18_000, isAvailable: true, deletedAt: null, attributes: [SIZE], addons: [CHEESE] })
    .where(eq(products.id, shop.dishes.thali));
  await db.update(products).set({ isAvailable: true, deletedAt: null }).where(eq(products.id, shop.dishes.lassi));
  await db
    .update(restaurants)
    .set({ isActive: true, deletedAt: null, businessHours: null })
    .where(eq(restaurants.id, shop.restaurantId));
  await t.app.inject({ method: "DELETE", url: "/api/cart", headers: auth(tokens.user) });
});

const reorder = (id: string, payload?: Record<string, unknown>, token: string | null = tokens.user) =>
  t.app.inject({
    method: "POST",
    url: `/api/order/${id}/reorder`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
const getCart = async (token = tokens.user) =>
  (await t.app.inject({ method: "GET", url: "/api/cart", headers: auth(token) })).json();
/** A cart line as the customer sees it: name, quantity, unit price, choices. */
const summary = (lines: CartLine[]) =>
  lines.map((l) => ({
    name: l.product.name,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    choices: [...l.selectedAttributes.map((a) => a.selectedOption), ...l.selectedAddons.map((a) => a.name)],
  }));
const messages = (changes: ReorderChange[]) => changes.map((c) => c.message);
const setDish = (id: string, values: Partial<typeof products.$inferInsert>) =>
  t.database.db.update(products).set(values).where(eq(products.id, id));

const AS_ORDERED = [
  { name: "Paneer Tikka", quantity: 2, unitPrice: 199.99, choices: [] },
  { name: "Royal Thali", quantity: 1, unitPrice: 290, choices: ["Full", "Extra cheese"] },
  { name: "Sweet Lassi", quantity: 3, unitPrice: 60, choices: [] },
];

describe("POST /api/order/{id}/reorder", () => {
  it("fills an empty cart with the order as it was, and answers the cart as GET /cart does", async () => {
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(REORDER_MESSAGES.added);
    expect(body.changes).toEqual([]);
    expect(summary(body.data)).toEqual(AS_ORDERED);
    // 2 × 199.99 + 290 + 3 × 60
    expect(body.subtotal).toBe(869.98);
    expect(body.itemCount).toBe(6);
    expect(body.restaurant._id).toBe(shop.restaurantId);
    const { success: _s, message: _m, changes: _c, ...cart } = body;
    expect(cart).toEqual(await getCart());
  });

  it("takes a request without a body as replaceCart false", async () => {
    const res = await reorder(orderId);
    expect(res.statusCode).toBe(200);
    expect(summary(res.json().data)).toEqual(AS_ORDERED);
  });

  it("leaves out a dish made unavailable and says so", async () => {
    await setDish(shop.dishes.lassi, { isAvailable: false });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      {
        kind: "unavailable",
        productId: shop.dishes.lassi,
        name: "Sweet Lassi",
        message: "Sweet Lassi is currently unavailable, so it was left out",
        leftOut: true,
        oldUnitPrice: null,
        newUnitPrice: null,
      },
    ]);
    expect(summary(res.json().data)).toEqual(AS_ORDERED.slice(0, 2));
  });

  it("leaves out a deleted dish and says so", async () => {
    await setDish(shop.dishes.paneer, { deletedAt: new Date() });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(messages(res.json().changes)).toEqual(["Paneer Tikka is no longer on the menu, so it was left out"]);
    expect(summary(res.json().data)).toEqual(AS_ORDERED.slice(1));
  });

  it("prices at today's prices and tells the old and new unit price", async () => {
    // The discount ended (₹199.99 → ₹220); the thali costs ₹190 (₹190 + ₹80 + ₹30 = ₹300, was ₹290).
    await setDish(shop.dishes.paneer, { discountedPricePaise: null });
    await setDish(shop.dishes.thali, { pricePaise: 19_000 });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.changes).toEqual([
      expect.objectContaining({ kind: "priceChanged", oldUnitPrice: 199.99, newUnitPrice: 220 }),
      expect.objectContaining({ kind: "priceChanged", oldUnitPrice: 290, newUnitPrice: 300 }),
    ]);
    expect(messages(body.changes)).toEqual([
      "Paneer Tikka now costs ₹220 (was ₹199.99)",
      "Royal Thali now costs ₹300 (was ₹290)",
    ]);
    expect(summary(body.data).map((l) => [l.name, l.unitPrice])).toEqual([
      ["Paneer Tikka", 220],
      ["Royal Thali", 300],
      ["Sweet Lassi", 60],
    ]);
    // 2 × 220 + 300 + 3 × 60
    expect(body.subtotal).toBe(920);
  });

  it("leaves out a dish whose required option is gone, and says so", async () => {
    await setDish(shop.dishes.thali, {
      attributes: [{ name: "Size", required: true, options: [{ name: "Half", additionalPricePaise: 0 }] }],
    });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      expect.objectContaining({
        kind: "optionGone",
        leftOut: true,
        message: "Royal Thali was left out: Full is no longer offered for Size",
      }),
    ]);
    expect(summary(res.json().data).map((l) => l.name)).toEqual(["Paneer Tikka", "Sweet Lassi"]);
  });

  it("adds a dish without an add-on that is gone, and says so", async () => {
    await setDish(shop.dishes.thali, { addons: [] });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([
      expect.objectContaining({
        kind: "extraGone",
        leftOut: false,
        message: "Royal Thali was added without Extra cheese, which is no longer offered",
      }),
    ]);
    expect(summary(res.json().data)[1]).toEqual({
      name: "Royal Thali",
      quantity: 1,
      unitPrice: 260,
      choices: ["Full"],
    });
  });

  it("merges items whose choices became the same and caps the line at 20", async () => {
    const placed = await placedCodOrder(t, tokens.user, [
      {
        productId: shop.dishes.thali,
        quantity: 12,
        selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
        selectedAddons: ["Extra cheese"],
      },
      {
        productId: shop.dishes.thali,
        quantity: 10,
        selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
      },
    ]);
    await setDish(shop.dishes.thali, { addons: [] });
    const res = await reorder(placed.order._id, {});
    expect(res.statusCode).toBe(200);
    expect(messages(res.json().changes)).toEqual([
      "Royal Thali was added without Extra cheese, which is no longer offered",
      "Royal Thali: at most 20 of a dish fit in the cart, so 20 were added instead of 22",
    ]);
    expect(summary(res.json().data)).toEqual([
      { name: "Royal Thali", quantity: 20, unitPrice: 260, choices: ["Full"] },
    ]);
  });

  it("fills the cart while the restaurant is closed by its hours, as adding to the cart does", async () => {
    await t.database.db
      .update(restaurants)
      .set({ businessHours: sameEveryDay([{ open: "18:00", close: "23:00" }]) })
      .where(eq(restaurants.id, shop.restaurantId));
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurant.isOpenNow).toBe(false);
    expect(summary(res.json().data)).toEqual(AS_ORDERED);
  });

  it("refuses a restaurant that no longer takes orders (422), leaving the cart alone", async () => {
    await fillCart(t, tokens.user, [{ productId: naan }]);
    await t.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, shop.restaurantId));
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CART_MESSAGES.restaurantClosed);
    expect(summary((await getCart()).data).map((l) => l.name)).toEqual(["Butter Naan"]);
  });

  it("answers 422 with the reasons when nothing can be ordered, before asking about another cart", async () => {
    await fillCart(t, tokens.user, [{ productId: naan }]);
    for (const id of Object.values(shop.dishes)) await setDish(id, { isAvailable: false });
    const res = await reorder(orderId, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: REORDER_MESSAGES.nothingOrderable, code: "BUSINESS_RULE" });
    expect(messages(res.json().details.changes)).toEqual([
      "Paneer Tikka is currently unavailable, so it was left out",
      "Royal Thali is currently unavailable, so it was left out",
      "Sweet Lassi is currently unavailable, so it was left out",
    ]);
    expect(summary((await getCart()).data).map((l) => l.name)).toEqual(["Butter Naan"]);
  });

  it("asks before replacing another restaurant's cart (409, as adding to the cart does), and replaces it when told", async () => {
    await fillCart(t, tokens.user, [{ productId: naan, quantity: 2 }]);
    const refused = await reorder(orderId, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CART_MESSAGES.otherRestaurant("Tandoor House"));
    expect(refused.json().details.currentRestaurant.name).toBe("Tandoor House");
    expect(summary((await getCart()).data).map((l) => l.name)).toEqual(["Butter Naan"]);

    const replaced = await reorder(orderId, { replaceCart: true });
    expect(replaced.statusCode).toBe(200);
    expect(summary(replaced.json().data)).toEqual(AS_ORDERED);
    expect(summary((await getCart()).data)).toEqual(AS_ORDERED);
  });

  it("keeps the same restaurant's other lines and gives a same line the order's quantity, so pressing twice changes nothing", async () => {
    await fillCart(t, tokens.user, [
      { productId: shop.dishes.paneer, quantity: 5 },
      { productId: shop.dishes.thali, selectedAttributes: [{ attributeName: "Size", optionName: "Half" }] },
    ]);
    const first = await reorder(orderId, {});
    expect(first.statusCode).toBe(200);
    const expected = [
      { name: "Paneer Tikka", quantity: 2, unitPrice: 199.99, choices: [] },
      { name: "Royal Thali", quantity: 1, unitPrice: 180, choices: ["Half"] },
      { name: "Royal Thali", quantity: 1, unitPrice: 290, choices: ["Full", "Extra cheese"] },
      { name: "Sweet Lassi", quantity: 3, unitPrice: 60, choices: [] },
    ];
    expect(summary(first.json().data)).toEqual(expected);
    const second = await reorder(orderId, {});
    expect(summary(second.json().data)).toEqual(expected);
  });

  it("answers 404 for another customer's order and for an unknown one, 400 naming id for a malformed one", async () => {
    const other = await newCustomer(t, "9123456781");
    const foreign = await reorder(orderId, {}, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORDER_MESSAGES.notFound);
    expect((await getCart(other.token)).data).toEqual([]);

    const unknown = await reorder("3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b", {});
    expect(unknown.statusCode).toBe(404);
    const malformed = await reorder("not-an-id", {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe("id");
  });

  it("answers 400 naming replaceCart when it is not a boolean", async () => {
    const res = await reorder(orderId, { replaceCart: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe("replaceCart");
  });

  it("is for customers only: 401 without a token, 403 for a restaurant or an admin", async () => {
    expect((await reorder(orderId, {}, null)).statusCode).toBe(401);
    expect((await reorder(orderId, {}, tokens.restaurant)).statusCode).toBe(403);
    expect((await reorder(orderId, {}, tokens.admin)).statusCode).toBe(403);
  });
});
