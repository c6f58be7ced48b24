/**
 * Live events across server instances: a change made through one instance's API reaches a client connected to
 * another, through PostgreSQL NOTIFY/LISTEN. Needs a real server (DATABASE_URL); the single-instance twin always runs.
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { type Database, openDatabase } from "../../../src/db/client";
import { seedDemo } from "../../../src/db/seed/seed";
import { manualClock } from "../../../src/lib/clock";
import { createTestApp, freshDatabase, type TestContext, testConfig } from "../../helpers/app";
import { type People, people, placeOrder } from "./fixtures";
import { openSse, orderEventsOf } from "./sse-client";

type App = Awaited<ReturnType<typeof buildApp>>;

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The scenario: a customer and an admin listen on `clientBase`; the owner accepts the customer's COD order through
 * `changeBase`'s HTTP API; both listeners receive the status event once, another customer hears nothing.
 */
async function acceptThroughOneHearOnOther(db: Database["db"], p: People, changeBase: string, clientBase: string) {
  const order = await placeOrder(db, p, { userId: p.customerA.id, paymentMode: "COD" });
  const customer = await openSse(clientBase, { token: p.customerA.token });
  const admin = await openSse(clientBase, { token: p.admin.token });
  const other = await openSse(clientBase, { token: p.customerB.token });
  try {
    await Promise.all([customer, admin, other].map((s) => s.waitFor((m) => m.event === "ready")));

    const res = await fetch(`${changeBase}/api/order/${order.id}/status`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${p.owner.token}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "ACCEPTED", preparationMinutes: 15 }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const isAccepted = (m: { event: string; data: string }) =>
      m.event === "order" && JSON.parse(m.data).orderId === order.id && JSON.parse(m.data).status === "ACCEPTED";
    const [toCustomer, toAdmin] = await Promise.all([customer.waitFor(isAccepted), admin.waitFor(isAccepted)]);
    expect(JSON.parse(toCustomer.data)).toMatchObject({ kind: "status", orderNumber: order.orderNumber });
    expect(Number(toCustomer.id)).toBeGreaterThan(order.eventId);
    expect(toAdmin.id).toBe(toCustomer.id);

    // A later order of the other customer arrives on their stream, so the accepted event would have come first.
    const ofB = await placeOrder(db, p, { userId: p.customerB.id, paymentMode: "COD" });
    await other.waitFor((m) => m.event === "order" && JSON.parse(m.data).orderId === ofB.id);
    expect(orderEventsOf(other).map((e) => e.data.orderId)).toEqual([ofB.id]);
    expect(orderEventsOf(customer).filter((e) => e.data.status === "ACCEPTED")).toHaveLength(1);
  } finally {
    for (const s of [customer, admin, other]) s.close();
  }
}

describe("live events on one instance", () => {
  let t: TestContext;
  let p: People;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
    p = await people(t);
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a client receives a status change made through the same instance's API", async () => {
    await acceptThroughOneHearOnOther(t.database.db, p, base, base);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("live events across two instances sharing one database", () => {
  let primary: Awaited<ReturnType<typeof freshDatabase>>;
  let secondary: Database;
  let appA: App;
  let appB: App;
  let p: People;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    primary = await freshDatabase();
    await seedDemo(primary.db);
    const result = (await primary.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const [row] = result.rows;
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${row?.name}`;
    // A second pool and LISTEN connection of its own, as a second server process would have.
    secondary = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 3 });
    const config = testConfig();
    const clock = manualClock(new Date("2026-01-15T06:30:00Z"));
    appA = await buildApp({ config, database: primary, clock, logger: false });
    appB = await buildApp({ config, database: secondary, clock, logger: false });
    baseA = await listen(appA);
    baseB = await listen(appB);
    p = await people({ database: primary, config, clock });
  });

  afterAll(async () => {
    await appB?.close();
    await secondary?.close();
    await appA?.close();
    await primary?.dispose();
  });

  it("a client connected to instance B receives a status change made through instance A's API", async () => {
    await acceptThroughOneHearOnOther(primary.db, p, baseA, baseB);
  });

  it("a client connected to instance A receives a status change made through instance B's API", async () => {
    await acceptThroughOneHearOnOther(secondary.db, p, baseB, baseA);
  });
});
