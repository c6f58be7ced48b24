/**
 * The database drops every connection under load (issue 9): the process lives on, every request answers 2xx or 503
 * (never 500), and the node is ready again within seconds of the database accepting connections. PostgreSQL only:
 * PGlite runs in-process and has no connections to lose.
 */
import type { AddressInfo } from "node:net";
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "@zaika/contract/constants";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/db/errors";
import { restaurants } from "../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../helpers/app";
import { demoTokens } from "../helpers/auth";
import { adminConnection, allowConnections, databaseName, terminateBackends, until } from "./outage";

interface Answer {
  url: string;
  status: number;
  retryAfter: string | null;
  body: { code?: string } | null;
}

describe.runIf(Boolean(process.env.DATABASE_URL))("losing the database's connections (PostgreSQL)", () => {
  let t: TestContext;
  let base: string;
  let name: string;
  let admin: pg.Client;
  let calls: Array<() => Promise<Answer>>;
  // Anything thrown out of the app (an 'error' event nobody listens to, a rejection nobody handles) lands here.
  const escaped: unknown[] = [];
  const onEscaped = (error: unknown) => escaped.push(error);

  const get = async (path: string, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    const text = await res.text();
    let body: Answer["body"] = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { url: path, status: res.status, retryAfter: res.headers.get("retry-after"), body };
  };
  const ready = async () => (await fetch(`${base}/api/health/ready`)).status === 200;

  /** 2xx, or 503 saying the database is unavailable and when to retry; anything else is listed. */
  function unexpected(answers: Answer[]): Answer[] {
    return answers.filter(
      (a) =>
        !(a.status >= 200 && a.status < 300) &&
        !(
          a.status === 503 &&
          a.body?.code === "DATABASE_UNAVAILABLE" &&
          a.retryAfter === String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS)
        ),
    );
  }

  beforeAll(async () => {
    process.on("uncaughtException", onEscaped);
    process.on("unhandledRejection", onEscaped);
    t = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
    const tokens = await demoTokens(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    name = await databaseName(t.database.db);
    admin = await adminConnection();
    const [restaurant] = await t.database.db.select({ id: restaurants.id }).from(restaurants).limit(1);
    // Reads that go to the database every time (lists, the caller's own data), anonymous and signed in.
    calls = [
      () => get("/api/admin/restaurant/all"),
      () => get(`/api/restaurants/${restaurant?.id}/menu`),
      () => get("/api/order/user/my-orders", tokens.user),
      () => get("/api/cart", tokens.user),
      () => get("/api/user/address", tokens.user),
      () => get("/api/admin/customers", tokens.admin),
      () => get(`/api/order/restaurant/${restaurant?.id}`, tokens.restaurant),
    ];
  });

  afterAll(async () => {
    if (admin && name) await allowConnections(admin, name, true).catch(() => {});
    await admin?.end().catch(() => {});
    await t?.close();
    process.off("uncaughtException", onEscaped);
    process.off("unhandledRejection", onEscaped);
  });

  it("answers the request mix with 200 while the database is up", async () => {
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });

  it("survives every backend being terminated with 50 requests in flight, and is ready again within 5 s", async () => {
    // A transaction holding a pooled client in the middle of a query: the case that used to end the process.
    const held = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(60)`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await until(
      async () =>
        (
          await admin.query(
            "select 1 from pg_stat_activity where datname = $1 and state = 'active' and query like '%pg_sleep(60)%' and pid <> pg_backend_pid()",
            [name],
          )
        ).rowCount === 1,
      10_000,
      "the held transaction's query running",
    );

    const inFlight = Array.from({ length: 50 }, (_, i) => (calls[i % calls.length] as () => Promise<Answer>)());
    const terminated = await terminateBackends(admin, name);
    // The held transaction, the event listener and the pool's other connections.
    expect(terminated).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(inFlight);

    expect(unexpected(answers)).toEqual([]);
    expect(isDatabaseUnavailable(await held)).toBe(true);
    await until(ready, 5000, "readiness after the database came back");
    // Recovered by itself: the same requests answer 200 again.
    const after = await Promise.all(calls.map((call) => call()));
    expect(after.filter((a) => a.status !== 200)).toEqual([]);
    expect(escaped).toEqual([]);
  });

  it("answers 503 (readiness naming both parts, requests DATABASE_UNAVAILABLE) while connections are refused, live 200 throughout", async () => {
    try {
      await allowConnections(admin, name, false);
      await terminateBackends(admin, name);
      // The ping fails at once; the listener notices its terminated connection a moment later (its own socket).
      await until(
        async () => {
          const answer = await fetch(`${base}/api/health/ready`);
          const body = (await answer.json()) as { db?: string; events?: string };
          return answer.status === 503 && body.db === "error" && body.events === "error";
        },
        5000,
        "readiness 503 naming the database and the listener",
      );
      const readiness = await fetch(`${base}/api/health/ready`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: "error", db: "error", events: "error" });
      const live = await fetch(`${base}/api/health/live`);
      expect(live.status).toBe(200);
      const answers = await Promise.all(calls.map((call) => call()));
      expect(unexpected(answers)).toEqual([]);
      // A customer's orders are never cached: this must have failed. (The public restaurant listing is answered from
      // the in-memory nearby index, decision 017, so it may still answer from what it last loaded.)
      const list = answers[2] as Answer;
      expect(list.status).toBe(503);
      expect(list.body).toMatchObject({ success: false, code: "DATABASE_UNAVAILABLE" });
    } finally {
      await allowConnections(admin, name, true);
    }
    await until(ready, 5000, "readiness after connections are allowed again");
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect(escaped).toEqual([]);
  });
});
