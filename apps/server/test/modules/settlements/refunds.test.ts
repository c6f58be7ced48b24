/**
 * POST /order/{id}/refund: an admin refunds part or all of a delivered online order; the restaurant bears it, so what
 * it is owed (GET /admin/settlements) drops by exactly the refund. Other roles are refused, and so are orders not
 * delivered, paid in cash or already refunded. On PostgreSQL, a refund and a payout in full at the same moment take
 * the restaurant's lock one after the other.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import {
  deliver,
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  payAndVerify,
  place,
  postingsOf,
  unbalanced,
} from "../ledger/ledger-fixtures";
import { fieldOf, owedFromOrders, paise, send } from "./settlement-fixtures";

const RATE = 12.5;

let w: LedgerWorld;
let ids: { first: string; second: string; cash: string; accepted: string };

/**
 * Every order is Paneer Tikka ₹199.99 + 2 × Sweet Lassi ₹60 (helpers/orders SHOP): items 31 999, GST 1 600, packaging
 * 2 000, delivery 4 000, total 39 599 (₹395.99). Commission 12.5 % of ₹319.99 = ₹40.00 and GST 18 % = ₹7.20, so
 * each delivered one leaves the restaurant owed 33 999 − 4 720 = 29 279; three delivered: 87 837 outstanding (₹878.37).
 * The fourth, paid online and accepted, not delivered, is owed its food and packaging since it was placed (the ledger's
 * sale), with no commission yet: 33 999 pending (₹339.99), which no refund of a delivered order touches.
 */
const OWED_EACH = 29_279;
const OWED_ACCEPTED = 33_999;
const ITEMS = (world = w) => [
  { productId: world.shop.dishes.paneer },
  { productId: world.shop.dishes.lassi, quantity: 2 },
];

const refundUrl = (orderId: string) => `/api/order/${orderId}/refund`;

async function settlement(world = w): Promise<{ outstanding: number; pending: number }> {
  const res = await send(world, "admin", "GET", "/api/admin/settlements?all=true");
  const row = res.json().data.find((r: { restaurantId: string }) => r.restaurantId === world.shop.restaurantId);
  return { outstanding: paise(row.outstanding), pending: paise(row.pending) };
}

async function entryCount(): Promise<number> {
  const [row] = await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
  return row?.n ?? 0;
}

async function deliveredOnline(world = w): Promise<string> {
  const placed = await place(world, "ONLINE", ITEMS(world));
  await payAndVerify(world, placed);
  await deliver(world, placed.order._id);
  return placed.order._id;
}

beforeAll(async () => {
  w = await ledgerWorld(RATE);
  const first = await deliveredOnline();
  const second = await deliveredOnline();
  const cash = await place(w, "COD", ITEMS());
  await deliver(w, cash.order._id);
  const accepted = await place(w, "ONLINE", ITEMS());
  await payAndVerify(w, accepted);
  await kitchenTo(w, accepted.order._id, "ACCEPTED");
  ids = { first, second, cash: cash.order._id, accepted: accepted.order._id };
}, 120_000);
afterAll(() => w?.t.close());

describe("POST /api/order/{id}/refund", () => {
  it("starts from what the bills and the commission rate leave the restaurant owed", async () => {
    expect(await owedFromOrders(w, [ids.first, ids.second, ids.cash], RATE)).toBe(3 * OWED_EACH);
    expect(await settlement()).toEqual({ outstanding: 87_837, pending: OWED_ACCEPTED });
    expect(3 * OWED_EACH).toBe(87_837);
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403) and writes nothing", async (role) => {
    const before = await entryCount();
    const res = await send(w, role, "POST", refundUrl(ids.first), { amount: 100, reason: "Missing sweet lassi" });
    expect(res.statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
  });

  it("refuses a caller who is not signed in (401)", async () => {
    const res = await send(w, null, "POST", refundUrl(ids.first), { amount: 100, reason: "Missing sweet lassi" });
    expect(res.statusCode).toBe(401);
  });

  it("refunds part of a delivered online order: the restaurant is owed exactly that much less", async () => {
    const res = await send(w, "admin", "POST", refundUrl(ids.first), { amount: 100, reason: "  Missing sweet lassi " });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: "Refund of ₹100 initiated" });
    expect(body.order).toMatchObject({ _id: ids.first, status: "DELIVERED", paymentStatus: "REFUNDED" });
    expect(body.order.refund).toMatchObject({ amount: 100, status: "PROCESSED" });
    expect(body.order.timeline.at(-1)).toMatchObject({
      type: "refund",
      by: { role: "admin" },
      reason: "Missing sweet lassi",
      note: "Refund of ₹100.00 initiated",
    });
    // 87 837 − 10 000 = 77 837; the accepted order's 33 999 stays pending
    expect(await settlement()).toEqual({ outstanding: 77_837, pending: 33_999 });
    expect(await owedFromOrders(w, [ids.first, ids.second, ids.cash], RATE, 10_000)).toBe(77_837);
    const refund = (await postingsOf(w, ids.first)).at(-1);
    expect(refund).toMatchObject({
      kind: "refund",
      entries: [
        { account: "gateway", amountPaise: -10_000 },
        { account: "restaurant_payable", amountPaise: 10_000 },
      ],
      restaurantId: w.shop.restaurantId,
    });
  });

  it("refuses a second refund of the same order (409)", async () => {
    const res = await send(w, "admin", "POST", refundUrl(ids.first), { amount: 1, reason: "Another complaint" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This order cannot be refunded: it was not paid online, or it already has a refund",
    );
  });

  it("refuses a cash order (409): there is no online payment to send back", async () => {
    const res = await send(w, "admin", "POST", refundUrl(ids.cash), { amount: 1, reason: "Cold food" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This order cannot be refunded: it was not paid online, or it already has a refund",
    );
  });

  it("refuses an order not delivered yet (409) and writes nothing", async () => {
    const before = await entryCount();
    const res = await send(w, "admin", "POST", refundUrl(ids.accepted), { amount: 1, reason: "Changed my mind" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only a delivered order can be refunded this way");
    expect(await entryCount()).toBe(before);
  });

  it("refuses more than the order's total (422) and refunds the whole of it", async () => {
    const over = await send(w, "admin", "POST", refundUrl(ids.second), { amount: 396, reason: "Wrong order" });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: "The refund must be more than ₹0 and at most the order's total",
      details: [{ field: "amount" }],
    });
    const whole = await send(w, "admin", "POST", refundUrl(ids.second), { amount: 395.99, reason: "Wrong order" });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().message).toBe("Refund of ₹395.99 initiated");
    // 77 837 − 39 599 = 38 238
    expect(await settlement()).toEqual({ outstanding: 38_238, pending: 33_999 });
    expect(await unbalanced(w)).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: 12.345 }, "amount"],
    [{ amount: "100" }, "amount"],
    [{ reason: undefined }, "reason"],
    [{ reason: " ok " }, "reason"],
    [{ reason: "x".repeat(301) }, "reason"],
  ])("answers a body with %j with a 400 naming %s", async (change, field) => {
    const res = await send(w, "admin", "POST", refundUrl(ids.cash), { amount: 1, reason: "Cold food", ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });

  it("answers 400 for a malformed order id and 404 for an unknown one", async () => {
    const bad = await send(w, "admin", "POST", refundUrl("ZK-1234"), { amount: 1, reason: "Cold food" });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("id");
    const unknown = await send(w, "admin", "POST", refundUrl("00000000-0000-4000-8000-00000000abcd"), {
      amount: 1,
      reason: "Cold food",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Order not found");
  });

  it("leaves every refund in the ledger against the restaurant", async () => {
    const rows = await w.t.database.db
      .select({ amount: sql<number>`sum(${ledgerEntries.amountPaise})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, "refund"));
    // Entries of a posting sum to zero: refunds leave the gateway and come off the payable alike.
    expect(rows[0]?.amount).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A refund and a payout in full at the same moment: real concurrency needs PostgreSQL (PGlite runs one transaction at a
// time, so there the two are one after the other anyway).

async function rowsOf<T>(world: LedgerWorld, query: SQL): Promise<T[]> {
  return ((await world.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Takes the restaurant's row lock as a payout does and holds it until release(), so the test decides which of the
 * requests queued behind it goes first (PostgreSQL grants a row's lock to its waiters in the order they came).
 */
async function holdRestaurantLock(world: LedgerWorld): Promise<{ release(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = world.t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select r.id from restaurants r where r.id = ${world.shop.restaurantId} for no key update`);
    locked();
    await released;
  });
  await Promise.race([isLocked, holding]);
  return {
    async release() {
      release();
      await holding;
    },
  };
}

/**
 * Returns once `count` sessions of the test's database wait for a lock; throws if `request` is answered first, which
 * means it never waited for the restaurant's lock. No clock involved: it asks PostgreSQL until it is so.
 */
async function untilWaiting(world: LedgerWorld, count: number, request: Promise<unknown>, what: string) {
  let answered = false;
  request.then(
    () => {
      answered = true;
    },
    () => {
      answered = true;
    },
  );
  for (;;) {
    if (answered) throw new Error(`${what} was answered without waiting for the restaurant's lock`);
    const [row] = await rowsOf<{ n: number }>(
      world,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= count) return;
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))(
  "a refund and a payout in full at the same moment (PostgreSQL)",
  () => {
    /** A world of its own: these tests pay the restaurant out, which the tests above do not expect. */
    let race: LedgerWorld;
    const TODAY = "2026-01-15";
    const payout = (amount: number, reference: string) =>
      send(race, "admin", "POST", `/api/admin/settlements/${race.shop.restaurantId}/payouts`, {
        amount,
        reference,
        paidOn: TODAY,
      });
    const refund = (orderId: string) =>
      send(race, "admin", "POST", refundUrl(orderId), { amount: 100, reason: "Missing sweet lassi" });

    beforeAll(async () => {
      race = await ledgerWorld(RATE);
    }, 120_000);
    afterAll(() => race?.t.close());

    it("refund first: the payout queued behind it sees the refund and is refused (422); the restaurant stays owed", async () => {
      const orderId = await deliveredOnline(race);
      // One delivered order: 29 279 outstanding (₹292.79), which the payout asks for in full.
      expect(await settlement(race)).toEqual({ outstanding: 29_279, pending: 0 });
      const lock = await holdRestaurantLock(race);
      let paying: ReturnType<typeof payout> | undefined;
      const refunding = refund(orderId);
      try {
        await untilWaiting(race, 1, refunding, "the refund");
        paying = payout(292.79, "UTR-RACE-1");
        await untilWaiting(race, 2, paying, "the payout");
      } finally {
        await lock.release();
      }
      const [refunded, paid] = await Promise.all([refunding, paying]);
      expect(refunded.statusCode, refunded.body).toBe(200);
      // 29 279 − 10 000 = 19 279 left when the payout read it
      expect(paid.statusCode, paid.body).toBe(422);
      expect(paid.json().message).toBe("The payout is more than the ₹192.79 outstanding");
      expect(await settlement(race)).toEqual({ outstanding: 19_279, pending: 0 });
    });

    it("payout first: the refund queued behind it goes through after it, borne by the restaurant", async () => {
      const orderId = await deliveredOnline(race);
      // 19 279 + 29 279 = 48 558 (₹485.58), paid in full
      expect(await settlement(race)).toEqual({ outstanding: 48_558, pending: 0 });
      const lock = await holdRestaurantLock(race);
      let refunding: ReturnType<typeof refund> | undefined;
      const paying = payout(485.58, "UTR-RACE-2");
      try {
        await untilWaiting(race, 1, paying, "the payout");
        refunding = refund(orderId);
        await untilWaiting(race, 2, refunding, "the refund");
      } finally {
        await lock.release();
      }
      const [paid, refunded] = await Promise.all([paying, refunding]);
      // The payout's answer is the account as it committed, before the refund: nothing left
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().data).toMatchObject({ outstanding: 0, pending: 0, paidOut: 485.58 });
      expect(refunded.statusCode, refunded.body).toBe(200);
      // A refund after a payout in full, as any later one: the restaurant owes the ₹100 back (0 − 10 000)
      expect(await settlement(race)).toEqual({ outstanding: -10_000, pending: 0 });
    });

    it("unordered: the two end as one of those two orders, and every posting balances", async () => {
      const orderId = await deliveredOnline(race);
      // −10 000 + 29 279 = 19 279 (₹192.79)
      expect(await settlement(race)).toEqual({ outstanding: 19_279, pending: 0 });
      const [paid, refunded] = await Promise.all([payout(192.79, "UTR-RACE-3"), refund(orderId)]);
      expect(refunded.statusCode, refunded.body).toBe(200);
      const after = await settlement(race);
      if (paid.statusCode === 422) {
        // The refund first: 19 279 − 10 000 = 9 279 left, still owed
        expect(paid.json().message).toBe("The payout is more than the ₹92.79 outstanding");
        expect(after).toEqual({ outstanding: 9_279, pending: 0 });
      } else {
        // The payout first, of all 19 279; then the refund: 0 − 10 000
        expect(paid.statusCode, paid.body).toBe(201);
        expect(paid.json().data).toMatchObject({ outstanding: 0 });
        expect(after).toEqual({ outstanding: -10_000, pending: 0 });
      }
      expect(await unbalanced(race)).toEqual([]);
    });
  },
);
