/** POST /order/assign-delivery: which orders, which riders, reassignment, and what the rider then sees. */
import { DISPATCH_MESSAGES } from "@zaika/contract/dispatch";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchDecisions } from "../../../src/db/schema/dispatch";
import { riders } from "../../../src/db/schema/riders";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, insertOrder, NOON_IST, orderRow, type World, world } from "./lifecycle-fixtures";

let t: TestContext;
let w: World;
let secondRiderId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/riders",
    headers: auth(w.tokens.admin),
    payload: { name: "Sunil Yadav", phone: "9876500003", vehicleType: "motorcycle", vehicleNumber: "mp 09 cd 42" },
  });
  secondRiderId = res.json().data._id;
});
afterAll(() => t.close());

const REASON = "Ravi is already at the restaurant";

/** Assigns with REASON, or with `reason` when one is given (null: none sent). */
const assign = (token: string, orderId: string, riderId: string, reason: string | null = REASON) =>
  t.app.inject({
    method: "POST",
    url: "/api/order/assign-delivery",
    headers: auth(token),
    payload: reason === null ? { orderId, riderId } : { orderId, riderId, reason },
  });

describe("POST /order/assign-delivery", () => {
  it("assigns an available rider to a preparing order and records it", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "PREPARING" });
    const res = await assign(w.tokens.admin, order.id, w.ids.rider);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ORDER_MESSAGES.assigned("Ravi Kumar", order.orderNumber),
      order: { rider: { _id: w.ids.rider, name: "Ravi Kumar", phone: "9876500001" }, status: "PREPARING" },
    });
    expect(res.json().order.timeline.at(-1)).toMatchObject({ type: "rider", note: "Assigned to Ravi Kumar" });
    expect((await orderRow(t, order.id)).riderId).toBe(w.ids.rider);
  });

  it("only while accepted, preparing or ready (422 otherwise)", async () => {
    for (const status of ["PENDING", "OUT_FOR_DELIVERY", "DELIVERED", "CANCELLED", "REJECTED"] as const) {
      const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status });
      const res = await assign(w.tokens.admin, order.id, w.ids.rider);
      expect(res.statusCode, status).toBe(422);
      expect(res.json().message).toBe(ORDER_MESSAGES.notAssignable);
    }
  });

  it("an unknown rider is 404, an offline or inactive one 422", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "ACCEPTED" });
    for (const riderId of ["00000000-0000-4000-8000-000000000000", w.ids.customer]) {
      const res = await assign(w.tokens.admin, order.id, riderId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RIDER_MESSAGES.notFound);
    }
    // New riders start offline.
    const offline = await assign(w.tokens.admin, order.id, secondRiderId);
    expect(offline.statusCode).toBe(422);
    expect(offline.json().message).toBe(ORDER_MESSAGES.riderUnavailable);

    await t.database.db
      .update(riders)
      .set({ isAvailable: true, isActive: false })
      .where(eq(riders.userId, secondRiderId));
    expect((await assign(w.tokens.admin, order.id, secondRiderId)).statusCode).toBe(422);
    await t.database.db.update(riders).set({ isActive: true }).where(eq(riders.userId, secondRiderId));
    expect((await orderRow(t, order.id)).riderId).toBeNull();
  });

  it("reassigns before pickup", async () => {
    await t.database.db
      .update(riders)
      .set({ isAvailable: true, isActive: true })
      .where(eq(riders.userId, secondRiderId));
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "READY_FOR_PICKUP",
    });
    await assign(w.tokens.admin, order.id, w.ids.rider);
    const res = await assign(w.tokens.admin, order.id, secondRiderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.assigned("Sunil Yadav", order.orderNumber));
    expect(res.json().order.timeline.at(-1).note).toBe("Reassigned from Ravi Kumar to Sunil Yadav");
    // The first rider no longer sees it, and may not pick it up.
    const pickup = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${order.id}/status`,
      headers: auth(w.tokens.rider),
      payload: { status: "OUT_FOR_DELIVERY" },
    });
    expect(pickup.statusCode).toBe(403);
    expect(pickup.json().message).toBe(ORDER_MESSAGES.riderNotAssigned);
  });

  it("a reason is required: 400 naming it, and nothing changes", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "ACCEPTED" });
    for (const reason of [null, "", "  ok  ", "x".repeat(301)]) {
      const res = await assign(w.tokens.admin, order.id, w.ids.rider, reason);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().details[0].field).toBe("reason");
    }
    expect((await assign(w.tokens.admin, order.id, w.ids.rider, null)).json().details[0].message).toBe(
      DISPATCH_MESSAGES.reasonRequired,
    );
    expect((await orderRow(t, order.id)).riderId).toBeNull();
  });

  it("records the reason and the admin as a manual dispatch decision", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "ACCEPTED" });
    expect((await assign(w.tokens.admin, order.id, w.ids.rider, `  ${REASON} `)).statusCode).toBe(200);
    const decisions = await t.database.db
      .select()
      .from(dispatchDecisions)
      .where(eq(dispatchDecisions.orderId, order.id));
    expect(decisions).toEqual([
      expect.objectContaining({ kind: "manual", riderId: w.ids.rider, actorId: w.ids.admin, reason: REASON }),
    ]);
  });

  it("admins only; bad ids are 400s naming the field", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "ACCEPTED" });
    for (const token of [w.tokens.user, w.tokens.restaurant, w.tokens.rider]) {
      expect((await assign(token, order.id, w.ids.rider)).statusCode).toBe(403);
    }
    const bad = await assign(w.tokens.admin, "nope", w.ids.rider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("orderId");
    const unknown = await assign(w.tokens.admin, "00000000-0000-4000-8000-000000000000", w.ids.rider);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ORDER_MESSAGES.notFound);
  });
});
