/** Riders: the admin's management (/admin/riders) and the rider's own work (/rider/me). */
import { OTP } from "@zaika/contract/constants";
import { riderPayoutPosting } from "@zaika/contract/ledger";
import { MESSAGES } from "@zaika/contract/messages";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import { recordPosting } from "../../../src/modules/ledger/service";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims } from "../../helpers/auth";
import { auth, insertOrder, NOON_IST, otpLogin, otpToken, type World, world } from "../orders/lifecycle-fixtures";

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
});
afterAll(() => t.close());

const createRider = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/admin/riders", headers: auth(token), payload });
const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: auth(token) });
const patch = (token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url, headers: auth(token), payload });

describe("admin: /admin/riders", () => {
  it("creates a rider who can sign in by OTP with the rider role", async () => {
    const res = await createRider(w.tokens.admin, {
      name: "Amit Verma",
      phone: "+91 98765 00010",
      vehicleType: "electric-scooter",
      vehicleNumber: "mp09ef7788",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: RIDER_MESSAGES.created,
      data: {
        name: "Amit Verma",
        phone: "9876500010",
        vehicleType: "electric-scooter",
        vehicleNumber: "MP09EF7788",
        isActive: true,
        isAvailable: false,
        activeDeliveries: 0,
        deliveredCount: 0,
      },
    });
    const login = await otpLogin(t, "9876500010");
    expect(login.statusCode, login.body).toBe(200);
    expect(decodeClaims(login.json().accessToken)).toMatchObject({ role: "rider", name: "Amit Verma" });
  });

  it("a phone that already has an account is a 409 on the phone field; bad input is a 400", async () => {
    for (const phone of ["9876543210", "9876500001"]) {
      const res = await createRider(w.tokens.admin, {
        name: "Dup",
        phone,
        vehicleType: "bicycle",
        vehicleNumber: "MP 09 AB 1",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().details).toEqual([{ field: "phone", message: RIDER_MESSAGES.phoneTaken }]);
    }
    const bad = await createRider(w.tokens.admin, {
      name: "Bad Plate",
      phone: "9876500011",
      vehicleType: "bicycle",
      vehicleNumber: "12345",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("vehicleNumber");
    const vehicle = await createRider(w.tokens.admin, {
      name: "Bad Vehicle",
      phone: "9876500011",
      vehicleType: "truck",
      vehicleNumber: "MP 09 AB 1",
    });
    expect(vehicle.statusCode).toBe(400);
    expect(vehicle.json().details[0].field).toBe("vehicleType");
  });

  it("lists riders with their current and finished deliveries, searchable", async () => {
    const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant, riderId: w.ids.rider };
    await insertOrder(t, { ...base, status: "PREPARING" });
    await insertOrder(t, { ...base, status: "OUT_FOR_DELIVERY" });
    await insertOrder(t, { ...base, status: "DELIVERED", paymentStatus: "PAID" });
    await insertOrder(t, { ...base, status: "CANCELLED" });
    const res = await get(w.tokens.admin, "/api/admin/riders?search=ravi");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        _id: w.ids.rider,
        name: "Ravi Kumar",
        vehicleNumber: "MP 09 AB 1234",
        isAvailable: true,
        activeDeliveries: 2,
        deliveredCount: 1,
      }),
    ]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    const all = await get(w.tokens.admin, "/api/admin/riders");
    expect(all.json().pagination.total).toBe(2);
    const online = await get(w.tokens.admin, "/api/admin/riders?available=true");
    expect(online.json().data.map((r: { name: string }) => r.name)).toEqual(["Ravi Kumar"]);
  });

  it("deactivating takes the rider offline, stops sign-in and going online; activating restores sign-in", async () => {
    const created = await createRider(w.tokens.admin, {
      name: "Kiran Patel",
      phone: "9876500012",
      vehicleType: "scooter",
      vehicleNumber: "MP 09 GH 5678",
    });
    const id = created.json().data._id;
    const riderToken = await otpToken(t, "9876500012");
    expect((await patch(riderToken, "/api/rider/me/availability", { isAvailable: true })).json()).toMatchObject({
      message: RIDER_MESSAGES.online,
      data: { isAvailable: true },
    });

    const off = await patch(w.tokens.admin, `/api/admin/riders/${id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: RIDER_MESSAGES.deactivated,
      data: { isActive: false, isAvailable: false },
    });

    const online = await patch(riderToken, "/api/rider/me/availability", { isAvailable: true });
    expect(online.statusCode).toBe(403);
    expect(online.json().message).toBe(RIDER_MESSAGES.inactive);
    t.clock.advance(OTP.resendAfterSeconds * 1000);
    const login = await otpLogin(t, "9876500012");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(RIDER_MESSAGES.inactive);

    const on = await patch(w.tokens.admin, `/api/admin/riders/${id}`, { isActive: true });
    expect(on.json()).toMatchObject({
      message: RIDER_MESSAGES.activated,
      data: { isActive: true, isAvailable: false },
    });
    t.clock.advance(OTP.resendAfterSeconds * 1000);
    expect((await otpLogin(t, "9876500012")).statusCode).toBe(200);

    const missing = await patch(w.tokens.admin, "/api/admin/riders/00000000-0000-4000-8000-000000000000", {
      isActive: false,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RIDER_MESSAGES.notFound);
    // A customer's id is not a rider.
    expect((await patch(w.tokens.admin, `/api/admin/riders/${w.ids.customer}`, { isActive: false })).statusCode).toBe(
      404,
    );
  });

  it("admins only", async () => {
    for (const token of [w.tokens.user, w.tokens.restaurant, w.tokens.rider]) {
      expect((await get(token, "/api/admin/riders")).statusCode).toBe(403);
      const res = await createRider(token, {
        name: "Nope",
        phone: "9876500013",
        vehicleType: "bicycle",
        vehicleNumber: "MP 09 AB 1",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
      expect((await patch(token, `/api/admin/riders/${w.ids.rider}`, { isActive: false })).statusCode).toBe(403);
    }
  });
});

describe("rider: /rider/me", () => {
  it("shows the deliveries under way with pickup, drop and cash to collect", async () => {
    const cod = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      riderId: w.ids.rider,
      status: "READY_FOR_PICKUP",
      createdAt: new Date(t.clock.now().getTime() - 1000),
    });
    const res = await get(w.tokens.rider, "/api/rider/me");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rider).toMatchObject({ _id: w.ids.rider, name: "Ravi Kumar", isActive: true });
    // Earlier tests left a PREPARING and an OUT_FOR_DELIVERY order with this rider; delivered/cancelled are gone.
    expect(body.deliveries.map((d: { status: string }) => d.status).sort()).toEqual([
      "OUT_FOR_DELIVERY",
      "PREPARING",
      "READY_FOR_PICKUP",
    ]);
    const delivery = body.deliveries.find((d: { _id: string }) => d._id === cod.id);
    expect(delivery).toMatchObject({
      orderNumber: cod.orderNumber,
      paymentMode: "COD",
      collect: 450,
      itemCount: 1,
      pickup: { name: "Sharma Ji Ki Rasoi", phone: null, coordinates: { lat: 0, lng: 0 } },
      drop: {
        name: "Demo Customer",
        phone: "9876543210",
        address: "12 MG Road, Near Rajwada, Indore, Madhya Pradesh 452001",
        instructions: "Ring the bell",
        coordinates: { lat: 22.72, lng: 75.86 },
      },
    });
  });

  it("shows the customer's tip on the delivery, and the cash to collect includes it", async () => {
    const tipped = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      riderId: w.ids.rider,
      status: "PREPARING",
    });
    // The order's total holds the tip (orders_total_check): ₹450 + ₹20.
    await t.database.db
      .update(orders)
      .set({ tipPaise: 2_000, totalPaise: tipped.totalPaise + 2_000 })
      .where(eq(orders.id, tipped.id));
    const deliveries = (await get(w.tokens.rider, "/api/rider/me")).json().deliveries as Array<Record<string, unknown>>;
    expect(deliveries.find((d) => d._id === tipped.id)).toMatchObject({ tip: 20, collect: 470 });
    expect(deliveries.filter((d) => d._id !== tipped.id).map((d) => d.tip)).not.toContain(20);
  });

  it("paid online orders have nothing to collect; riders only; going offline", async () => {
    const paid = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      riderId: w.ids.rider,
      status: "ACCEPTED",
      paymentMode: "ONLINE",
      paymentStatus: "PAID",
      providerPaymentId: "pay_r1",
      providerOrderId: "order_r1",
    });
    const res = await get(w.tokens.rider, "/api/rider/me");
    expect(res.json().deliveries.find((d: { _id: string }) => d._id === paid.id).collect).toBe(0);
    for (const token of [w.tokens.user, w.tokens.admin, w.tokens.restaurant]) {
      expect((await get(token, "/api/rider/me")).statusCode).toBe(403);
      expect((await patch(token, "/api/rider/me/availability", { isAvailable: true })).statusCode).toBe(403);
    }
    const off = await patch(w.tokens.rider, "/api/rider/me/availability", { isAvailable: false });
    expect(off.json()).toMatchObject({ success: true, message: RIDER_MESSAGES.offline, data: { isAvailable: false } });
    const bad = await patch(w.tokens.rider, "/api/rider/me/availability", { isAvailable: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("isAvailable");
  });
});

describe("rider: /rider/me today", () => {
  it("counts the deliveries since India midnight, what the ledger paid for them and their checkout tips", async () => {
    // NOON_IST is 12:00 on 15 January in India; the India day began at 2026-01-14T18:30Z.
    const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant, riderId: w.ids.rider };
    const before = await get(w.tokens.rider, "/api/rider/me");
    expect(before.json().today).toEqual({ deliveries: 0, earnings: 0, tips: 0 });

    // Delivered at 23:59 IST yesterday, with its payout written then: not today's.
    const yesterday = new Date("2026-01-14T18:29:00Z");
    const old = await insertOrder(t, { ...base, status: "DELIVERED", paymentStatus: "PAID" });
    await t.database.db.update(orders).set({ deliveredAt: yesterday }).where(eq(orders.id, old.id));
    await t.database.db.transaction((tx) =>
      recordPosting(tx, riderPayoutPosting(old.distanceMetres), {
        orderId: old.id,
        riderId: w.ids.rider,
        at: yesterday,
      }),
    );

    // Delivered now through the API, 1,200 m from the restaurant: ₹25 + ₹6 × 1.2 km = ₹32.20, and a ₹20 tip given at
    // checkout: ₹52.20 earned, ₹20 of it tips.
    const order = await insertOrder(t, { ...base, status: "OUT_FOR_DELIVERY", deliveryCode: "2468" });
    await t.database.db
      .update(orders)
      .set({ tipPaise: 2_000, totalPaise: order.totalPaise + 2_000 })
      .where(eq(orders.id, order.id));
    const done = await patch(w.tokens.rider, `/api/order/${order.id}/status`, {
      status: "DELIVERED",
      deliveryCode: "2468",
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await get(w.tokens.rider, "/api/rider/me");
    expect(after.json().today).toEqual({ deliveries: 1, earnings: 52.2, tips: 20 });
  });
});
