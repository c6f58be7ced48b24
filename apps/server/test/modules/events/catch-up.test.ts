/**
 * Catching up after a lost LISTEN connection (issue 9), on either database: the listener is "lost" by a bus wrapper
 * that stops delivering NOTIFYs, then "regained" by calling the reconnect handlers, as the PostgreSQL bus does. The
 * real outage on PostgreSQL is in outage.test.ts.
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DomainEvent, EventBus, ReconnectInfo } from "../../../src/lib/events";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { heardLog, STRAGGLER_MS } from "../../../src/modules/events/catch-up";
import { eventsRoutes } from "../../../src/modules/events/routes";
import { registerAccessControl } from "../../../src/plugins/access";
import { registerErrorHandler } from "../../../src/plugins/errors";
import { createTestApp, type TestContext } from "../../helpers/app";
import { changeStatus, type People, people, placeOrder } from "./fixtures";
import { openSse, orderEventsOf, type SseStream } from "./sse-client";

describe("heard log: where a catch-up starts", () => {
  const T = 1_000_000;

  it("knows nothing before the first id", () => {
    expect(heardLog().floor(T)).toBeNull();
    expect(heardLog().latest()).toBeNull();
  });

  it("starts from the highest id heard a straggler window before the loss, so late commits of older ids are found", () => {
    const log = heardLog();
    log.record(10, T);
    log.record(20, T + 1000);
    log.record(30, T + STRAGGLER_MS + 5000);
    expect(log.latest()).toBe(30);
    // Lost just after 30 was heard: 20 was heard more than STRAGGLER_MS before, 30 was not.
    expect(log.floor(T + STRAGGLER_MS + 1000)).toBe(20);
    expect(log.floor(T + STRAGGLER_MS + 6000)).toBe(20);
    expect(log.floor(T + 2 * STRAGGLER_MS + 5000)).toBe(30);
  });

  it("falls back to the first id it knows when everything was heard within the window", () => {
    const log = heardLog();
    log.record(7, T);
    log.record(9, T + 50);
    log.record(12, T + 500);
    expect(log.floor(T + 1000)).toBe(7);
  });

  it("never falls back to an id merged into the first mark just before the loss (8 may still commit)", () => {
    const log = heardLog();
    log.record(7, T);
    // 9 is heard 50 ms later, inside the first mark's granularity, while 8's transaction is still open.
    log.record(9, T + 50);
    expect(log.floor(T + 60)).toBe(7);
  });

  it("ignores ids lower than one already recorded (a straggler heard late)", () => {
    const log = heardLog();
    log.record(50, T);
    log.record(40, T + STRAGGLER_MS * 2);
    expect(log.latest()).toBe(50);
    expect(log.floor(T + STRAGGLER_MS * 3)).toBe(50);
  });

  it("stays exact to its granularity under a steady flow of events", () => {
    const log = heardLog();
    for (let i = 1; i <= 100_000; i++) log.record(i, T + i * 10);
    // 1,000 s of events every 10 ms: the floor is still exact to the granularity of its marks.
    const lostAt = T + 100_000 * 10;
    const floor = log.floor(lostAt) as number;
    expect(floor).toBeLessThanOrEqual((lostAt - STRAGGLER_MS - T) / 10);
    expect(floor).toBeGreaterThan((lostAt - STRAGGLER_MS - T) / 10 - 20);
  });
});

/** The real bus, except that deliveries can be cut (a lost listener) and the reconnect played by the test. */
function interruptible(bus: EventBus) {
  const handlers = new Set<(event: DomainEvent) => void>();
  const reconnectHandlers = new Set<(info: ReconnectInfo) => void>();
  let cut = false;
  /** Ids whose NOTIFY arrived while the listener was "lost", so a test can wait until one has been dropped. */
  const dropped = new Set<number>();
  const stop = bus.subscribe((event) => {
    if (cut) {
      if (event.type === "order.changed") dropped.add(event.eventId);
      return;
    }
    for (const handler of [...handlers]) handler(event);
  });
  const wrapped: EventBus & {
    lose(): void;
    reconnect(): void;
    deliver(event: DomainEvent): void;
    dropped: ReadonlySet<number>;
  } = {
    dropped,
    publish: (event) => bus.publish(event),
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    listening: () => !cut,
    lose() {
      cut = true;
    },
    reconnect() {
      cut = false;
      for (const handler of [...reconnectHandlers]) handler({ lostAt: Date.now() });
    },
    deliver(event) {
      for (const handler of [...handlers]) handler(event);
    },
    async close() {
      stop();
    },
  };
  return wrapped;
}

let ctx: TestContext;
let who: People;
let bus: ReturnType<typeof interruptible>;
let app: ReturnType<typeof Fastify>;
let url: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
  who = await people(ctx);
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const tokens = accessTokens(ctx.config.jwtSecret, () => ctx.clock.now());
  registerErrorHandler(app);
  registerAccessControl(app, tokens);
  bus = interruptible(await ctx.database.events());
  await app.register(eventsRoutes, {
    prefix: "/api",
    db: ctx.database.db,
    events: bus,
    clock: ctx.clock,
    heartbeatMs: 60_000,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  await app?.close();
  await bus?.close();
  await ctx?.close();
});

async function connect(token: string) {
  const stream = await openSse(url, { token });
  streams.push(stream);
  await stream.waitFor((m) => m.event === "ready");
  return stream;
}

const ids = (stream: SseStream) => orderEventsOf(stream).map((e) => Number(e.id));
const hasId = (id: number) => (m: { id: string | null }) => m.id === String(id);

describe("catching up after the listener was lost", () => {
  it("sends each open stream the events committed meanwhile that it may see, in order, once, then live ones", async () => {
    const db = ctx.database.db;
    const admin = await connect(who.admin.token);
    const customer = await connect(who.customerA.token);
    const before = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    await Promise.all([admin.waitFor(hasId(before.eventId)), customer.waitFor(hasId(before.eventId))]);
    // Heard by the instance before this stream opened: never this stream's to catch up.
    const older = await placeOrder(db, who, { userId: who.customerB.id, paymentMode: "COD" });
    await admin.waitFor(hasId(older.eventId));
    const other = await connect(who.customerB.token);

    bus.lose();
    const mine = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    const theirs = await placeOrder(db, who, { userId: who.customerB.id, paymentMode: "COD" });
    const accepted = await changeStatus(db, who.owner.id, before.id, "ACCEPTED");
    expect(bus.listening()).toBe(false);
    bus.reconnect();

    await admin.waitFor(hasId(accepted));
    await customer.waitFor(hasId(accepted));
    await other.waitFor(hasId(theirs.eventId));
    // A NOTIFY of the outage arriving late after all: already sent, not again.
    const late = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    await admin.waitFor(hasId(late.eventId));
    const lateEvent = {
      type: "order.changed",
      eventId: theirs.eventId,
      kind: "placed",
      orderId: theirs.id,
      orderNumber: theirs.orderNumber,
      userId: who.customerB.id,
      restaurantOwnerId: who.owner.id,
      restaurantId: who.restaurantId,
      status: "PENDING",
      paymentMode: "COD",
      paymentStatus: "PENDING",
      riderId: null,
      awaitingRelease: false,
      at: new Date().toISOString(),
    } satisfies DomainEvent;
    bus.deliver(lateEvent);
    const sentinel = await placeOrder(db, who, { userId: who.customerB.id, paymentMode: "COD" });
    await Promise.all([admin.waitFor(hasId(sentinel.eventId)), other.waitFor(hasId(sentinel.eventId))]);
    await customer.waitFor(hasId(late.eventId));

    expect(ids(admin)).toEqual([
      before.eventId,
      older.eventId,
      mine.eventId,
      theirs.eventId,
      accepted,
      late.eventId,
      sentinel.eventId,
    ]);
    expect(ids(customer)).toEqual([before.eventId, mine.eventId, accepted, late.eventId]);
    expect(ids(other)).toEqual([theirs.eventId, sentinel.eventId]);
  });

  it("finds an event that commits late with an id below one already sent (ids commit out of order)", async () => {
    const db = ctx.database.db;
    const admin = await connect(who.admin.token);
    // A transaction took this id from the sequence and has not committed yet...
    const taken = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('order_events', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const straggler = Number(taken.rows[0]?.id);
    // ...while a later one commits and is sent live.
    const quick = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    await admin.waitFor(hasId(quick.eventId));
    expect(straggler).toBeLessThan(quick.eventId);
    // The first commits while nothing is heard.
    bus.lose();
    const late = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    // Its NOTIFY (carrying the id it had before the renumbering below) must be dropped before the listener is back:
    // on PostgreSQL it can lag behind the commit, and arriving after the reconnect it would be sent live.
    await vi.waitFor(() => expect(bus.dropped.has(late.eventId)).toBe(true));
    await db.execute(sql`update order_events set id = ${straggler} where id = ${late.eventId}`);
    bus.reconnect();
    await admin.waitFor(hasId(straggler));
    const sentinel = await placeOrder(db, who, { userId: who.customerA.id, paymentMode: "COD" });
    await admin.waitFor(hasId(sentinel.eventId));
    expect(ids(admin)).toEqual([quick.eventId, straggler, sentinel.eventId]);
  });
});
