/** GET /order/:id/tracking: who sees the order's rider and where, through the delivery, and the ETA from the fix. */
import type { OrderStatus } from "@zaika/contract/order-status";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import { createTestApp, type TestContext } from "../../helpers/app";
import { signToken } from "../../helpers/orders";
import { auth, insertOrder, otherCustomer, otherRestaurant, type World } from "../orders/lifecycle-fixtures";
import { DROP, MIDWAY, NOON_IST, RESTAURANT, sendFix, trackingWorld } from "./fixtures";

let t: TestContext;
let w: World;
let tokens: Record<"user" | "restaurant" | "admin" | "rider" | "otherUser" | "otherOwner", string>;
let orderId: string;
let fixAt: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await trackingWorld(t);
  const other = await otherCustomer(t);
  const otherOwner = await otherRestaurant(t);
  tokens = { ...w.tokens, otherUser: other.token, otherOwner: otherOwner.token };
  const order = await insertOrder(t, {
    userId: w.ids.customer,
    restaurantId: w.ids.restaurant,
    status: "ACCEPTED",
    riderId: w.ids.rider,
  });
  orderId = order.id;
  expect((await sendFix(t, w, MIDWAY)).json()).toEqual({ accepted: true });
  fixAt = t.clock.now().toISOString();
});
afterAll(() => t.close());

const tracking = (as: keyof typeof tokens, id = orderId) =>
  t.app.inject({ method: "GET", url: `/api/order/${id}/tracking`, headers: auth(tokens[as]) });

const setStatus = (status: OrderStatus) => t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

const RIDER = { name: "Ravi Kumar", vehicleType: "scooter" };
const SEEN = { ...MIDWAY, at: "" };

/** Whether each role sees the position now (the ETA comes with it), after checking the rest of the answer. */
async function positionsSeen(roles: Array<keyof typeof tokens>) {
  const seen: Record<string, boolean> = {};
  for (const role of roles) {
    const res = await tracking(role);
    expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orderId, rider: RIDER, restaurant: RESTAURANT, drop: DROP });
    seen[role] = body.rider.position !== null;
    if (seen[role]) expect(body.rider.position).toEqual({ ...SEEN, at: fixAt });
    else expect(body.etaMinutes).toBeNull();
  }
  return seen;
}

describe("GET /order/:id/tracking", () => {
  it("while the rider comes for pickup: the restaurant, admins and the rider see where; the customer only who", async () => {
    expect(await positionsSeen(["user", "restaurant", "admin", "rider"])).toEqual({
      user: false,
      restaurant: true,
      admin: true,
      rider: true,
    });
    // fixtures.ts: 260 s to the restaurant from MIDWAY.
    expect((await tracking("restaurant")).json()).toMatchObject({ phase: "to-restaurant", etaMinutes: 5 });
    expect((await tracking("user")).json()).toMatchObject({ phase: "to-restaurant", etaMinutes: null });
  });

  it("from pickup to the door: the customer, admins and the rider see where; the restaurant no longer", async () => {
    await setStatus("OUT_FOR_DELIVERY");
    expect(await positionsSeen(["user", "restaurant", "admin", "rider"])).toEqual({
      user: true,
      restaurant: false,
      admin: true,
      rider: true,
    });
    // 260 s to the door and 5 handover minutes: 560 s.
    expect((await tracking("user")).json()).toMatchObject({ phase: "to-customer", etaMinutes: 10 });
  });

  it("is 404 for another customer or another restaurant, as the order page", async () => {
    for (const as of ["otherUser", "otherOwner"] as const) {
      const res = await tracking(as);
      expect(res.statusCode, as).toBe(404);
    }
  });

  it("is 404 for another rider", async () => {
    const stranger = await signToken(t, { id: w.ids.customer, role: "rider", name: "Not the rider" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/order/${orderId}/tracking`,
      headers: auth(stranger),
    });
    expect(res.statusCode).toBe(404);
  });

  it("once delivered: only admins still see where the rider is", async () => {
    await setStatus("DELIVERED");
    expect(await positionsSeen(["user", "restaurant", "admin", "rider"])).toEqual({
      user: false,
      restaurant: false,
      admin: true,
      rider: false,
    });
    expect((await tracking("admin")).json()).toMatchObject({ phase: null, etaMinutes: null });
  });

  it("has no rider before one is assigned", async () => {
    const order = await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "PREPARING" });
    for (const as of ["user", "admin"] as const) {
      const res = await tracking(as, order.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        orderId: order.id,
        phase: null,
        rider: null,
        restaurant: RESTAURANT,
        drop: DROP,
        etaMinutes: null,
      });
    }
  });

  it("is 404 for an order that does not exist and 400 for an id that is not one", async () => {
    expect((await tracking("admin", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await tracking("admin", "not-an-id")).statusCode).toBe(400);
  });
});
