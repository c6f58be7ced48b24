/**
 * What a customer is told before checkout (issue 16): every public answer naming a restaurant carries how it can be
 * paid, and delivery settings whose free delivery could never apply are refused (422 on the threshold field) on
 * creation and on every update, full or partial, checked against what is stored.
 */
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, CENTRE, createRestaurant, draft, ownerToken } from "./fixtures";

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await demoTokens(t)).admin;
});
afterAll(() => t.close());

const REFUSAL_249 =
  "Free delivery must start above the minimum order (₹249). Leave it empty for no free delivery, or set the delivery fee to ₹0 for free delivery on every order.";
const FIELD = "deliverySettings.freeDeliveryThreshold";

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/admin/restaurant", headers: { ...auth(admin), ...headers }, payload });
const put = (id: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/restaurant/${id}`, headers: auth(token), payload });

const delivery = (minimumOrderAmount: number, deliveryFee: number, freeDeliveryThreshold: number | null) => ({
  isDeliveryAvailable: true,
  deliveryRadius: 5,
  minimumOrderAmount,
  deliveryFee,
  estimatedDeliveryTime: 30,
  freeDeliveryThreshold,
});

async function stored(id: string) {
  const [row] = await t.database.db
    .select({
      minimumOrderPaise: restaurants.minimumOrderPaise,
      deliveryFeePaise: restaurants.deliveryFeePaise,
      freeDeliveryThresholdPaise: restaurants.freeDeliveryThresholdPaise,
    })
    .from(restaurants)
    .where(eq(restaurants.id, id));
  return row;
}

describe("delivery settings whose free delivery could never apply", () => {
  it("are refused on creation with a 422 naming the threshold, and nothing is created", async () => {
    for (const threshold of [199, 249]) {
      const body = draft({ deliverySettings: delivery(249, 39, threshold) });
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        code: "BUSINESS_RULE",
        message: REFUSAL_249,
        details: [{ field: FIELD, message: REFUSAL_249 }],
      });
      const owners = await t.database.db.select().from(users).where(eq(users.email, body.ownerEmail));
      expect(owners).toEqual([]);
    }
  });

  it("are said in Hindi when Hindi is preferred", async () => {
    const res = await post(draft({ deliverySettings: delivery(249, 39, 199) }), { "accept-language": "hi" });
    expect(res.statusCode).toBe(422);
    const hindi =
      "फ़्री डिलीवरी न्यूनतम ऑर्डर (₹249) से ऊपर से शुरू होनी चाहिए। फ़्री डिलीवरी न देनी हो तो इसे खाली छोड़ें, या हर ऑर्डर पर फ़्री डिलीवरी के लिए डिलीवरी शुल्क ₹0 रखें।";
    expect(res.json().details).toEqual([{ field: FIELD, message: hindi }]);
  });

  it("leave a threshold above the minimum, no threshold, and a zero fee alone", async () => {
    for (const [minimum, fee, threshold] of [
      [249, 39, 299],
      [249, 39, 249.01],
      [249, 39, null],
      [0, 40, 1],
    ] as const) {
      const res = await post(draft({ deliverySettings: delivery(minimum, fee, threshold) }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("are refused when an admin's full update sends them, and the stored settings stay", async () => {
    const { id, body } = await createRestaurant(t, admin, { deliverySettings: delivery(149, 30, 299) });
    const res = await put(id, admin, { ...body, password: undefined, deliverySettings: delivery(249, 39, 199) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().details).toEqual([{ field: FIELD, message: REFUSAL_249 }]);
    expect(await stored(id)).toEqual({
      minimumOrderPaise: 14_900,
      deliveryFeePaise: 3_000,
      freeDeliveryThresholdPaise: 29_900,
    });
  });

  it("are refused when the owner raises only the minimum to the stored threshold or above it", async () => {
    const created = await createRestaurant(t, admin, { deliverySettings: delivery(149, 30, 249) });
    const owner = await ownerToken(t, created.ownerEmail, created.password);
    // The owner's partial update: only the delivery settings, the threshold as stored, the minimum raised.
    const res = await put(created.id, owner, { deliverySettings: delivery(249, 30, 249) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().details).toEqual([{ field: FIELD, message: REFUSAL_249 }]);
    expect((await stored(created.id))?.minimumOrderPaise).toBe(14_900);
    // Raising the threshold with it is accepted.
    const fixed = await put(created.id, owner, { deliverySettings: delivery(249, 30, 299) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.deliverySettings).toMatchObject({ minimumOrderAmount: 249, freeDeliveryThreshold: 299 });
  });

  it("saved before the rule, do not stop changes that leave the delivery settings alone", async () => {
    const { id } = await createRestaurant(t, admin);
    await t.database.db
      .update(restaurants)
      .set({ minimumOrderPaise: 24_900, deliveryFeePaise: 3_900, freeDeliveryThresholdPaise: 19_900 })
      .where(eq(restaurants.id, id));
    const renamed = await put(id, admin, { name: "Midnight Bites Renamed" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const resent = await put(id, admin, { deliverySettings: delivery(249, 39, 199) });
    expect(resent.statusCode).toBe(422);
  });
});

describe("how a restaurant can be paid, in every public answer that lists or shows it", () => {
  it("is in the listing (with and without a location), the restaurant, and its menu", async () => {
    const { id } = await createRestaurant(t, admin, {
      name: "Online Only Kitchen",
      paymentOptions: { acceptsCash: false, acceptsOnlinePayment: true, acceptsWalletPayment: false },
    });
    const paymentOptions = { acceptsCash: false, acceptsOnlinePayment: true, acceptsWalletPayment: false };
    const near = `latitude=${CENTRE.lat}&longitude=${CENTRE.lng}`;
    for (const url of ["/api/admin/restaurant/all?limit=100", `/api/admin/restaurant/all?limit=100&${near}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      const listed = (res.json().data as ListedRestaurant[]).find((r) => r._id === id);
      expect(listed?.paymentOptions, url).toEqual(paymentOptions);
    }
    const one = await t.app.inject({ method: "GET", url: `/api/admin/restaurant/${id}` });
    expect(one.json().data.paymentOptions).toEqual(paymentOptions);
    const menu = await t.app.inject({ method: "GET", url: `/api/restaurants/${id}/menu` });
    expect(menu.json().restaurant.paymentOptions).toEqual(paymentOptions);
  });
});
