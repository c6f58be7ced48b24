/**
 * The data download (issue 14 item 6): the customer gets their profile, addresses, orders (items, bill, timeline),
 * reviews and favourites as a dated JSON attachment, and nothing of anyone else. Also: an order in progress stops a
 * deletion with 422, and nothing is erased.
 */
import { ACCOUNT_MESSAGES, AccountExportSchema } from "@zaika/contract/account";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../../src/db/schema/addresses";
import { users } from "../../../src/db/schema/users";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, LUNCHTIME, type Shop, setupShop } from "../../helpers/orders";
import { orderRow } from "../orders/lifecycle-fixtures";
import { codOrder, deliver, type Registered, register, review, saveAddress, tokenOf } from "./account-fixtures";

const ASHA = { phone: "9000054321", name: "Asha Pendharkar", email: "asha.p@example.com" };
const BHAVIN = { phone: "9000067890", name: "Bhavin Trivedi", email: "bhavin.t@example.com" };

let t: TestContext;
let shop: Shop;
let asha: Registered & { addressId: string; orderId: string; reviewId: string };
let bhavin: Registered & { addressId: string; orderId: string; reviewId: string };

/** A customer with an address, a delivered order of one Paneer Tikka, its review and the shop as a favourite. */
async function customerWithHistory(person: typeof ASHA, addressLine: string) {
  const registered = await register(t, person);
  const addressId = await saveAddress(t, registered.accessToken, {
    fullName: person.name,
    addressLine1: addressLine,
    phoneNumber: person.phone,
  });
  const orderId = await codOrder(t, registered.accessToken, addressId, [{ productId: shop.dishes.paneer }]);
  await deliver(t, shop, orderId);
  const reviewId = await review(t, {
    orderId,
    restaurantId: shop.restaurantId,
    userId: registered.id,
    body: `Good food, says ${person.name}`,
  });
  const token = await tokenOf(t, registered.id);
  await t.app.inject({ method: "PUT", url: `/api/user/favourites/${shop.restaurantId}`, headers: auth(token) });
  return { ...registered, addressId, orderId, reviewId };
}

const download = async (id: string) =>
  t.app.inject({ method: "GET", url: "/api/user/me/export", headers: auth(await tokenOf(t, id)) });

beforeAll(async () => {
  t = await createTestApp({ now: LUNCHTIME });
  shop = await setupShop(t);
  asha = await customerWithHistory(ASHA, "7 Juhu Tara Road");
  bhavin = await customerWithHistory(BHAVIN, "19 Navrangpura Lane");
});
afterAll(() => t?.close());

describe("GET /user/me/export", () => {
  it("is a JSON attachment named after the India day, not to be cached", async () => {
    const res = await download(asha.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    // 12:00 IST on 15 January 2026, a few simulated minutes later.
    expect(res.headers["content-disposition"]).toBe('attachment; filename="zaika-my-data-2026-01-15.json"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(AccountExportSchema.safeParse(res.json()).success).toBe(true);
  });

  it("holds the caller's profile, address, order, review and favourite", async () => {
    const data = AccountExportSchema.parse((await download(asha.id)).json());
    expect(data.exportedAt).toBe(t.clock.now().toISOString());
    expect(data.profile).toEqual({
      _id: asha.id,
      name: ASHA.name,
      email: ASHA.email,
      phone: ASHA.phone,
      dateOfBirth: "1990-03-21",
      createdAt: expect.any(String),
    });
    expect(data.addresses.map((a) => [a._id, a.addressLine1, a.phoneNumber])).toEqual([
      [asha.addressId, "7 Juhu Tara Road", ASHA.phone],
    ]);
    expect(data.reviews.map((r) => [r._id, r.order._id, r.body, r.foodRating])).toEqual([
      [asha.reviewId, asha.orderId, `Good food, says ${ASHA.name}`, 4],
    ]);
    expect(data.favourites.map((f) => f.restaurant._id)).toEqual([shop.restaurantId]);
  });

  it("gives each order its items, bill and timeline", async () => {
    const data = AccountExportSchema.parse((await download(asha.id)).json());
    expect(data.orders.map((o) => o._id)).toEqual([asha.orderId]);
    const [order] = data.orders;
    expect(order?.status).toBe("DELIVERED");
    expect(order?.items.map((i) => [i.product.name, i.quantity, i.unitPrice, i.itemTotal])).toEqual([
      ["Paneer Tikka", 1, 199.99, 199.99],
    ]);
    // ₹199.99 of food; GST 5 % = 9.9995 → ₹10.00; packaging ₹20; delivery ₹40 (under the ₹500 threshold).
    expect(order?.bill).toEqual({
      subtotal: 199.99,
      discount: 0,
      couponCode: null,
      gstPercent: 5,
      tax: 10,
      packagingCharge: 20,
      deliveryFee: 40,
      tip: 0,
      total: 269.99,
    });
    expect(order?.deliveryAddress).toMatchObject({ fullName: ASHA.name, addressLine1: "7 Juhu Tara Road" });
    expect(order?.timeline.filter((e) => e.to !== null).map((e) => e.to)).toEqual([
      "PENDING",
      "ACCEPTED",
      "PREPARING",
      "READY_FOR_PICKUP",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(order?.deliveredAt).not.toBeNull();
  });

  it("holds nothing of another customer", async () => {
    const body = (await download(asha.id)).body;
    for (const theirs of [
      bhavin.id,
      bhavin.addressId,
      bhavin.orderId,
      bhavin.reviewId,
      BHAVIN.phone,
      BHAVIN.name,
      BHAVIN.email,
      "Navrangpura",
    ]) {
      expect({ theirs, found: body.includes(theirs) }).toEqual({ theirs, found: false });
    }
    // And the other way round.
    const theirs = AccountExportSchema.parse((await download(bhavin.id)).json());
    expect(theirs.profile._id).toBe(bhavin.id);
    expect(theirs.orders.map((o) => o._id)).toEqual([bhavin.orderId]);
    expect(theirs.reviews.map((r) => r._id)).toEqual([bhavin.reviewId]);
    expect(theirs.addresses.map((a) => a._id)).toEqual([bhavin.addressId]);
  });
});

describe("DELETE /user/me while an order is in progress", () => {
  it("refuses with 422 naming the order, and erases nothing", async () => {
    const token = await tokenOf(t, asha.id);
    const pending = await codOrder(t, token, asha.addressId, [{ productId: shop.dishes.paneer }]);
    const { orderNumber, status } = await orderRow(t, pending);
    expect(status).toBe("PENDING");

    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/user/me",
      headers: auth(await tokenOf(t, asha.id)),
      payload: { confirm: "DELETE" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.orderInProgress(orderNumber));

    const [row] = await t.database.db.select().from(users).where(eq(users.id, asha.id));
    expect(row).toMatchObject({ name: ASHA.name, phone: ASHA.phone, email: ASHA.email, deletedAt: null });
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, asha.id))).toHaveLength(1);
    expect((await download(asha.id)).statusCode).toBe(200);
  });
});
