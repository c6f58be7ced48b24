/**
 * Liveness and readiness (issue 9): /health/live answers whatever the database does; /health/ready (and /health)
 * answers 503, naming the part, while the database or the event listener is down.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { freshDatabase, testConfig } from "../../helpers/app";
import { type FakeEventBus, fakeEventBus } from "../../helpers/fake-event-bus";

type App = Awaited<ReturnType<typeof buildApp>>;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let bus: FakeEventBus;
let app: App;

beforeAll(async () => {
  database = await freshDatabase();
  bus = fakeEventBus();
  // The real database, with an event bus whose listener the test can lose and regain.
  app = await buildApp({ config: testConfig(), database: { ...database, events: async () => bus }, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("health endpoints", () => {
  it("answers ready when the database answers and the listener listens", async () => {
    for (const url of ["/api/health/ready", "/api/health"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "ok", db: "ok", events: "ok" });
    }
    expect((await get("/api/health/live")).json()).toEqual({ status: "ok" });
  });

  it("answers 503 naming the event listener while it is down, and ready again once it is back", async () => {
    bus.drop();
    try {
      for (const url of ["/api/health/ready", "/api/health"]) {
        const res = await get(url);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: "error", db: "ok", events: "error" });
      }
      const live = await get("/api/health/live");
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
    } finally {
      bus.reconnect();
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });

  it("is public and documented", async () => {
    const doc = (await get("/api/docs/json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/health/ready", "/api/health/live"]),
    );
  });

  it("keeps answering live but not ready once the database is gone", async () => {
    await database.close();
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "error", db: "error" });
    const live = await get("/api/health/live");
    expect(live.statusCode).toBe(200);
  });
});
