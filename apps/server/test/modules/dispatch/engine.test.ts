/**
 * The dispatch engine on a manual clock (decision 021; distances and ride times worked by hand in
 * dispatch-fixtures.ts): the rider who arrives as the food is ready gets the offer, not the nearest; nothing is offered
 * while the best rider would wait long at the counter; a decline or a timeout passes the order on and never back;
 * offline riders and stale or missing positions are recorded as excluded; a second order of the same restaurant joins
 * a rider's first within the detour limit and not beyond; two passes at once make one offer.
 */
import { DISPATCH } from "@zaika/contract/dispatch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  acceptedOrder,
  addRider,
  auth,
  brief,
  type DispatchWorld,
  decisionsOf,
  dispatchWorld,
  north,
  offersOf,
  openOffer,
  pass,
  refreshPositions,
  resetBoard,
  SECOND,
  type TestRider,
} from "./dispatch-fixtures";

let d: DispatchWorld;
beforeAll(async () => {
  d = await dispatchWorld();
});
afterAll(() => d.t.close());
beforeEach(() => resetBoard(d.t));

/** Three riders due north of the restaurant: 260 s, 520 s and 781 s away. */
async function threeRiders(): Promise<{ near: TestRider; middle: TestRider; far: TestRider }> {
  return {
    near: await addRider(d.t, "Near Nikhil", north(1)),
    middle: await addRider(d.t, "Middle Mohan", north(2)),
    far: await addRider(d.t, "Far Farhan", north(3)),
  };
}

describe("the best rider gets the offer", () => {
  it("is the one who arrives as the food is ready, with every candidate's score recorded", async () => {
    const { middle } = await threeRiders();
    // Ready in 600 s. Near: waits 600 − 260 = 340. Middle: waits 80. Far: the food waits 181 s, counted double: 362.
    const order = await acceptedOrder(d.t, d.w, { preparationMinutes: 10 });
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 1 });

    const [offer] = await offersOf(d.t, order.id);
    expect(offer).toMatchObject({ riderId: middle.id, status: "open", score: 80, batchedWith: null });
    expect(offer?.expiresAt.getTime()).toBe(d.t.clock.now().getTime() + DISPATCH.offerSeconds * SECOND);
    const [decision] = await decisionsOf(d.t, order.id);
    expect(decision).toMatchObject({ kind: "offered", riderId: middle.id });
    expect(decision?.candidates.map(brief)).toEqual([
      { name: "Middle Mohan", score: 80, travelSeconds: 520, excluded: null },
      { name: "Near Nikhil", score: 340, travelSeconds: 260, excluded: null },
      { name: "Far Farhan", score: 362, travelSeconds: 781, excluded: null },
    ]);
    expect(decision?.candidates.every((c) => c.readyInSeconds === 600 && c.load === 0)).toBe(true);
  });

  it("is not offered while the best rider would wait more than 2 minutes, and is once that is within reach", async () => {
    await threeRiders();
    // Ready in 1,200 s: the best is Far (1,200 − 781 = 419 s of waiting), over the 120 s lead: no offer.
    const order = await acceptedOrder(d.t, d.w, { preparationMinutes: 20 });
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 0 });
    expect(await offersOf(d.t, order.id)).toEqual([]);
    expect(await decisionsOf(d.t, order.id)).toEqual([]);

    // 299 s later, ready in 901: Far would wait 120 s… and 1 s earlier than that, 121: still nothing.
    d.t.clock.advance(298 * SECOND);
    await refreshPositions(d.t);
    expect((await pass(d.t))?.offered).toBe(0);
    d.t.clock.advance(1 * SECOND);
    await refreshPositions(d.t);
    expect((await pass(d.t))?.offered).toBe(1);
    const [decision] = await decisionsOf(d.t, order.id);
    expect(decision?.candidates.map(brief)).toEqual([
      // Ready in 1,200 − 299 = 901 s: Far waits 120, Middle 381, Near 641.
      { name: "Far Farhan", score: 120, travelSeconds: 781, excluded: null },
      { name: "Middle Mohan", score: 381, travelSeconds: 520, excluded: null },
      { name: "Near Nikhil", score: 641, travelSeconds: 260, excluded: null },
    ]);
  });

  it("a ready order is offered at once, to the quickest (the food waits)", async () => {
    const { near } = await threeRiders();
    const order = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });
    await pass(d.t);
    expect((await openOffer(d.t, order.id))?.riderId).toBe(near.id);
    // Ready now: each second of riding is food waiting, counted double.
    expect((await decisionsOf(d.t, order.id))[0]?.candidates.map((c) => c.score)).toEqual([520, 1040, 1562]);
  });
});

describe("passing the order on", () => {
  /** Ready now: offered at once, Near (520), then Middle (1,040), then Far (1,562). */
  const readyOrder = () => acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", acceptedSecondsAgo: 900 });

  it("a decline goes to the next rider, and the decliner is recorded as excluded", async () => {
    const { near, middle } = await threeRiders();
    const order = await readyOrder();
    await pass(d.t);
    const offer = await openOffer(d.t, order.id);
    expect(offer?.riderId).toBe(near.id);

    const declined = await d.t.app.inject({
      method: "POST",
      url: `/api/rider/offers/${offer?.id}/decline`,
      headers: auth(await near.token()),
      payload: { reason: "too-far" },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 1 });
    expect((await openOffer(d.t, order.id))?.riderId).toBe(middle.id);

    const decisions = await decisionsOf(d.t, order.id);
    expect(decisions.map((x) => [x.kind, x.riderId, x.reason])).toEqual([
      ["offered", near.id, null],
      ["declined", near.id, "too-far"],
      ["offered", middle.id, null],
    ]);
    expect(decisions[2]?.candidates.map(brief)).toEqual([
      { name: "Middle Mohan", score: 1040, travelSeconds: 520, excluded: null },
      { name: "Far Farhan", score: 1562, travelSeconds: 781, excluded: null },
      { name: "Near Nikhil", score: null, travelSeconds: null, excluded: "declined" },
    ]);
  });

  it("a timeout goes to the next rider, and a rider who let it expire is never offered it again", async () => {
    const { near, middle, far } = await threeRiders();
    const order = await readyOrder();
    await pass(d.t);
    expect((await openOffer(d.t, order.id))?.riderId).toBe(near.id);

    // At 29 s the offer is still open; at 30 s it has expired.
    d.t.clock.advance(29 * SECOND);
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 0 });
    d.t.clock.advance(1 * SECOND);
    expect(await pass(d.t)).toEqual({ expired: 1, offered: 1 });
    expect((await openOffer(d.t, order.id))?.riderId).toBe(middle.id);

    d.t.clock.advance(31 * SECOND);
    expect(await pass(d.t)).toEqual({ expired: 1, offered: 1 });
    expect((await openOffer(d.t, order.id))?.riderId).toBe(far.id);

    d.t.clock.advance(31 * SECOND);
    // Everyone has let it go: it waits for a new rider (or an admin).
    expect(await pass(d.t)).toEqual({ expired: 1, offered: 0 });
    d.t.clock.advance(31 * SECOND);
    await refreshPositions(d.t);
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 0 });

    const decisions = await decisionsOf(d.t, order.id);
    expect(decisions.map((x) => [x.kind, x.riderId])).toEqual([
      ["offered", near.id],
      ["expired", near.id],
      ["offered", middle.id],
      ["expired", middle.id],
      ["offered", far.id],
      ["expired", far.id],
    ]);
    expect(decisions[4]?.candidates.map(brief)).toEqual([
      { name: "Far Farhan", score: 1562, travelSeconds: 781, excluded: null },
      { name: "Middle Mohan", score: null, travelSeconds: null, excluded: "declined" },
      { name: "Near Nikhil", score: null, travelSeconds: null, excluded: "declined" },
    ]);
    expect((await offersOf(d.t, order.id)).map((o) => o.status)).toEqual(["expired", "expired", "expired"]);
  });
});

describe("who is left out", () => {
  it("offline riders and missing or stale positions get nothing and are recorded as excluded", async () => {
    await addRider(d.t, "Offline Om", north(2), { online: false });
    await addRider(d.t, "Stale Sanjay", north(2), { ageSeconds: DISPATCH.positionMaxAgeSeconds + 1 });
    await addRider(d.t, "Nowhere Naveen", null);
    const fresh = await addRider(d.t, "Fresh Firoz", north(3), { ageSeconds: DISPATCH.positionMaxAgeSeconds });
    const order = await acceptedOrder(d.t, d.w);
    await pass(d.t);
    expect((await openOffer(d.t, order.id))?.riderId).toBe(fresh.id);
    const [decision] = await decisionsOf(d.t, order.id);
    expect(decision?.candidates.map(brief)).toEqual([
      { name: "Fresh Firoz", score: 362, travelSeconds: 781, excluded: null },
      { name: "Nowhere Naveen", score: null, travelSeconds: null, excluded: "no-position" },
      { name: "Offline Om", score: null, travelSeconds: null, excluded: "offline" },
      { name: "Stale Sanjay", score: null, travelSeconds: null, excluded: "stale-position" },
    ]);
  });

  it("a rider holding an offer or carrying two orders is not weighed; nobody left means no offer", async () => {
    const busy = await addRider(d.t, "Busy Bharat", north(2));
    const first = await acceptedOrder(d.t, d.w);
    await pass(d.t);
    expect((await openOffer(d.t, first.id))?.riderId).toBe(busy.id);
    const full = await addRider(d.t, "Full Faisal", north(1));
    await acceptedOrder(d.t, d.w, { status: "PREPARING", riderId: full.id });
    await acceptedOrder(d.t, d.w, { status: "OUT_FOR_DELIVERY", riderId: full.id });
    const second = await acceptedOrder(d.t, d.w);
    expect(await pass(d.t)).toEqual({ expired: 0, offered: 0 });
    expect(await offersOf(d.t, second.id)).toEqual([]);
  });
});

describe("batching a second order of the same restaurant", () => {
  /** A rider at the restaurant who accepted a first (ready) order going 0.01° north; an idle rider 0.02° north. */
  async function riderWithFirstOrder() {
    const carrier = await addRider(d.t, "Carrier Kabir", north(0));
    // Ready and not yet picked up: batchable.
    const first = await acceptedOrder(d.t, d.w, {
      drop: north(1),
      status: "READY_FOR_PICKUP",
      acceptedSecondsAgo: 900,
    });
    await pass(d.t);
    const offer = await openOffer(d.t, first.id);
    expect(offer?.riderId).toBe(carrier.id);
    const accepted = await d.t.app.inject({
      method: "POST",
      url: `/api/rider/offers/${offer?.id}/accept`,
      headers: auth(await carrier.token()),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const idle = await addRider(d.t, "Idle Imran", north(2));
    return { carrier, first, idle };
  }

  it("a near drop joins the first order: one rider, batchedWith the first", async () => {
    const { carrier, first } = await riderWithFirstOrder();
    // Ready in 120 s; its drop 0.01° beyond the first's: 1,111.95 m more, 260 s of riding.
    const second = await acceptedOrder(d.t, d.w, { drop: north(2), acceptedSecondsAgo: 480 });
    await pass(d.t);
    const offer = await openOffer(d.t, second.id);
    // Carrier: at the counter, waits 120 s, + 260 s of detour = 380. Idle: 520 s away, the food waits 400 × 2 = 800.
    expect(offer).toMatchObject({ riderId: carrier.id, score: 380, batchedWith: first.orderNumber });
    const [decision] = await decisionsOf(d.t, second.id);
    expect(decision?.candidates.map((c) => [c.name, c.score, c.load, c.batchedWith])).toEqual([
      ["Carrier Kabir", 380, 1, first.orderNumber],
      ["Idle Imran", 800, 0, null],
    ]);
    const offers = await d.t.app.inject({ url: "/api/rider/me/offers", headers: auth(await carrier.token()) });
    expect(offers.json().data[0].batchedWith).toBe(first.orderNumber);
  });

  it("a drop the other way (2,223.9 m more) does not: the idle rider gets it", async () => {
    const { idle, first } = await riderWithFirstOrder();
    const second = await acceptedOrder(d.t, d.w, { drop: north(-1), acceptedSecondsAgo: 480 });
    await pass(d.t);
    expect(await openOffer(d.t, second.id)).toMatchObject({ riderId: idle.id, score: 800, batchedWith: null });
    const [decision] = await decisionsOf(d.t, second.id);
    expect(decision?.candidates.map((c) => [c.name, c.score, c.batchedWith])).toEqual([
      ["Idle Imran", 800, null],
      ["Carrier Kabir", null, first.orderNumber],
    ]);
  });
});

describe("one offer per order", () => {
  it("two passes at once make one offer, and a rider is offered one order at a time", async () => {
    const only = await addRider(d.t, "Only Omkar", north(2));
    const a = await acceptedOrder(d.t, d.w);
    const b = await acceptedOrder(d.t, d.w);
    const results = await Promise.all([pass(d.t), pass(d.t)]);
    expect(results.reduce((sum, r) => sum + (r?.offered ?? 0), 0)).toBe(1);
    // The older order first.
    expect((await openOffer(d.t, a.id))?.riderId).toBe(only.id);
    expect(await offersOf(d.t, b.id)).toEqual([]);
  });
});

describe("the naive baseline (DISPATCH_STRATEGY=nearest-when-ready, for the simulation)", () => {
  it("offers only ready food, to the nearest idle rider", async () => {
    const baseline = { ...d.t.config, dispatchStrategy: "nearest-when-ready" as const };
    const near = await addRider(d.t, "Near Nikhil", north(1));
    const middle = await addRider(d.t, "Middle Mohan", north(2));
    await acceptedOrder(d.t, d.w, { status: "PREPARING", riderId: near.id, drop: north(1) });
    const cooking = await acceptedOrder(d.t, d.w, { acceptedSecondsAgo: 590 });
    const ready = await acceptedOrder(d.t, d.w, { status: "READY_FOR_PICKUP", drop: north(1) });
    expect(await pass(d.t, baseline)).toEqual({ expired: 0, offered: 1 });
    expect(await offersOf(d.t, cooking.id)).toEqual([]);
    // The engine would batch it with Near's order (the same door: no detour); the baseline sends the idle rider.
    expect(await openOffer(d.t, ready.id)).toMatchObject({ riderId: middle.id, score: 520 });
    expect((await decisionsOf(d.t, ready.id))[0]?.candidates.map(brief)).toEqual([
      { name: "Middle Mohan", score: 520, travelSeconds: 520, excluded: null },
      { name: "Near Nikhil", score: null, travelSeconds: null, excluded: "full" },
    ]);
  });
});
