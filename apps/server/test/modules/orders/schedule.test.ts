/**
 * Scheduled orders (issue 12) on a manual clock, at a restaurant open 19:00–23:00 IST: the slots it offers at 16:00,
 * a slot placed and hidden from the kitchen until its release at slot − (preparation + ride), refusals naming the
 * rule with the earliest slot, the cap per slot, and cancellation free until 60 minutes before the slot.
 */
import { sameEveryDay } from "@zaika/contract/business-hours";
import { DEFAULT_ETA_MODEL, orderEtaMinutes } from "@zaika/contract/eta";
import { distanceMetres } from "@zaika/contract/geo";
import { availableSlots } from "@zaika/contract/schedule";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders } from "../../../src/db/schema/orders";
import { restaurants } from "../../../src/db/schema/restaurants";
import { releaseScheduledOrders } from "../../../src/modules/orders/release";
import { createTestApp, type TestContext } from "../../helpers/app";
import { decodeClaims, demoTokens } from "../../helpers/auth";
import {
  addressFor,
  auth,
  fillCart,
  INDORE,
  NEARBY,
  placeOrder,
  type Shop,
  setupShop,
  signToken,
} from "../../helpers/orders";

const MINUTE = 60_000;
// A Tuesday, 16:00 IST: the restaurant opens at 19:00.
const FOUR_PM = new Date("2026-11-24T16:00:00+05:30");
const DINNER = sameEveryDay([{ open: "19:00", close: "23:00" }]);

let t: TestContext;
let shop: Shop;
let addressId: string;
let customerId: string;
let tokens: { user: string; restaurant: string; admin: string };

async function freshTokens() {
  tokens = {
    user: await signToken(t, { id: customerId }),
    restaurant: await signToken(t, { id: shop.ownerId, role: "restaurant" }),
    admin: tokens.admin,
  };
}

async function advanceTo(at: Date) {
  const wait = at.getTime() - t.clock.now().getTime();
  if (wait < 0) throw new Error(`the clock is already past ${at.toISOString()}`);
  t.clock.advance(wait);
  await freshTokens();
}

/** What the ETA model needs for this shop and the customer's address: preparation 20 min (the default) and the ride. */
function leadMinutes(at: Date) {
  const distance = distanceMetres({ lat: INDORE.lat, lon: INDORE.lng }, { lat: NEARBY.lat, lon: NEARBY.lng });
  return orderEtaMinutes(DEFAULT_ETA_MODEL, {
    status: "PENDING",
    now: at,
    preparationMinutes: 20,
    acceptedAt: null,
    distanceMetres: distance,
  }) as number;
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date(FOUR_PM.getTime() - 10 * MINUTE) });
  const demo = await demoTokens(t);
  tokens = demo;
  customerId = String(decodeClaims(demo.user).sub);
  shop = await setupShop(t, { businessHours: DINNER });
  addressId = await addressFor(t, demo.user, NEARBY);
});
afterAll(() => t?.close());

beforeEach(async () => {
  await t.database.db.update(restaurants).set({ orderCapPerWindow: null }).where(eq(restaurants.id, shop.restaurantId));
});

const slots = () => t.app.inject({ url: `/api/order/slots?addressId=${addressId}`, headers: auth(tokens.user) });

async function order(scheduledFor?: string, paymentMode: "COD" | "ONLINE" = "COD") {
  await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
  return placeOrder(t, tokens.user, { paymentMode, addressId, ...(scheduledFor ? { scheduledFor } : {}) });
}

const restaurantList = (scheduled: boolean) =>
  t.app.inject({
    url: `/api/order/restaurant/${shop.restaurantId}${scheduled ? "?scheduled=true" : ""}`,
    headers: auth(tokens.restaurant),
  });

describe("scheduled orders", () => {
  it("offers today's and tomorrow's slots from the opening plus the lead, and places one for the kitchen later", async () => {
    await fillCart(t, tokens.user, [{ productId: shop.dishes.paneer }]);
    await advanceTo(FOUR_PM);
    const res = await slots();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { deliverNow: boolean; slots: string[]; leadMinutes: number };
    const lead = leadMinutes(FOUR_PM);
    expect(body.deliverNow).toBe(false);
    expect(body.leadMinutes).toBe(Math.ceil(lead));
    expect(body.slots).toEqual(
      availableSlots({ hours: DINNER, now: FOUR_PM, leadMinutes: lead }).map((slot) => slot.toISOString()),
    );
    // The kitchen opens at 19:00 and needs the lead before a slot: the first slot is after 19:00 + lead.
    const first = new Date(body.slots[0] as string);
    expect(first.getTime()).toBeGreaterThanOrEqual(new Date("2026-11-24T19:00:00+05:30").getTime() + lead * MINUTE);
    expect(first.getTime()).toBeLessThan(new Date("2026-11-24T19:15:00+05:30").getTime() + lead * MINUTE);

    // Ordering now is refused (closed); the first slot is taken.
    expect((await order()).statusCode).toBe(422);
    const placed = await order(first.toISOString());
    expect(placed.statusCode, placed.body).toBe(201);
    const wire = placed.json().order;
    const slotLead = Math.ceil(leadMinutes(first));
    const releaseAt = new Date(first.getTime() - slotLead * MINUTE);
    expect(wire).toMatchObject({
      status: "PENDING",
      scheduledFor: first.toISOString(),
      releaseAt: releaseAt.toISOString(),
      eta: { from: first.toISOString(), to: new Date(first.getTime() + 15 * MINUTE).toISOString() },
    });

    // The kitchen does not have it yet: it is in the scheduled list only, and cannot be accepted.
    expect((await restaurantList(false)).json().data.map((o: { _id: string }) => o._id)).not.toContain(wire._id);
    const scheduled = (await restaurantList(true)).json().data;
    expect(scheduled.map((o: { _id: string; scheduledFor: string }) => [o._id, o.scheduledFor])).toEqual([
      [wire._id, first.toISOString()],
    ]);
    const early = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${wire._id}/status`,
      headers: auth(tokens.restaurant),
      payload: { status: "ACCEPTED", preparationMinutes: 20 },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/^This order is scheduled for \d{1,2}:\d{2} PM; it comes to your kitchen at /);

    // Released at slot − lead, not a second before.
    await advanceTo(new Date(releaseAt.getTime() - 1000));
    expect(await releaseScheduledOrders({ db: t.database.db, clock: t.clock, config: t.config })).toBe(0);
    await advanceTo(releaseAt);
    expect(await releaseScheduledOrders({ db: t.database.db, clock: t.clock, config: t.config })).toBe(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, wire._id));
    expect(row?.kitchenAt).toEqual(releaseAt);
    // The escalation clock starts at the release.
    expect(row?.smsDueAt).toEqual(new Date(releaseAt.getTime() + 2 * MINUTE));
    const kitchenList = (await restaurantList(false)).json().data as Array<{ _id: string; acceptBy: string | null }>;
    // The kitchen has 5 minutes (ORDER_AUTO_CANCEL_AFTER_SECONDS) from the release to answer.
    expect(kitchenList.find((o) => o._id === wire._id)?.acceptBy).toBe(
      new Date(releaseAt.getTime() + 5 * MINUTE).toISOString(),
    );
    expect((await restaurantList(true)).json().data).toEqual([]);
    const page = (await t.app.inject({ url: `/api/order/${wire._id}`, headers: auth(tokens.restaurant) })).json();
    expect(page.data.timeline.map((e: { type: string; at: string }) => [e.type, e.at])).toContainEqual([
      "released",
      releaseAt.toISOString(),
    ]);
    const accepted = await t.app.inject({
      method: "PATCH",
      url: `/api/order/${wire._id}/status`,
      headers: auth(tokens.restaurant),
      payload: { status: "ACCEPTED", preparationMinutes: 20 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order.acceptBy).toBeNull();
  });

  it("refuses bad slots: 400 naming scheduledFor out of range or off the grid, 422 naming the rule with the earliest", async () => {
    const today = (time: string) => new Date(`2026-11-25T${time}:00+05:30`).toISOString();
    await advanceTo(new Date("2026-11-25T16:00:00+05:30"));
    const offGrid = await order(today("19:40"));
    expect(offGrid.statusCode).toBe(400);
    expect(JSON.stringify(offGrid.json())).toContain("scheduledFor");
    const farAway = await order(new Date("2026-11-27T20:00:00+05:30").toISOString());
    expect(farAway.statusCode).toBe(400);
    expect(farAway.json().message).toBe("scheduledFor must be a slot later today or tomorrow");

    const atOpening = await order(today("19:00"));
    expect(atOpening.statusCode).toBe(422);
    const earliest = (await slots()).json().slots[0] as string;
    expect(atOpening.json().details).toEqual([
      { field: "scheduledFor", message: atOpening.json().message },
      { field: "earliestSlot", message: earliest },
    ]);
    expect(atOpening.json().message).toMatch(
      /^Sharma Ji Ki Rasoi is not open for that slot\. The earliest slot is Today, /,
    );
    const tooSoon = await order(today("16:15"));
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toMatch(/^That slot is too soon: Sharma Ji Ki Rasoi needs \d+ minutes/);
  });

  it("holds at most the kitchen's cap in a slot", async () => {
    await advanceTo(new Date("2026-11-26T16:00:00+05:30"));
    await t.database.db.update(restaurants).set({ orderCapPerWindow: 1 }).where(eq(restaurants.id, shop.restaurantId));
    const [first, second] = (await slots()).json().slots as string[];
    expect((await order(first)).statusCode).toBe(201);
    const full = await order(first);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(`That slot is full. The earliest slot is ${slotText(second as string)}.`);
    expect((await slots()).json().slots[0]).toBe(second);
  });

  it("cancels free until 60 minutes before the slot, then charges the fee schedule's", async () => {
    await advanceTo(new Date("2026-11-27T16:00:00+05:30"));
    const slot = new Date("2026-11-27T21:00:00+05:30");
    const free = (await order(slot.toISOString())).json().order;
    const charged = (await order(slot.toISOString())).json().order;
    const cancel = (id: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/order/${id}/status`,
        headers: auth(tokens.user),
        payload: { status: "CANCELLED", reason: "Plans changed" },
      });
    await advanceTo(new Date(slot.getTime() - 61 * MINUTE));
    const atMinus61 = await cancel(free._id);
    expect(atMinus61.statusCode, atMinus61.body).toBe(200);
    expect(atMinus61.json().order.cancellation).toMatchObject({ fee: 0 });
    await advanceTo(new Date(slot.getTime() - 59 * MINUTE));
    const atMinus59 = await cancel(charged._id);
    expect(atMinus59.statusCode, atMinus59.body).toBe(200);
    // 10% while the restaurant has not accepted (spec §4, §9).
    expect(atMinus59.json().order.cancellation.fee).toBe(Math.round(charged.finalTotal * 10) / 100);
  });
});

/** "Today, 7:45 PM" as the server words a slot seen at the test clock's now. */
function slotText(iso: string): string {
  const at = new Date(iso);
  const day = (d: Date) => Math.floor((d.getTime() + 330 * MINUTE) / 86_400_000);
  const prefix = day(at) === day(t.clock.now()) ? "Today" : "Tomorrow";
  const time = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(at)
    .toUpperCase();
  return `${prefix}, ${time}`;
}
