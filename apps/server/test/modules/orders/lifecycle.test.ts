/** PATCH /order/{id}/status: the status machine's roles, its refusals, and what each transition records. */
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderActor } from "@zaika/contract/order-status";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import {
  auth,
  insertOrder,
  NOON_IST,
  orderRow,
  otherRestaurant,
  otpToken,
  setRider,
  type World,
  world,
} from "./lifecycle-fixtures";

let t: TestContext;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
});
afterAll(() => t.close());

const ROLES = ["user", "restaurant", "admin", "rider"] as const;

function patchStatus(token: string, orderId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "PATCH", url: `/api/order/${orderId}/status`, headers: auth(token), payload });
}

describe("every transition of the machine", () => {
  const cases = ORDER_TRANSITIONS.flatMap((transition) =>
    transition.from.flatMap((from) =>
      ROLES.map((role) => ({ from, to: transition.to, role, allowed: transition.by.includes(role as OrderActor) })),
    ),
  );

  it.each(cases)("$from → $to by $role: allowed=$allowed", async ({ from, to, role, allowed }) => {
    // The demo rider is assigned so every role can see the order: a refusal is then about the role, not visibility.
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: from,
      riderId: w.ids.rider,
    });
    const res = await patchStatus(w.tokens[role], order.id, {
      status: to,
      reason: "Out of stock today",
      deliveryCode: "4321",
    });
    if (!allowed) {
      expect(res.statusCode, res.body).toBe(403);
      expect((await orderRow(t, order.id)).status).toBe(from);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ORDER_MESSAGES.statusUpdated(ORDER_STATUS_LABELS[to]));
    expect(body.order.status).toBe(to);
    const entry = body.order.timeline.at(-1);
    expect(entry).toMatchObject({ type: "status", from, to, by: { role } });
    expect((await orderRow(t, order.id)).status).toBe(to);
  });
});

describe("refusals", () => {
  it("409 names both statuses when the machine has no such move", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const res = await patchStatus(w.tokens.restaurant, order.id, { status: "PREPARING" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.transitionNotAllowed("Pending", "Preparing"));

    const ready = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "READY_FOR_PICKUP",
      riderId: w.ids.rider,
    });
    const skip = await patchStatus(w.tokens.rider, ready.id, { status: "DELIVERED", deliveryCode: "4321" });
    expect(skip.statusCode).toBe(409);
    const back = await patchStatus(w.tokens.restaurant, ready.id, { status: "PENDING" });
    expect(back.statusCode).toBe(403); // nobody may move an order back to PENDING
  });

  it("a rejection and an admin's cancellation need a reason (400 naming the field)", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    for (const [token, status] of [
      [w.tokens.restaurant, "REJECTED"],
      [w.tokens.admin, "CANCELLED"],
    ] as const) {
      const res = await patchStatus(token, order.id, { status, reason: "   " });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: "reason", message: ORDER_MESSAGES.reasonRequired }]);
    }
    const rejected = await patchStatus(w.tokens.restaurant, order.id, { status: "REJECTED", reason: "Kitchen closed" });
    expect(rejected.json().order).toMatchObject({ status: "REJECTED", rejectionReason: "Kitchen closed" });
  });

  it("bad input is a 400 naming the field, never a 500", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const unknown = await patchStatus(w.tokens.restaurant, order.id, { status: "COOKED" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe("status");
    const prep = await patchStatus(w.tokens.restaurant, order.id, { status: "ACCEPTED", preparationMinutes: 1 });
    expect(prep.statusCode).toBe(400);
    expect(prep.json().details[0].field).toBe("preparationMinutes");
    const badId = await patchStatus(w.tokens.restaurant, "not-a-uuid", { status: "ACCEPTED" });
    expect(badId.statusCode).toBe(400);
  });

  it("other customers and other restaurants get 404; an unpaid online order is invisible to its restaurant", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const other = await otherRestaurant(t);
    const res = await patchStatus(other.token, order.id, { status: "ACCEPTED" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MESSAGES.notFound);

    const unpaid = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      paymentMode: "ONLINE",
      paymentStatus: "PENDING",
    });
    expect((await patchStatus(w.tokens.restaurant, unpaid.id, { status: "ACCEPTED" })).statusCode).toBe(404);
  });
});

describe("what transitions record", () => {
  it("accepting sets the preparation time and the estimated delivery (restaurant default or given)", async () => {
    const a = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const res = await patchStatus(w.tokens.restaurant, a.id, { status: "ACCEPTED" });
    const now = t.clock.now().getTime();
    // The restaurant's 20 minutes, 5 of handovers, 1.2 km at noon (1.3 × 60 / 20 = 3.9 min/km): 29.68 → by the end
    // of 25–30.
    expect(res.json().order.preparationMinutes).toBe(20);
    expect(Date.parse(res.json().order.estimatedDeliveryTime)).toBe(now + 30 * 60_000);

    const b = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    const given = await patchStatus(w.tokens.restaurant, b.id, { status: "ACCEPTED", preparationMinutes: 35 });
    expect(given.json().order.preparationMinutes).toBe(35);
    // 35 + 5 + 4.68 = 44.68: by the end of 40–45.
    expect(Date.parse(given.json().order.estimatedDeliveryTime)).toBe(now + 45 * 60_000);
    expect((await orderRow(t, b.id)).updatedAt.getTime()).toBe(now);
  });

  it("the rider picks up and delivers with the customer's code; cash on delivery becomes PAID", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "READY_FOR_PICKUP",
      deliveryCode: "8642",
    });
    // Not assigned yet: nobody can pick it up.
    const early = await patchStatus(w.tokens.rider, order.id, { status: "OUT_FOR_DELIVERY" });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(ORDER_MESSAGES.riderNotAssigned);

    await setRider(t, order.id, w.ids.rider);
    const picked = await patchStatus(w.tokens.rider, order.id, { status: "OUT_FOR_DELIVERY" });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().order.deliveryCode).toBeNull(); // only the customer sees it

    const customerView = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${order.id}/status`,
      headers: auth(w.tokens.user),
      payload: { status: "CANCELLED" },
    });
    expect(customerView.statusCode).toBe(422); // out for delivery: too late to cancel

    const noCode = await patchStatus(w.tokens.rider, order.id, { status: "DELIVERED" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().details).toEqual([{ field: "deliveryCode", message: ORDER_MESSAGES.deliveryCodeRequired }]);
    const wrong = await patchStatus(w.tokens.rider, order.id, { status: "DELIVERED", deliveryCode: "1111" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: "deliveryCode", message: ORDER_MESSAGES.wrongDeliveryCode }]);
    expect((await orderRow(t, order.id)).status).toBe("OUT_FOR_DELIVERY");

    const done = await patchStatus(w.tokens.rider, order.id, { status: "DELIVERED", deliveryCode: "8642" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order).toMatchObject({ status: "DELIVERED", paymentStatus: "PAID" });
    const row = await orderRow(t, order.id);
    expect(row.deliveredAt?.getTime()).toBe(t.clock.now().getTime());
    expect(row.paidAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it("a rider who is not the assigned one is told so", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "OUT_FOR_DELIVERY",
      riderId: w.ids.rider,
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/riders",
      headers: auth(w.tokens.admin),
      payload: { name: "Second Rider", phone: "9876500002", vehicleType: "bicycle", vehicleNumber: "MP09AB1" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = await otpToken(t, "9876500002");
    const res = await patchStatus(second, order.id, { status: "DELIVERED", deliveryCode: "4321" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ORDER_MESSAGES.riderNotAssigned);
  });

  it("every change lands in the timeline with who made it", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant });
    await patchStatus(w.tokens.restaurant, order.id, { status: "ACCEPTED" });
    await patchStatus(w.tokens.restaurant, order.id, { status: "PREPARING" });
    const detail = await patchStatus(w.tokens.restaurant, order.id, { status: "READY_FOR_PICKUP" });
    const timeline = detail.json().order.timeline;
    expect(timeline.map((e: { from: string; to: string }) => `${e.from}>${e.to}`)).toEqual([
      "PENDING>ACCEPTED",
      "ACCEPTED>PREPARING",
      "PREPARING>READY_FOR_PICKUP",
    ]);
    expect(timeline[0].by).toEqual({ role: "restaurant", name: "Rajesh Sharma" });
  });
});
