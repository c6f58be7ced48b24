/**
 * GET /api/events carries riders' positions as `position` frames to whoever may see them now, and offer nudges as
 * `offers` frames to their rider; neither has an id, so the resume point stays the last order event's.
 */
import type { AddressInfo } from "node:net";
import type { OrderStatus } from "@zaika/contract/order-status";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import { recordOrderEvent } from "../../../src/modules/orders/events";
import { createTestApp, type TestContext } from "../../helpers/app";
import { signToken } from "../../helpers/orders";
import { openSse, type SseMessage, type SseStream } from "../events/sse-client";
import { insertOrder, otherCustomer, type World } from "../orders/lifecycle-fixtures";
import { MIDWAY, NOON_IST, sendFix, trackingWorld } from "./fixtures";

let t: TestContext;
let w: World;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await trackingWorld(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function connect(token: string) {
  const stream = await openSse(base, { token });
  streams.push(stream);
  await stream.waitFor((m) => m.event === "ready");
  return stream;
}

/** Moves the order on and records it as the lifecycle does: an `order` frame for everyone who may see the order. */
async function moveOrder(orderId: string, to: OrderStatus) {
  return t.database.db.transaction(async (tx) => {
    const [row] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    if (!row) throw new Error("order missing");
    return recordOrderEvent(tx, row, w.ids.owner, {
      kind: "status",
      to,
      actor: { id: null, role: "system" },
      at: t.clock.now(),
    });
  });
}

const orderFrame = (eventId: number) => (m: SseMessage) => m.event === "order" && m.id === String(eventId);
const positionsIn = (messages: SseMessage[]) => messages.filter((m) => m.event === "position");
/** The messages a stream got before the one `match` finds (waiting for it first). */
async function before(stream: SseStream, match: (m: SseMessage) => boolean) {
  const found = await stream.waitFor(match);
  return stream.messages.slice(0, stream.messages.indexOf(found));
}

describe("position frames", () => {
  it("reach the restaurant while the rider comes, the customer from pickup, admins always, never others", async () => {
    const order = await insertOrder(t, {
      userId: w.ids.customer,
      restaurantId: w.ids.restaurant,
      status: "ACCEPTED",
      riderId: w.ids.rider,
    });
    const other = await otherCustomer(t);
    const customer = await connect(w.tokens.user);
    const owner = await connect(w.tokens.restaurant);
    const admin = await connect(w.tokens.admin);
    const stranger = await connect(other.token);

    expect((await sendFix(t, w, MIDWAY)).json()).toEqual({ accepted: true });
    const first = { orderId: order.id, riderId: w.ids.rider, ...MIDWAY, at: t.clock.now().toISOString() };
    // fixtures.ts: 260 s to the restaurant from MIDWAY. The wire leaves out who may see the order and its status.
    const toOwner = await owner.waitFor((m) => m.event === "position");
    expect(toOwner).toEqual({ event: "position", data: JSON.stringify({ ...first, etaMinutes: 5 }), id: null });
    expect(JSON.parse((await admin.waitFor((m) => m.event === "position")).data)).toEqual({ ...first, etaMinutes: 5 });

    // Picked up: the customer's order frame comes after anything sent before it, and no position was.
    const pickup = await moveOrder(order.id, "OUT_FOR_DELIVERY");
    expect(positionsIn(await before(customer, orderFrame(pickup)))).toEqual([]);
    await owner.waitFor(orderFrame(pickup));

    t.clock.advance(10_000);
    const next = { lat: 22.7104, lng: 75.86 };
    expect((await sendFix(t, w, next)).json()).toEqual({ accepted: true });
    const toCustomer = await customer.waitFor((m) => m.event === "position");
    // 0.0096° to the door: 1,067.47 m × 3.9 min/km = 249.8, 250 s; and 300 s at the door: 550 s, 10 minutes.
    expect(JSON.parse(toCustomer.data)).toEqual({
      orderId: order.id,
      riderId: w.ids.rider,
      ...next,
      at: t.clock.now().toISOString(),
      etaMinutes: 10,
    });
    // No id of its own: the stream's last event id is still the pickup's.
    expect(toCustomer.id).toBe(String(pickup));
    await admin.waitFor((m) => m.event === "position" && JSON.parse(m.data).lat === next.lat);

    // Markers each stream may see: whatever position frame they were sent would have come before.
    const delivered = await moveOrder(order.id, "DELIVERED");
    expect(positionsIn(await before(owner, orderFrame(delivered)))).toHaveLength(1);
    const ofStranger = await insertOrder(t, { userId: other.id, restaurantId: w.ids.restaurant, status: "PENDING" });
    const strangerMarker = await moveOrder(ofStranger.id, "ACCEPTED");
    expect(positionsIn(await before(stranger, orderFrame(strangerMarker)))).toEqual([]);
  });
});

describe("offers frames", () => {
  it("nudge the rider whose offers changed, and no one else", async () => {
    const riderStream = await connect(await signToken(t, { id: w.ids.rider, role: "rider", name: "Ravi Kumar" }));
    const otherRiderId = w.ids.customer;
    const otherRider = await connect(await signToken(t, { id: otherRiderId, role: "rider", name: "Other" }));
    const bus = await t.database.events();
    const at = t.clock.now().toISOString();

    await bus.publish({ type: "dispatch.offers-changed", riderId: w.ids.rider, at });
    const nudge = await riderStream.waitFor((m) => m.event === "offers");
    expect(nudge).toEqual({ event: "offers", data: JSON.stringify({ riderId: w.ids.rider, at }), id: null });

    // The other rider's own nudge is the first offers frame it gets: the first rider's never reached it.
    await bus.publish({ type: "dispatch.offers-changed", riderId: otherRiderId, at });
    const own = await otherRider.waitFor((m) => m.event === "offers");
    expect(JSON.parse(own.data)).toEqual({ riderId: otherRiderId, at });
  });
});
