/** GET /api/events over a real socket: who hears which order change, resumption, heartbeats, shutdown. */
import type { AddressInfo } from "node:net";
import { ACCESS_TOKEN_TTL_SECONDS } from "@zaika/contract/constants";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ModuleDeps } from "../../../src/deps";
import type { DomainEvent } from "../../../src/lib/events";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { eventsRoutes } from "../../../src/modules/events/routes";
import { registerAccessControl } from "../../../src/plugins/access";
import { registerErrorHandler } from "../../../src/plugins/errors";
import { createTestApp, type TestContext } from "../../helpers/app";
import { changeStatus, type People, people, placeOrder } from "./fixtures";
import { openSse, orderEventsOf, type SseStream } from "./sse-client";

let t: TestContext;
let p: People;
let base: string;
const streams: SseStream[] = [];

async function connect(options: Parameters<typeof openSse>[1]) {
  const stream = await openSse(base, options);
  streams.push(stream);
  if (stream.status === 200) await stream.waitFor((m) => m.event === "ready");
  return stream;
}

const forOrder = (orderId: string) => (m: { event: string; data: string }) =>
  m.event === "order" && JSON.parse(m.data).orderId === orderId;

beforeAll(async () => {
  t = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
  p = await people(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/events", () => {
  it("rejects a request without a token with 401 (JSON, not a stream)", async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("opens an uncompressed event stream with the SSE headers, a retry hint and a ready event", async () => {
    const stream = await connect({ token: p.customerA.token });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("content-encoding")).toBeNull();
    expect(stream.messages[0]).toEqual({ event: "ready", data: "{}", id: null });
  });

  it("sends the customer their own order's events and not another customer's", async () => {
    const a = await connect({ token: p.customerA.token });
    const b = await connect({ token: p.customerB.token });
    const ofA = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    const ofB = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });

    const received = await a.waitFor(forOrder(ofA.id));
    expect(received.id).toBe(String(ofA.eventId));
    expect(JSON.parse(received.data)).toEqual({
      eventId: ofA.eventId,
      kind: "placed",
      orderId: ofA.id,
      orderNumber: ofA.orderNumber,
      restaurantId: p.restaurantId,
      status: "PENDING",
      paymentMode: "COD",
      paymentStatus: "PENDING",
      riderId: null,
      awaitingRelease: false,
      at: expect.any(String),
    });
    // B's own later order arrives, so A's would have arrived before it had it been sent.
    await b.waitFor(forOrder(ofB.id));
    expect(orderEventsOf(b).map((e) => e.data.orderId)).toEqual([ofB.id]);
    await a.waitFor(() => true);
    expect(orderEventsOf(a).some((e) => e.data.orderId === ofB.id)).toBe(false);
  });

  it("sends the restaurant owner COD orders and paid online orders, never an unpaid online one", async () => {
    const owner = await connect({ token: p.owner.token });
    const unpaid = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "ONLINE" });
    const cod = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    const paid = await placeOrder(t.database.db, p, {
      userId: p.customerA.id,
      paymentMode: "ONLINE",
      paymentStatus: "PAID",
    });
    await owner.waitFor(forOrder(paid.id));
    expect(orderEventsOf(owner).map((e) => e.data.orderId)).toEqual([cod.id, paid.id]);
    expect(orderEventsOf(owner).some((e) => e.data.orderId === unpaid.id)).toBe(false);
  });

  it("sends the admin every order event", async () => {
    const admin = await connect({ token: p.admin.token });
    const one = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "ONLINE" });
    const two = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });
    const accepted = await changeStatus(t.database.db, p.owner.id, two.id, "ACCEPTED");
    await admin.waitFor((m) => m.id === String(accepted));
    expect(orderEventsOf(admin).map((e) => [e.data.orderId, e.data.kind])).toEqual([
      [one.id, "placed"],
      [two.id, "placed"],
      [two.id, "status"],
    ]);
    expect(orderEventsOf(admin)[2]?.data.status).toBe("ACCEPTED");
  });

  it("sends the rider the orders assigned to them only", async () => {
    const rider = await connect({ token: p.rider.token });
    const other = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    const mine = await placeOrder(t.database.db, p, {
      userId: p.customerA.id,
      paymentMode: "COD",
      riderId: p.rider.id,
    });
    const received = await rider.waitFor(forOrder(mine.id));
    expect(JSON.parse(received.data).riderId).toBe(p.rider.id);
    expect(orderEventsOf(rider).map((e) => e.data.orderId)).toEqual([mine.id]);
    expect(orderEventsOf(rider).some((e) => e.data.orderId === other.id)).toBe(false);
  });

  it("replays missed events after Last-Event-ID exactly once, then continues live", async () => {
    const first = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    // Offline: these happen while the customer's tab is disconnected; one is another customer's.
    const missed1 = await changeStatus(t.database.db, p.owner.id, first.id, "ACCEPTED");
    const notMine = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });
    const missed2 = await changeStatus(t.database.db, p.owner.id, first.id, "PREPARING");

    const a = await connect({ token: p.customerA.token, lastEventId: String(first.eventId) });
    await a.waitFor((m) => m.id === String(missed2));
    const live = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    await a.waitFor(forOrder(live.id));
    expect(orderEventsOf(a).map((e) => Number(e.id))).toEqual([missed1, missed2, live.eventId]);
    expect(orderEventsOf(a).map((e) => e.data.status)).toEqual(["PREPARING", "PREPARING", "PENDING"]);
    expect(orderEventsOf(a).some((e) => e.data.orderId === notMine.id)).toBe(false);
  });

  it("accepts the resume point as ?lastEventId= for clients that cannot send headers", async () => {
    const order = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });
    const later = await changeStatus(t.database.db, p.owner.id, order.id, "ACCEPTED");
    const b = await connect({ token: p.customerB.token, query: `?lastEventId=${order.eventId}` });
    await b.waitFor((m) => m.id === String(later));
    expect(orderEventsOf(b).map((e) => Number(e.id))).toEqual([later]);
  });

  it("never sends an event twice when changes commit while the replay is running", async () => {
    const start = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    const before = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    const [stream, ...during] = await Promise.all([
      connect({ token: p.admin.token, lastEventId: String(start.eventId) }),
      ...Array.from({ length: 5 }, () => placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" })),
    ]);
    const sentinel = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    await stream?.waitFor(forOrder(sentinel.id));
    const ids = orderEventsOf(stream as SseStream).map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        before.eventId,
        ...during.map((o) => (o as { eventId: number }).eventId),
        sentinel.eventId,
      ]),
    );
    expect(ids).not.toContain(start.eventId);
  });

  it("ends a customer's open stream as soon as an admin blocks them, and refuses their reconnect", async () => {
    const stream = await connect({ token: p.customerB.token });
    const block = (blocked: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/customers/${p.customerB.id}/block`,
        headers: { authorization: `Bearer ${p.admin.token}` },
        payload: blocked ? { blocked, reason: "Abuse" } : { blocked },
      });
    try {
      expect((await block(true)).statusCode).toBe(200);
      await stream.ended;
      const again = await openSse(base, { token: p.customerB.token });
      streams.push(again);
      expect(again.status).toBe(403);
    } finally {
      expect((await block(false)).statusCode).toBe(200);
    }
  });

  it("ignores a malformed Last-Event-ID instead of failing", async () => {
    const a = await connect({ token: p.customerA.token, lastEventId: "not-a-number" });
    expect(a.status).toBe(200);
    const order = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
    await a.waitFor(forOrder(order.id));
    expect(orderEventsOf(a)).toHaveLength(1);
  });
});

describe("events stream lifecycle", () => {
  async function standalone(heartbeatMs: number) {
    const ctx = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const tokens = accessTokens(ctx.config.jwtSecret, () => ctx.clock.now());
    registerErrorHandler(app);
    registerAccessControl(app, tokens);
    const bus = await ctx.database.events();
    // Counts live subscriptions, to prove a disconnect unsubscribes.
    const subscribers = { count: 0 };
    // The streams' own handlers, so a test can deliver a NOTIFY late, as a busy LISTEN connection would.
    const handlers = new Set<Parameters<ModuleDeps["events"]["subscribe"]>[0]>();
    const events: ModuleDeps["events"] = {
      ...bus,
      subscribe(handler) {
        subscribers.count += 1;
        handlers.add(handler);
        const unsubscribe = bus.subscribe(handler);
        return () => {
          subscribers.count -= 1;
          handlers.delete(handler);
          unsubscribe();
        };
      },
    };
    await app.register(eventsRoutes, { prefix: "/api", db: ctx.database.db, events, clock: ctx.clock, heartbeatMs });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const who = await people(ctx);
    return { ctx, app, url, who, subscribers, handlers, bus };
  }

  it("drops a live event that arrives after the replay already sent it", async () => {
    const { ctx, app, url, who, handlers, bus } = await standalone(60_000);
    try {
      const heard: DomainEvent[] = [];
      const stop = bus.subscribe((event) => heard.push(event));
      const first = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      const missed = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      await vi.waitFor(() => expect(heard.some((e) => "eventId" in e && e.eventId === missed.eventId)).toBe(true));
      stop();
      const stream = await openSse(url, { token: who.customerA.token, lastEventId: String(first.eventId) });
      await stream.waitFor(forOrder(missed.id));
      // The same NOTIFY again, after the replay has finished.
      const late = heard.find((e) => "eventId" in e && e.eventId === missed.eventId);
      for (const handler of handlers) if (late) handler(late);
      const sentinel = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      await stream.waitFor(forOrder(sentinel.id));
      expect(orderEventsOf(stream).map((e) => Number(e.id))).toEqual([missed.eventId, sentinel.eventId]);
      stream.close();
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it("drops a late live event at or before the client's Last-Event-ID, which the replay rightly skipped", async () => {
    const { ctx, app, url, who, handlers, bus } = await standalone(60_000);
    try {
      const heard: DomainEvent[] = [];
      const stop = bus.subscribe((event) => heard.push(event));
      const seen = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      await vi.waitFor(() => expect(heard.some((e) => "eventId" in e && e.eventId === seen.eventId)).toBe(true));
      stop();
      const stream = await openSse(url, { token: who.customerA.token, lastEventId: String(seen.eventId) });
      await stream.waitFor((m) => m.event === "ready");
      // The NOTIFY of the event the client already had, reaching this instance only now (a lagging LISTEN).
      const late = heard.find((e) => "eventId" in e && e.eventId === seen.eventId);
      for (const handler of handlers) if (late) handler(late);
      const sentinel = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      await stream.waitFor(forOrder(sentinel.id));
      expect(orderEventsOf(stream).map((e) => Number(e.id))).toEqual([sentinel.eventId]);
      stream.close();
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it("unsubscribes and stops its timers when the client disconnects", async () => {
    const { ctx, app, url, who, subscribers } = await standalone(20);
    try {
      const stream = await openSse(url, { token: who.customerA.token });
      await stream.waitFor((m) => m.event === "ready");
      // The route's own subscription (what this instance heard, for catching up after a lost listener) plus the
      // stream's.
      expect(subscribers.count).toBe(2);
      stream.close();
      await stream.ended;
      await vi.waitFor(() => expect(subscribers.count).toBe(1));
      // Still usable by others: a new client hears the next order.
      const again = await openSse(url, { token: who.customerA.token });
      await again.waitFor((m) => m.event === "ready");
      const order = await placeOrder(ctx.database.db, who, { userId: who.customerA.id, paymentMode: "COD" });
      await again.waitFor(forOrder(order.id));
      again.close();
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it("sends a `: ping` comment every heartbeat interval", async () => {
    const { ctx, app, url, who } = await standalone(40);
    try {
      const stream = await openSse(url, { token: who.customerA.token });
      await vi.waitFor(() => expect(stream.comments.filter((c) => c === "ping").length).toBeGreaterThanOrEqual(2), {
        timeout: 5000,
      });
      stream.close();
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it("ends the stream when the access token expires, so the client reconnects with a fresh one", async () => {
    const { ctx, app, url, who } = await standalone(60_000);
    try {
      ctx.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 150);
      const stream = await openSse(url, { token: who.customerA.token });
      expect(stream.status).toBe(200);
      await stream.ended;
      expect(stream.messages.map((m) => m.event)).toEqual(["ready"]);
    } finally {
      await app.close();
      await ctx.close();
    }
  });

  it("ends every open stream when the app closes, so shutdown never hangs", async () => {
    const { ctx, app, url, who, subscribers } = await standalone(60_000);
    try {
      const one = await openSse(url, { token: who.admin.token });
      const two = await openSse(url, { token: who.customerA.token });
      await one.waitFor((m) => m.event === "ready");
      await app.close();
      await Promise.all([one.ended, two.ended]);
      expect(app.server.listening).toBe(false);
      expect(subscribers.count).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it("tells each open stream to come back shortly (a retry: hint) before ending it on shutdown", async () => {
    const { ctx, app, url, who } = await standalone(60_000);
    try {
      const stream = await openSse(url, { token: who.customerA.token });
      await stream.waitFor((m) => m.event === "ready");
      // The hint every stream starts with.
      expect(stream.retries).toEqual([{ ms: 3000, afterMessages: 0 }]);
      // What server.ts does on SIGTERM.
      await app.close();
      await stream.ended;
      // A second, shorter hint after the ready event: reconnect soon, to another node through the load balancer.
      expect(stream.retries).toHaveLength(2);
      const last = stream.retries[1] as { ms: number; afterMessages: number };
      expect(last.afterMessages).toBe(1);
      expect(last.ms).toBeGreaterThanOrEqual(500);
      expect(last.ms).toBeLessThan(1500);
    } finally {
      await ctx.close();
    }
  });
});
