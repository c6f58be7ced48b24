/**
 * Live events across a database outage (issue 9): connections are refused for 5 s and every backend terminated,
 * including this instance's LISTEN connection. Every order event committed during and after the outage still reaches
 * the SSE subscribers that were connected before it, in order, once; a subscriber that dropped meanwhile resumes
 * with Last-Event-ID. PostgreSQL only: PGlite's listener is in-process and cannot be lost.
 */
import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../src/db/client";
import { adminConnection, allowConnections, databaseName, terminateBackends, until } from "../../db/outage";
import { createTestApp, type TestContext } from "../../helpers/app";
import { changeStatus, type People, people, placeOrder } from "./fixtures";
import { openSse, orderEventsOf, type SseStream } from "./sse-client";

const OUTAGE_MS = 5000;

describe.runIf(Boolean(process.env.DATABASE_URL))(
  "order events across a 5 s refusal of connections (PostgreSQL)",
  () => {
    let t: TestContext;
    let p: People;
    let base: string;
    let name: string;
    let server: pg.Client;
    let own: pg.Client;
    const streams: SseStream[] = [];

    beforeAll(async () => {
      t = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
      p = await people(t);
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      name = await databaseName(t.database.db);
      server = await adminConnection();
    });

    afterAll(async () => {
      for (const stream of streams) stream.close();
      if (server && name) await allowConnections(server, name, true).catch(() => {});
      await own?.end().catch(() => {});
      await server?.end().catch(() => {});
      await t?.close();
    });

    async function connect(token: string, lastEventId?: string) {
      const stream = await openSse(base, lastEventId === undefined ? { token } : { token, lastEventId });
      streams.push(stream);
      await stream.waitFor((m) => m.event === "ready");
      return stream;
    }
    const ids = (stream: SseStream) => orderEventsOf(stream).map((e) => Number(e.id));
    const hasId = (id: number) => (m: { id: string | null }) => m.id === String(id);
    const ready = async () => (await fetch(`${base}/api/health/ready`)).status === 200;

    it("delivers every event committed during and after it, in order, none missing, none twice", async () => {
      const bus = await t.database.events();
      const admin = await connect(p.admin.token);
      const customerA = await connect(p.customerA.token);
      const customerB = await connect(p.customerB.token);
      const first = await placeOrder(t.database.db, p, { userId: p.customerA.id, paymentMode: "COD" });
      const ofB = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });
      await Promise.all([
        admin.waitFor(hasId(ofB.eventId)),
        customerA.waitFor(hasId(first.eventId)),
        customerB.waitFor(hasId(ofB.eventId)),
      ]);
      // B's tab drops during the outage and comes back with Last-Event-ID.
      const lastOfB = ofB.eventId;

      // The test's own connection, opened before the refusal, writes during it.
      own = await adminConnection(name);
      const ownDb = drizzle({ client: own }) as unknown as Db;
      const during: Array<{ id: number; user: "A" | "B" }> = [];
      try {
        await allowConnections(server, name, false);
        await terminateBackends(own, name);
        await until(async () => !bus.listening(), 5000, "the listener noticing it was cut");
        const refusedAt = Date.now();
        customerB.close();
        for (let i = 0; i < 3; i++) {
          const a = await placeOrder(ownDb, p, { userId: p.customerA.id, paymentMode: "COD" });
          during.push({ id: a.eventId, user: "A" });
          during.push({ id: await changeStatus(ownDb, p.owner.id, a.id, "ACCEPTED"), user: "A" });
          const b = await placeOrder(ownDb, p, { userId: p.customerB.id, paymentMode: "COD" });
          during.push({ id: b.eventId, user: "B" });
        }
        // The outage lasts its 5 s whatever the writes took; the listener keeps retrying meanwhile.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - refusedAt))));
        expect(bus.listening()).toBe(false);
      } finally {
        await allowConnections(server, name, true);
      }

      // Right after: probably before the listener is back.
      const rightAfter = await placeOrder(ownDb, p, { userId: p.customerA.id, paymentMode: "COD" });
      await until(ready, 10_000, "readiness after the outage");
      const later = await placeOrder(t.database.db, p, { userId: p.customerB.id, paymentMode: "COD" });
      const resumedB = await connect(p.customerB.token, String(lastOfB));

      const afterIds = [rightAfter.eventId, later.eventId];
      await admin.waitFor(hasId(later.eventId), 15_000);
      await customerA.waitFor(hasId(rightAfter.eventId), 15_000);
      await resumedB.waitFor(hasId(later.eventId), 15_000);

      const all = [...during.map((d) => d.id), ...afterIds];
      expect(ids(admin)).toEqual([first.eventId, ofB.eventId, ...all]);
      expect(ids(customerA)).toEqual([
        first.eventId,
        ...during.filter((d) => d.user === "A").map((d) => d.id),
        rightAfter.eventId,
      ]);
      expect(ids(resumedB)).toEqual([...during.filter((d) => d.user === "B").map((d) => d.id), later.eventId]);
    });
  },
);
