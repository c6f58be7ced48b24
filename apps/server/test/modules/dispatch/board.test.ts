/**
 * The admins' view of dispatch (decision 021): the board's riders (idle, to restaurant, to customer, offline) and
 * orders (waiting, offered, assigned); an order's decisions with rider names; who may call each dispatch route; and
 * the sweeper running a pass soon after an order becomes offerable or a nudge, without waiting for its 3 s tick.
 */
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startDispatchSweeper } from "../../../src/modules/dispatch/engine";
import { orderChangedPayload } from "../../../src/modules/orders/events";
import { fakeEventBus } from "../../helpers/fake-event-bus";
import {
  acceptedOrder,
  addRider,
  auth,
  type DispatchWorld,
  dispatchWorld,
  north,
  openOffer,
  pass,
  resetBoard,
  SECOND,
} from "./dispatch-fixtures";

let d: DispatchWorld;
beforeAll(async () => {
  d = await dispatchWorld();
});
afterAll(() => d.t.close());
beforeEach(() => resetBoard(d.t));

const get = (token: string | null, url: string) => d.t.app.inject({ url, headers: token ? auth(token) : {} });

describe("GET /admin/dispatch", () => {
  it("shows each rider's state and each order's, with positions, drops and when the food is ready", async () => {
    const now = d.t.clock.now().getTime();
    const idle = await addRider(d.t, "Idle Ishan", north(1));
    const offline = await addRider(d.t, "Offline Om", north(2), { online: false });
    const fetching = await addRider(d.t, "Fetching Farid", null);
    const riding = await addRider(d.t, "Riding Rekha", null);
    // Oldest first: the ready order is weighed first and goes to Ishan; the other waits (nobody else can take it).
    const offered = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });
    const preparing = await acceptedOrder(d.t, d.w, { status: "PREPARING", riderId: fetching.id });
    const outForDelivery = await acceptedOrder(d.t, d.w, { status: "OUT_FOR_DELIVERY", riderId: riding.id });
    const waiting = await acceptedOrder(d.t, d.w, { preparationMinutes: 20, drop: north(-2) });
    await pass(d.t);

    const res = await get(d.w.tokens.admin, "/api/admin/dispatch");
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json();
    const fix = { at: new Date(now).toISOString() };
    expect(board.riders).toEqual([
      {
        _id: fetching.id,
        name: "Fetching Farid",
        phone: expect.any(String),
        vehicleType: "motorcycle",
        state: "to-restaurant",
        position: null,
        orderIds: [preparing.id],
        offeredOrderId: null,
      },
      expect.objectContaining({
        _id: idle.id,
        state: "idle",
        position: { lat: 22.71, lng: 75.8, ...fix },
        orderIds: [],
        offeredOrderId: offered.id,
      }),
      expect.objectContaining({ _id: offline.id, state: "offline", position: { ...north(2), ...fix } }),
      expect.objectContaining({ _id: riding.id, state: "to-customer", orderIds: [outForDelivery.id] }),
    ]);
    const restaurant = { _id: d.w.ids.restaurant, name: "Sharma Ji Ki Rasoi", coordinates: { lat: 22.7, lng: 75.8 } };
    expect(board.orders).toEqual([
      {
        _id: offered.id,
        orderNumber: offered.orderNumber,
        status: "READY_FOR_PICKUP",
        state: "offered",
        restaurant,
        drop: north(1),
        riderId: null,
        offeredTo: idle.id,
        // Accepted 900 s ago with 10 minutes of preparation: expected ready 300 s ago.
        readyAt: new Date(now - 300 * SECOND).toISOString(),
      },
      expect.objectContaining({ _id: preparing.id, state: "assigned", riderId: fetching.id, offeredTo: null }),
      expect.objectContaining({ _id: outForDelivery.id, state: "assigned", status: "OUT_FOR_DELIVERY" }),
      expect.objectContaining({
        _id: waiting.id,
        state: "waiting",
        drop: north(-2),
        readyAt: new Date(now + 1200 * SECOND).toISOString(),
      }),
    ]);
  });
});

describe("GET /admin/orders/:id/dispatch", () => {
  it("lists the order's decisions, newest last, with the riders' names and the candidates", async () => {
    const near = await addRider(d.t, "Near Nikhil", north(1));
    const order = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });
    await pass(d.t);
    d.t.clock.advance(30 * SECOND);
    await pass(d.t);
    const res = await get(d.w.tokens.admin, `/api/admin/orders/${order.id}/dispatch`);
    expect(res.statusCode, res.body).toBe(200);
    const offeredAt = new Date(d.t.clock.now().getTime() - 30 * SECOND).toISOString();
    expect(res.json().decisions).toEqual([
      {
        _id: expect.any(String),
        at: offeredAt,
        kind: "offered",
        riderId: near.id,
        riderName: "Near Nikhil",
        reason: null,
        candidates: [
          {
            riderId: near.id,
            name: "Near Nikhil",
            score: 520,
            travelSeconds: 260,
            readyInSeconds: 0,
            load: 0,
            batchedWith: null,
            excluded: null,
          },
        ],
      },
      {
        _id: expect.any(String),
        at: d.t.clock.now().toISOString(),
        kind: "expired",
        riderId: near.id,
        riderName: "Near Nikhil",
        reason: null,
        candidates: [],
      },
    ]);
  });

  it("an unknown order is a 404, a malformed id a 400; an order never dispatched has no decisions", async () => {
    const missing = await get(d.w.tokens.admin, "/api/admin/orders/00000000-0000-4000-8000-000000000000/dispatch");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_MESSAGES.notFound);
    expect((await get(d.w.tokens.admin, "/api/admin/orders/nope/dispatch")).statusCode).toBe(400);
    const order = await acceptedOrder(d.t, d.w);
    expect((await get(d.w.tokens.admin, `/api/admin/orders/${order.id}/dispatch`)).json()).toEqual({ decisions: [] });
  });
});

describe("who may call the dispatch routes", () => {
  const ID = "00000000-0000-4000-8000-000000000000";
  const routes = [
    { method: "GET", url: "/api/rider/me/offers", role: "rider" },
    { method: "POST", url: `/api/rider/offers/${ID}/accept`, role: "rider" },
    { method: "POST", url: `/api/rider/offers/${ID}/decline`, role: "rider", payload: {} },
    { method: "GET", url: "/api/admin/dispatch", role: "admin" },
    { method: "GET", url: `/api/admin/orders/${ID}/dispatch`, role: "admin" },
  ] as const;

  it("401 without a session, 403 for every other role, and through for the one it is for", async () => {
    const tokens = { ...d.w.tokens };
    for (const r of routes) {
      const call = (token?: string) =>
        d.t.app.inject({
          method: r.method,
          url: r.url,
          headers: token ? auth(token) : {},
          ...("payload" in r ? { payload: r.payload } : {}),
        });
      expect((await call()).statusCode, `${r.method} ${r.url}`).toBe(401);
      for (const [role, token] of Object.entries(tokens)) {
        const res = await call(token);
        if (role === r.role) expect([200, 404], `${role} ${r.method} ${r.url}`).toContain(res.statusCode);
        else expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
      }
    }
  });
});

describe("the sweeper", () => {
  it("runs a pass soon after an order becomes offerable, and on a nudge, well before its 3 s tick", async () => {
    const events = fakeEventBus();
    const sweeper = startDispatchSweeper(
      { db: d.t.database.db, clock: d.t.clock, eta: DEFAULT_ETA_MODEL, config: d.t.config, events },
      d.t.app.log,
    );
    try {
      await addRider(d.t, "Near Nikhil", north(1));
      await addRider(d.t, "Middle Mohan", north(2));
      const first = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });
      events.emit(orderChangedPayload(first, d.w.ids.owner, "status", d.t.clock.now()));
      await expect.poll(() => openOffer(d.t, first.id), { timeout: 1000 }).toBeDefined();

      const second = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });
      sweeper.nudge();
      await expect.poll(() => openOffer(d.t, second.id), { timeout: 1000 }).toBeDefined();
    } finally {
      sweeper.stop();
    }
  });
});
