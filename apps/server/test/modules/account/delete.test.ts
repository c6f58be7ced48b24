/**
 * Deleting an account (issue 14 item 6, decision 022): a customer with an address, a delivered order and its review,
 * a cancelled order, a favourite, a cart line, a support message and a session deletes their account; afterwards
 * none of their personal data is in any text column of any table, their orders are still there with the same
 * totals, their tokens are refused, and the same phone signs up as a new, empty account.
 */
import { ACCOUNT_MESSAGES, DELETED_CUSTOMER_NAME } from "@zaika/contract/account";
import { MESSAGES } from "@zaika/contract/messages";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackPoints } from "../../../src/db/schema/dispatch";
import { orders } from "../../../src/db/schema/orders";
import { reviews } from "../../../src/db/schema/reviews";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import type { TestContext } from "../../helpers/app";
import { createTestApp } from "../../helpers/app";
import { demoTokens, refreshCookie } from "../../helpers/auth";
import { auth, LUNCHTIME, type Shop, setupShop, signToken } from "../../helpers/orders";
import { userIdByPhone } from "../orders/lifecycle-fixtures";
import {
  cancel,
  codOrder,
  deliver,
  findEverywhere,
  type Registered,
  register,
  review,
  saveAddress,
  tokenOf,
} from "./account-fixtures";

/** Strings found nowhere else in the seed, so any match in the scan is this customer's. */
const ZORAWAR = { phone: "9000012345", name: "Zorawar Quixote", email: "zorawar.q@example.com" };
const ADDRESS_LINE = "41 Xylophone Street";
const NEEDLES = [ZORAWAR.phone, ZORAWAR.name, "Zorawar", ZORAWAR.email, ADDRESS_LINE, "Xylophone"];

let t: TestContext;
let shop: Shop;
let customer: Registered;
let deliveredId: string;
let cancelledId: string;
let reviewId: string;
/** The orders' money before the deletion. */
let totalsBefore: Array<{ id: string; status: string; subtotalPaise: number; taxPaise: number; totalPaise: number }>;

const totalsOf = (ids: string[]) =>
  t.database.db
    .select({
      id: orders.id,
      status: orders.status,
      subtotalPaise: orders.subtotalPaise,
      taxPaise: orders.taxPaise,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);

/** `DELETE /user/me` with the confirmation, another body, or (`null`) none at all. */
const deleteAccount = (token: string | null, payload: Record<string, unknown> | null = { confirm: "DELETE" }) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/user/me",
    headers: token ? auth(token) : {},
    ...(payload === null ? {} : { payload }),
  });

beforeAll(async () => {
  t = await createTestApp({ now: LUNCHTIME });
  shop = await setupShop(t);
  customer = await register(t, ZORAWAR);
  const token = customer.accessToken;
  const addressId = await saveAddress(t, token, {
    fullName: ZORAWAR.name,
    addressLine1: ADDRESS_LINE,
    phoneNumber: ZORAWAR.phone,
    landmark: "Behind Xylophone Park",
    instructions: `Call Zorawar on ${ZORAWAR.phone} at the gate`,
  });

  // A delivered order with a review and a rider's track, and one the customer cancelled with a reason.
  deliveredId = await codOrder(t, token, addressId, [{ productId: shop.dishes.paneer }]);
  await deliver(t, shop, deliveredId);
  await t.database.db.insert(trackPoints).values({
    orderId: deliveredId,
    riderId: await userIdByPhone(t, DEMO.rider.phone),
    lat: 22.7396,
    lng: 75.8577,
    at: t.clock.now(),
  });
  reviewId = await review(t, {
    orderId: deliveredId,
    restaurantId: shop.restaurantId,
    userId: customer.id,
    body: "Zorawar here from Xylophone Street: lovely paneer",
  });
  cancelledId = await codOrder(t, await tokenOf(t, customer.id), addressId, [
    { productId: shop.dishes.thali, selectedAttributes: [{ attributeName: "Size", optionName: "Full" }] },
  ]);
  await cancel(t, await tokenOf(t, customer.id), cancelledId, "Zorawar is not home after all");

  // A favourite, a cart line and a support message from the signed-in account.
  const now = await tokenOf(t, customer.id);
  const fav = await t.app.inject({
    method: "PUT",
    url: `/api/user/favourites/${shop.restaurantId}`,
    headers: auth(now),
  });
  expect(fav.statusCode).toBe(200);
  const cart = await t.app.inject({
    method: "POST",
    url: "/api/cart",
    headers: auth(now),
    payload: { productId: shop.dishes.lassi },
  });
  expect(cart.statusCode).toBe(200);
  const support = await t.app.inject({
    method: "POST",
    url: "/api/support/messages",
    headers: auth(now),
    payload: {
      name: ZORAWAR.name,
      email: ZORAWAR.email,
      subject: "Order Issue",
      message: `My order to ${ADDRESS_LINE} was late`,
    },
  });
  expect(support.statusCode).toBeLessThan(300);

  totalsBefore = await totalsOf([deliveredId, cancelledId]);
});
afterAll(() => t?.close());

describe("before the deletion", () => {
  it("the scan finds the customer's data in the tables that hold it (so it can prove them gone)", async () => {
    const phone = await findEverywhere(t, ZORAWAR.phone);
    expect(phone).toEqual(
      expect.arrayContaining(["users.phone: 1", "addresses.phone_number: 1", "orders.delivery_address: 2"]),
    );
    expect(phone.some((hit) => hit.startsWith("otp_sends.phone") || hit.startsWith("sms_outbox.phone"))).toBe(true);
    expect(await findEverywhere(t, "Xylophone")).toEqual(
      expect.arrayContaining(["addresses.address_line1: 1", "reviews.body: 1", "support_messages.message: 1"]),
    );
    expect(await findEverywhere(t, "Zorawar")).toEqual(
      expect.arrayContaining(["users.name: 1", "users.email: 1", "order_events.reason: 1", "orders.cancel_reason: 1"]),
    );
  });
});

describe("confirming the deletion", () => {
  it("refuses without the confirmation, naming the field, and erases nothing", async () => {
    const token = await tokenOf(t, customer.id);
    for (const payload of [{}, { confirm: "delete" }, { confirm: "yes" }, { confirm: 1 }]) {
      const res = await deleteAccount(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`confirm: ${ACCOUNT_MESSAGES.confirmRequired}`);
      expect(res.json().details).toEqual([{ field: "confirm", message: ACCOUNT_MESSAGES.confirmRequired }]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.phone).toBe(ZORAWAR.phone);
    expect(row?.deletedAt).toBeNull();
  });

  it("refuses a request without a body with 400, and erases nothing", async () => {
    const res = await deleteAccount(await tokenOf(t, customer.id), null);
    expect(res.statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe("after the deletion", () => {
  let newcomer: Registered;

  beforeAll(async () => {
    const res = await deleteAccount(customer.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.deleted });
    // The refresh cookie is cleared in the same answer.
    expect(res.cookies.find((c) => c.name === "zaika_rt")?.value).toBe("");
  });

  it("leaves none of the customer's phone, name, e-mail or address in any text column of any table", async () => {
    for (const needle of NEEDLES)
      expect({ needle, found: await findEverywhere(t, needle) }).toEqual({ needle, found: [] });
  });

  it("keeps the account row under its id, nameless, marked deleted", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({
      role: "user",
      name: DELETED_CUSTOMER_NAME,
      phone: null,
      email: null,
      dateOfBirth: null,
      isBlocked: false,
    });
    expect(row?.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("keeps both orders with their totals and statuses, the address reduced to city, state and PIN code", async () => {
    expect(await totalsOf([deliveredId, cancelledId])).toEqual(totalsBefore);
    const kept = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [deliveredId, cancelledId]));
    for (const order of kept) {
      expect(order.userId).toBe(customer.id);
      expect(order.deliveryAddress).toEqual({
        fullName: DELETED_CUSTOMER_NAME,
        addressLine1: "",
        addressLine2: "",
        landmark: "",
        city: "Indore",
        state: "Madhya Pradesh",
        postalCode: "452001",
        addressType: "home",
        phoneNumber: "",
        deliveryInstructions: "",
        coordinates: { lat: 0, lng: 0 },
      });
    }
    expect(await t.database.db.select().from(trackPoints).where(eq(trackPoints.orderId, deliveredId))).toEqual([]);
  });

  it("keeps the review's ratings without its author or text", async () => {
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ orderId: deliveredId, userId: null, body: "", foodRating: 4, deliveryRating: 5 });
  });

  it("still lets an admin download the delivered order's invoice, now without the customer", async () => {
    const { admin } = await demoTokens(t);
    const res = await t.app.inject({ method: "GET", url: `/api/order/${deliveredId}/invoice`, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses the old refresh token and the old access token", async () => {
    const refreshed = await t.app.inject({
      method: "GET",
      url: "/api/auth/refresh",
      headers: { cookie: customer.cookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().message).toBe(MESSAGES.sessionExpired);

    // The first access token, signed before the deletion and not yet expired, and one signed for the id now.
    for (const token of [customer.accessToken, await tokenOf(t, customer.id)]) {
      for (const url of ["/api/auth/me", "/api/user/favourites", "/api/user/me/export"]) {
        const res = await t.app.inject({ method: "GET", url, headers: auth(token) });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      }
      expect((await deleteAccount(token)).statusCode).toBe(403);
    }
  });

  it("refuses to block or unblock the deleted account", async () => {
    const { admin } = await demoTokens(t);
    for (const payload of [{ blocked: true, reason: "Testing a deleted account" }, { blocked: false }]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/customers/${customer.id}/block`,
        headers: auth(admin),
        payload,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("signs the same phone up as a new account, with nothing of the old one", async () => {
    newcomer = await register(t, { ...ZORAWAR, name: "Zorawar Again" });
    expect(newcomer.id).not.toBe(customer.id);
    const token = newcomer.accessToken;
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth(token) });
    expect((await get("/api/order/user/my-orders")).json().data).toEqual([]);
    expect((await get("/api/user/favourites")).json().data).toEqual([]);
    expect((await get("/api/user/address")).json().data).toEqual([]);
    const exported = (await get("/api/user/me/export")).json();
    expect(exported.profile).toMatchObject({ _id: newcomer.id, name: "Zorawar Again", phone: ZORAWAR.phone });
    expect([exported.addresses, exported.orders, exported.reviews, exported.favourites]).toEqual([[], [], [], []]);
    // The cart starts empty too.
    const cart = (await get("/api/cart")).json();
    expect(cart.items ?? cart.data?.items ?? []).toEqual([]);
  });

  it("keeps the new account's session working", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: { cookie: newcomer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)).toMatch(/^zaika_rt=.+/);
  });
});

describe("who may delete", () => {
  it("refuses restaurant, admin and rider accounts with 403, and a caller without a token with 401", async () => {
    const { admin, restaurant } = await demoTokens(t);
    const rider = await signToken(t, { id: await userIdByPhone(t, DEMO.rider.phone), role: "rider" });
    for (const token of [admin, restaurant, rider]) {
      expect((await deleteAccount(token)).statusCode).toBe(403);
      const exported = await t.app.inject({ method: "GET", url: "/api/user/me/export", headers: auth(token) });
      expect(exported.statusCode).toBe(403);
    }
    expect((await deleteAccount(null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user/me/export" })).statusCode).toBe(401);
  });
});
