import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../../../src/db/schema/cart";
import { products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import {
  auth,
  CENTRE,
  createRestaurant,
  draft,
  insertCategory,
  insertProduct,
  northOfCentre,
  ownerToken,
} from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

const get = (id: string, token?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/restaurant/${id}`,
    headers: { ...(token ? auth(token) : {}), ...extra },
  });
const put = (id: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/restaurant/${id}`, headers: auth(token), payload });
const toggle = (id: string, token: string) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/restaurant/${id}/toggle-status`, headers: auth(token) });
const remove = (id: string, token: string) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/restaurant/${id}`, headers: auth(token) });

async function freshRestaurant(overrides: Parameters<typeof createRestaurant>[2] = {}) {
  const created = await createRestaurant(t, tokens.admin, overrides);
  return { ...created, owner: await ownerToken(t, created.ownerEmail, created.password) };
}

describe("GET /api/admin/restaurant/{id}", () => {
  it("shows an active restaurant to anyone, without bank, tax or owner details", async () => {
    const { id } = await freshRestaurant();
    for (const token of [undefined, tokens.user, tokens.restaurant]) {
      const res = await get(id, token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data._id).toBe(id);
      expect(data.additionalSettings).not.toHaveProperty("bankDetails");
      expect(data.additionalSettings).not.toHaveProperty("taxInfo");
      expect(data).not.toHaveProperty("owner");
    }
  });

  it("shows bank and tax details to admins and the owner", async () => {
    const { id, owner } = await freshRestaurant();
    for (const token of [tokens.admin, owner]) {
      const { data } = (await get(id, token)).json();
      expect(data.additionalSettings.bankDetails).toEqual({
        accountName: "Test Kitchen",
        accountNumber: "123456789012",
        ifscCode: "HDFC0001234",
        bankName: "HDFC",
      });
      expect(data.additionalSettings.taxInfo.panNumber).toBe("ABCDE1234F");
    }
  });

  it("hides an inactive restaurant from customers and visitors (404) but not from its owner or admins", async () => {
    const { id, owner } = await freshRestaurant({
      additionalSettings: { ...draft().additionalSettings, isActive: false },
    });
    expect((await get(id)).statusCode).toBe(404);
    expect((await get(id, tokens.user)).statusCode).toBe(404);
    expect((await get(id, tokens.restaurant)).statusCode).toBe(404);
    expect((await get(id, owner)).statusCode).toBe(200);
    expect((await get(id, tokens.admin)).json().data.isActive).toBe(false);
  });

  it("gives the distance from a valid position header and ignores a broken one", async () => {
    const { id } = await freshRestaurant({
      address: { ...draft().address, coordinates: northOfCentre(2000) },
    });
    const position = JSON.stringify({ lat: CENTRE.lat, lon: CENTRE.lng });
    expect((await get(id, undefined, { position })).json().data.distance).toBeCloseTo(2000, -1);
    for (const broken of ["not json", "{", '{"lat":"x","lon":1}', '{"lat":100,"lon":1}', "[1,2]", "null"]) {
      const res = await get(id, undefined, { position: broken });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.distance).toBeNull();
    }
  });

  it("answers 404 for an id that does not exist", async () => {
    expect((await get("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("PUT /api/admin/restaurant/{id}", () => {
  it("lets an admin change any field; fields left out keep their values", async () => {
    const { id, body } = await freshRestaurant();
    const res = await put(id, tokens.admin, {
      name: "Renamed Kitchen",
      deliverySettings: { ...body.deliverySettings, deliveryRadius: 3.25, deliveryFee: 0 },
      isVerified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: RESTAURANT_MESSAGES.updated });
    const { data } = (await get(id, tokens.admin)).json();
    expect(data).toMatchObject({
      name: "Renamed Kitchen",
      description: body.description,
      cuisine: body.cuisine,
      isVerified: true,
      isActive: true,
      deliverySettings: { deliveryRadius: 3.25, deliveryFee: 0, minimumOrderAmount: 149.5 },
      additionalSettings: { commissionRate: 12.5 },
    });
    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, id));
    expect(row?.deliveryRadiusMetres).toBe(3250);
  });

  it("lets an admin change the commission and deactivate through additionalSettings", async () => {
    const { id, body } = await freshRestaurant();
    const res = await put(id, tokens.admin, {
      additionalSettings: { ...body.additionalSettings, commissionRate: 20, isActive: false },
    });
    expect(res.json().data).toMatchObject({ isActive: false, additionalSettings: { commissionRate: 20 } });
  });

  it("keeps the active status when an admin saves additionalSettings without it", async () => {
    const { id, body } = await freshRestaurant();
    await toggle(id, tokens.admin);
    const { isActive: _dropped, ...settings } = body.additionalSettings;
    const res = await put(id, tokens.admin, { additionalSettings: { ...settings, packagingCharge: 15 } });
    expect(res.json().data).toMatchObject({ isActive: false, additionalSettings: { packagingCharge: 15 } });
  });

  it("lets the owner change the profile, bank details and tax info", async () => {
    const { id, owner, body } = await freshRestaurant();
    const { commissionRate: _c, isActive: _a, ...ownSettings } = body.additionalSettings;
    const res = await put(id, owner, {
      description: "Now with a tandoor",
      cuisine: ["Tandoor", "tandoor", "Mughlai"],
      additionalSettings: {
        ...ownSettings,
        bankDetails: { ...body.additionalSettings.bankDetails, accountNumber: "999988887777" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      description: "Now with a tandoor",
      cuisine: ["Tandoor", "Mughlai"],
      additionalSettings: { commissionRate: 12.5, bankDetails: { accountNumber: "999988887777" } },
    });
  });

  it.each([
    ["the commission", (s: Record<string, unknown>) => ({ additionalSettings: { ...s, commissionRate: 1 } })],
    ["the active status", (s: Record<string, unknown>) => ({ additionalSettings: { ...s, isActive: false } })],
    ["the verification", () => ({ isVerified: true })],
  ])("refuses the owner changing %s with a 403, and changes nothing", async (_what, change) => {
    const { id, owner, body } = await freshRestaurant();
    const res = await put(id, owner, { name: "Sneaky Change", ...change(body.additionalSettings) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(RESTAURANT_MESSAGES.adminOnlyFields);
    const { data } = (await get(id, tokens.admin)).json();
    expect(data).toMatchObject({
      name: body.name,
      isActive: true,
      isVerified: false,
      additionalSettings: { commissionRate: 12.5 },
    });
  });

  it("accepts the owner's form echoing the current commission and status unchanged", async () => {
    const { id, owner, body } = await freshRestaurant();
    const res = await put(id, owner, {
      name: "Same Terms",
      additionalSettings: body.additionalSettings,
      isVerified: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe("Same Terms");
  });

  it("validates like the draft form, naming the field", async () => {
    const { id, body } = await freshRestaurant();
    const res = await put(id, tokens.admin, { address: { ...body.address, zipCode: "1234" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe("address.zipCode");
  });
});

describe("PATCH /api/admin/restaurant/{id}/toggle-status", () => {
  it("switches a restaurant off and on; customers stop and start seeing it", async () => {
    const { id } = await freshRestaurant();
    const off = await toggle(id, tokens.admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: RESTAURANT_MESSAGES.deactivated, data: { isActive: false } });
    expect((await get(id, tokens.user)).statusCode).toBe(404);
    const on = await toggle(id, tokens.admin);
    expect(on.json()).toMatchObject({ message: RESTAURANT_MESSAGES.activated, data: { isActive: true } });
    expect((await get(id, tokens.user)).statusCode).toBe(200);
  });
});

describe("DELETE /api/admin/restaurant/{id}", () => {
  it("erases a restaurant without orders with its dishes and customers' cart lines; its owner account stays", async () => {
    const { id, ownerEmail } = await freshRestaurant();
    const category = await insertCategory(t, "Thali");
    const dish = await insertProduct(t, { restaurantId: id, categoryId: category, name: "Veg Thali" });
    const [customer] = await t.database.db.select().from(users).where(eq(users.phone, DEMO.customer.phone));
    await t.database.db.insert(cartItems).values({
      userId: customer?.id as string,
      itemId: dish,
      restaurantId: id,
      productId: dish,
      quantity: 2,
      selectedAttributes: [],
      selectedAddons: [],
    });

    const res = await remove(id, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESTAURANT_MESSAGES.removed });
    expect(await t.database.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(await t.database.db.select().from(products).where(eq(products.restaurantId, id))).toEqual([]);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.restaurantId, id))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, ownerEmail))).toHaveLength(1);

    expect((await get(id, tokens.admin)).statusCode).toBe(404);
    expect((await remove(id, tokens.admin)).statusCode).toBe(404);
  });
});
