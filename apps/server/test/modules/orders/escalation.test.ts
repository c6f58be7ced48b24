/**
 * Unanswered orders escalate, on a manual clock: the SMS to each of the restaurant's mobiles at 2:00 and not before,
 * the auto-cancel with a full refund at 5:00 and not before, nothing for an order accepted in time, the same across a
 * restart of the server on the same database, and one text however many sweeps run at once. Amounts are the ledger
 * tests' hand-worked bill (₹395.99).
 */
import { ESCALATION_MESSAGES, restaurantAlertText } from "@zaika/contract/escalation";
import { orderPostings } from "@zaika/contract/ledger";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { smsOutbox } from "../../../src/db/schema/auth";
import { orderEvents } from "../../../src/db/schema/orders";
import { refunds } from "../../../src/db/schema/payments";
import { restaurants } from "../../../src/db/schema/restaurants";
import { SWEEP_LOCKS, withSweepLock } from "../../../src/db/sweep-lock";
import type { DomainEvent } from "../../../src/lib/events";
import { type EscalationDeps, sweepEscalations } from "../../../src/modules/orders/escalation";
import { sandboxPayments } from "../../../src/providers/payments/sandbox";
import { consoleSms } from "../../../src/providers/sms/console";
import type { SmsProvider } from "../../../src/providers/sms/types";
import type { TestContext } from "../../helpers/app";
import { auth } from "../../helpers/orders";
import { BILL, orderItems } from "../ledger/events-fixtures";
import {
  accountBalance,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  payAndVerify,
  place,
  postingsOf,
  shapeOf,
  tokenOf,
  unbalanced,
} from "../ledger/ledger-fixtures";

const SECOND = 1000;
/** Two mobiles and a landline: the landline gets no text. */
const PHONES = ["9876501234", "8123456789", "02224890123"];
const MOBILES = PHONES.slice(0, 2);

let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld(12.5);
  await w.t.database.db.update(restaurants).set({ phones: PHONES }).where(eq(restaurants.id, w.shop.restaurantId));
});
afterAll(() => w?.t.close());

/** What the app builds for its sweeper, on this test's database and clock; `sms` replaced to make it fail. */
function depsOf(t: TestContext, sms?: SmsProvider): EscalationDeps {
  return {
    db: t.database.db,
    clock: t.clock,
    payments: sandboxPayments(t.database.db, t.config.payments, t.clock),
    sms: sms ?? consoleSms(t.database.db, t.app.log, { revealCodes: true }),
  };
}
const sweep = (t: TestContext = w.t, sms?: SmsProvider) => sweepEscalations(depsOf(t, sms), t.app.log);

/** The texts the console provider kept for the restaurant's phones (codes are empty: they are not sign-in codes). */
/**
 * The texts sent to these phones, in the order of `phones` and then as sent: the texts to a restaurant's numbers go out
 * at once, so which one the outbox stored first is not part of the rule.
 */
async function textsTo(t: TestContext, phones: string[] = PHONES) {
  const rows = await t.database.db
    .select({ phone: smsOutbox.phone, code: smsOutbox.code, text: smsOutbox.text })
    .from(smsOutbox)
    .where(inArray(smsOutbox.phone, phones))
    .orderBy(smsOutbox.id);
  // Array.prototype.sort is stable: texts to one phone keep the order they were sent in.
  return rows.sort((a, b) => phones.indexOf(a.phone) - phones.indexOf(b.phone));
}
async function clearTexts(t: TestContext) {
  await t.database.db.delete(smsOutbox).where(inArray(smsOutbox.phone, PHONES));
}

const ITEMS = () => orderItems(w);
const atRisk = async (t: TestContext, token: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/orders/at-risk", headers: auth(token) });

describe("the SMS to the restaurant", () => {
  it("texts each mobile once at 2:00, not at 1:59, and not again at the next sweep", async () => {
    await clearTexts(w.t);
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    const kitchenAt = w.t.clock.now();
    expect(await orderOf(w, id)).toMatchObject({
      kitchenAt,
      smsDueAt: new Date(kitchenAt.getTime() + 120 * SECOND),
      smsSentAt: null,
      cancelDueAt: new Date(kitchenAt.getTime() + 300 * SECOND),
    });

    w.t.clock.advance(119 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 0 });
    expect(await textsTo(w.t)).toEqual([]);

    w.t.clock.advance(1 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 1, cancelled: 0 });
    // ₹395.99 with 3:00 left: "within 3 min".
    const text = `Zaika: new order ${placed.order.orderNumber} (₹395.99) is waiting. Accept it within 3 min or it will be cancelled.`;
    expect(await textsTo(w.t)).toEqual(MOBILES.map((phone) => ({ phone, code: "", text })));
    expect((await orderOf(w, id)).smsSentAt).toEqual(w.t.clock.now());

    w.t.clock.advance(5 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 0 });
    expect(await textsTo(w.t)).toHaveLength(2);
    await move(w, "restaurant", id, { status: "ACCEPTED" });
  });

  it("sends nothing for an online order until it is paid, then counts from the payment", async () => {
    await clearTexts(w.t);
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    expect(await orderOf(w, id)).toMatchObject({ kitchenAt: null, smsDueAt: null, cancelDueAt: null });
    w.t.clock.advance(10 * 60 * SECOND);
    expect(await sweep()).toMatchObject({ texted: 0, cancelled: 0 });

    await payAndVerify(w, placed);
    const paidAt = w.t.clock.now();
    expect(await orderOf(w, id)).toMatchObject({
      kitchenAt: paidAt,
      smsDueAt: new Date(paidAt.getTime() + 120 * SECOND),
      cancelDueAt: new Date(paidAt.getTime() + 300 * SECOND),
    });
    w.t.clock.advance(120 * SECOND);
    expect(await sweep()).toMatchObject({ texted: 1 });
    await move(w, "restaurant", id, { status: "ACCEPTED" });
  });

  it("gives a refused text back, so the next sweep sends it", async () => {
    await clearTexts(w.t);
    const placed = await place(w, "COD", ITEMS());
    const working = consoleSms(w.t.database.db, w.t.app.log, { revealCodes: true });
    const down: SmsProvider = {
      name: "down",
      sendOtp: working.sendOtp,
      sendText: async ({ phone, text }) => {
        if (phone === MOBILES[1]) throw new Error("gateway down");
        return working.sendText({ phone, text });
      },
    };
    w.t.clock.advance(120 * SECOND);
    expect(await sweep(w.t, down)).toMatchObject({ texted: 0 });
    expect((await orderOf(w, placed.order._id)).smsSentAt).toBeNull();

    w.t.clock.advance(5 * SECOND);
    expect(await sweep()).toMatchObject({ texted: 1 });
    // The first mobile got it twice (at least once each, never lost), the second once. A sweep texts a restaurant's
    // mobiles at once, so the outbox's order between them is not fixed.
    expect((await textsTo(w.t)).map((row) => row.phone).sort()).toEqual([MOBILES[0], MOBILES[0], MOBILES[1]].sort());
    await move(w, "restaurant", placed.order._id, { status: "ACCEPTED" });
  });

  it("sends one text per phone when two sweeps run at once", async () => {
    await clearTexts(w.t);
    await place(w, "COD", ITEMS());
    w.t.clock.advance(120 * SECOND);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a?.texted ?? 0) + (b?.texted ?? 0)).toBe(1);
    expect((await textsTo(w.t)).map((row) => row.phone).sort()).toEqual([...MOBILES].sort());
    // Cancelled below, with the other open orders: leave none behind for the next describe's sweeps.
    w.t.clock.advance(180 * SECOND);
    expect(await sweep()).toMatchObject({ cancelled: 1 });
  });
});

describe("one node at a time", () => {
  it("skips a pass while another node holds the lock (PostgreSQL), or waits its turn (PGlite's one connection)", async () => {
    await clearTexts(w.t);
    const placed = await place(w, "COD", ITEMS());
    w.t.clock.advance(120 * SECOND);
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holder = withSweepLock(w.t.database.db, SWEEP_LOCKS.escalation, async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await inside;
    const contender = sweep();
    if (w.t.database.kind === "postgres") {
      expect(await contender).toEqual({ ran: false, texted: 0, cancelled: 0 });
      release();
      await holder;
      expect(await sweep()).toEqual({ ran: true, texted: 1, cancelled: 0 });
    } else {
      release();
      await holder;
      expect(await contender).toEqual({ ran: true, texted: 1, cancelled: 0 });
    }
    expect((await textsTo(w.t)).map((row) => row.phone).sort()).toEqual([...MOBILES].sort());
    await move(w, "restaurant", placed.order._id, { status: "ACCEPTED" });
  });
});

describe("the auto-cancel", () => {
  /** Resolves with the first order event of `orderId` that `match` accepts, as every node hears it. */
  async function nextEvent(t: TestContext, orderId: string, match: (event: DomainEvent) => boolean) {
    const bus = await t.database.events();
    return new Promise<DomainEvent>((resolve) => {
      const stop = bus.subscribe((event) => {
        if (event.type === "order.changed" && event.orderId === orderId && match(event)) {
          stop();
          resolve(event);
        }
      });
    });
  }

  it("cancels a paid online order at 5:00, not at 4:59, with a full refund the customer hears of live", async () => {
    const placed = await place(w, "ONLINE", ITEMS());
    const id = placed.order._id;
    await payAndVerify(w, placed);
    w.t.clock.advance(299 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 1, cancelled: 0 });
    expect((await orderOf(w, id)).status).toBe("PENDING");

    const heard = nextEvent(w.t, id, (event) => event.type === "order.changed" && event.status === "CANCELLED");
    w.t.clock.advance(1 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 1 });
    expect(await heard).toMatchObject({ kind: "status", status: "CANCELLED", userId: w.ids.customer });

    expect(await orderOf(w, id)).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "REFUNDED",
      cancelledBy: "system",
      cancelReason: ESCALATION_MESSAGES.autoCancelReason,
      cancellationFeePaise: 0,
      cancelledAt: w.t.clock.now(),
    });
    const [refund] = await w.t.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(refund).toMatchObject({ kind: "order", amountPaise: BILL.totalPaise, status: "PROCESSED" });
    // As a restaurant's rejection of a paid order: the sale undone and the whole payment back through the gateway.
    expect(shapeOf(await postingsOf(w, id))).toEqual(
      shapeOf(orderPostings({ bill: BILL, paymentMode: "ONLINE", outcome: "cancelled", feePaise: 0, paid: true })),
    );
    expect(await accountBalance(w, id, "gateway")).toBe(0);
    expect(await unbalanced(w)).toEqual([]);

    // The customer's page says who cancelled and why, and the timeline has the system's entry.
    const page = await w.t.app.inject({
      method: "GET",
      url: `/api/order/${id}`,
      headers: auth(await tokenOf(w, "user")),
    });
    expect(page.json().data.cancellation).toMatchObject({ by: "system", reason: ESCALATION_MESSAGES.autoCancelReason });
    expect(page.json().data.refund).toMatchObject({ amount: 395.99 });
    const [event] = await w.t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, "CANCELLED")));
    expect(event).toMatchObject({
      kind: "status",
      fromStatus: "PENDING",
      actorRole: "system",
      reason: ESCALATION_MESSAGES.autoCancelReason,
    });
  });

  it("cancels a cash order at 5:00: the sale undone, nothing to refund", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    w.t.clock.advance(299 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 1, cancelled: 0 });
    w.t.clock.advance(1 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 1 });
    expect(await orderOf(w, id)).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "PENDING",
      cancelledBy: "system",
    });
    expect(await w.t.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    expect(shapeOf(await postingsOf(w, id))).toEqual(
      shapeOf(orderPostings({ bill: BILL, paymentMode: "COD", outcome: "cancelled", feePaise: 0, paid: false })),
    );
  });

  it("never cancels an order accepted at 4:00", async () => {
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    w.t.clock.advance(240 * SECOND);
    expect(await sweep()).toMatchObject({ texted: 1, cancelled: 0 });
    await move(w, "restaurant", id, { status: "ACCEPTED" });
    w.t.clock.advance(60 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 0 });
    w.t.clock.advance(30 * 60 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 0 });
    expect((await orderOf(w, id)).status).toBe("ACCEPTED");
  });

  it("only cancels an order past both deadlines at once (a sweep after a long stop): no text for it", async () => {
    await clearTexts(w.t);
    const placed = await place(w, "COD", ITEMS());
    w.t.clock.advance(20 * 60 * SECOND);
    expect(await sweep()).toEqual({ ran: true, texted: 0, cancelled: 1 });
    expect((await orderOf(w, placed.order._id)).status).toBe("CANCELLED");
    expect(await textsTo(w.t)).toEqual([]);
  });
});

describe("orders at risk (admins)", () => {
  it("lists an unanswered order from its SMS deadline until it is answered, with its phones and time left", async () => {
    const admin = await tokenOf(w, "admin");
    const placed = await place(w, "COD", ITEMS());
    const id = placed.order._id;
    const listed = async () => (await atRisk(w.t, await tokenOf(w, "admin"))).json();

    w.t.clock.advance(119 * SECOND);
    expect((await atRisk(w.t, admin)).json()).toMatchObject({ data: [], total: 0 });
    w.t.clock.advance(1 * SECOND);
    const before = w.t.clock.now();
    expect(await listed()).toEqual({
      data: [
        {
          _id: id,
          orderNumber: placed.order.orderNumber,
          finalTotal: 395.99,
          paymentMode: "COD",
          restaurant: { _id: w.shop.restaurantId, name: expect.any(String), phones: PHONES },
          kitchenAt: new Date(before.getTime() - 120 * SECOND).toISOString(),
          smsDueAt: before.toISOString(),
          smsSentAt: null,
          cancelDueAt: new Date(before.getTime() + 180 * SECOND).toISOString(),
          waitingSeconds: 120,
          secondsLeft: 180,
        },
      ],
      total: 1,
      asOf: before.toISOString(),
    });
    await sweep();
    w.t.clock.advance(72 * SECOND);
    expect((await listed()).data).toMatchObject([
      { _id: id, smsSentAt: before.toISOString(), waitingSeconds: 192, secondsLeft: 108 },
    ]);
    await move(w, "restaurant", id, { status: "ACCEPTED" });
    expect(await listed()).toMatchObject({ data: [], total: 0 });
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403)", async (role) => {
    expect((await atRisk(w.t, await tokenOf(w, role))).statusCode).toBe(403);
  });

  it("refuses a caller without a token (401)", async () => {
    expect((await w.t.app.inject({ method: "GET", url: "/api/admin/orders/at-risk" })).statusCode).toBe(401);
  });
});

describe("across a restart", () => {
  it("texts at 2:00 and cancels at 5:00 after the server that took the order has stopped", async () => {
    const world = await ledgerWorld(12.5);
    const first = world.t;
    try {
      await first.database.db
        .update(restaurants)
        .set({ phones: PHONES })
        .where(eq(restaurants.id, world.shop.restaurantId));
      const placed = await place(world, "COD", orderItems(world));
      const id = placed.order._id;
      const kitchenAt = first.clock.now();
      await first.app.close();

      // A new server on the same database; the clock goes on as the next process would read it.
      const second = await buildApp({
        config: first.config,
        database: first.database,
        clock: first.clock,
        logger: false,
        orderExpiry: false,
        orderEscalation: false,
      });
      await second.ready();
      const restarted: LedgerWorld = { ...world, t: { ...first, app: second } };
      try {
        first.clock.advance(119 * SECOND);
        expect(await sweep(restarted.t)).toEqual({ ran: true, texted: 0, cancelled: 0 });
        first.clock.advance(1 * SECOND);
        expect(await sweep(restarted.t)).toEqual({ ran: true, texted: 1, cancelled: 0 });
        const text = restaurantAlertText({
          orderNumber: placed.order.orderNumber,
          totalPaise: BILL.totalPaise,
          cancelDueAt: new Date(kitchenAt.getTime() + 300 * SECOND),
          now: first.clock.now(),
        });
        expect(await textsTo(restarted.t)).toEqual(MOBILES.map((phone) => ({ phone, code: "", text })));
        // The new server lists it for admins from the stored deadlines.
        const listed = await atRisk(restarted.t, await tokenOf(restarted, "admin"));
        expect(listed.json().data).toMatchObject([{ _id: id, secondsLeft: 180 }]);

        first.clock.advance(179 * SECOND);
        expect(await sweep(restarted.t)).toEqual({ ran: true, texted: 0, cancelled: 0 });
        first.clock.advance(1 * SECOND);
        expect(await sweep(restarted.t)).toEqual({ ran: true, texted: 0, cancelled: 1 });
        expect(await orderOf(restarted, id)).toMatchObject({
          status: "CANCELLED",
          cancelReason: ESCALATION_MESSAGES.autoCancelReason,
        });
      } finally {
        await second.close();
      }
    } finally {
      await first.close(); // its app is closed already; this drops the database
    }
  });
});
