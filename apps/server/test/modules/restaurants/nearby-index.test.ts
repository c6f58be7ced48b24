import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { RestaurantListResponseSchema, RestaurantSearchQuerySchema } from "@zaika/contract/restaurant";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { type DomainEvent, EVENT_CHANNEL } from "../../../src/lib/events";
import { listingFromSql } from "../../../src/modules/restaurants/listing";
import { createNearbyIndex } from "../../../src/modules/restaurants/nearby-index";
import type * as q from "../../../src/modules/restaurants/queries";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { fakeEventBus } from "../../helpers/fake-event-bus";
import { auth, CENTRE, createRestaurant, eventually, northOfCentre } from "./fixtures";

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const listUrl = (p: { lat: number; lng: number; radius?: number; page?: number; limit?: number }) =>
  `/api/admin/restaurant/all?latitude=${p.lat}&longitude=${p.lng}` +
  (p.radius === undefined ? "" : `&mxRadius=${p.radius}`) +
  `&page=${p.page ?? 1}&limit=${p.limit ?? 10}`;

/** What another instance does after a write: NOTIFY on the shared channel. */
async function notify(t: TestContext, event: DomainEvent) {
  await t.database.db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(event)})`);
}

describe("restaurants near a location, from the in-memory index", () => {
  let t: TestContext;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    // 400 restaurants over a 30 km square around the centre, some inactive, some deleted, some sharing a spot.
    const [template] = await t.database.db.select().from(restaurants).limit(1);
    if (!template) throw new Error("the demo restaurant is missing");
    const next = random(42);
    const rows = Array.from({ length: 400 }, (_, i) => {
      const shared = i % 40 === 0;
      return {
        ownerId: template.ownerId,
        name: `Grid Kitchen ${i}`,
        lat: shared ? CENTRE.lat + 0.01 : CENTRE.lat + (next() - 0.5) * 0.27,
        lng: shared ? CENTRE.lng + 0.01 : CENTRE.lng + (next() - 0.5) * 0.29,
        cuisine: ["North Indian"],
        isActive: next() > 0.1,
        deletedAt: next() > 0.95 ? new Date() : null,
        businessHours: template.businessHours,
        ratingAverage: Math.round(next() * 50) / 10,
      };
    });
    await t.database.db.insert(restaurants).values(rows);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The SQL path's answer for a visitor, as the API would send it. */
  async function sqlAnswer(p: { lat: number; lng: number; radius: number; page: number; limit: number }) {
    return JSON.parse(await sqlBody(p));
  }

  /** The SQL path's response body for a visitor, byte for byte as the route's response schema writes it. */
  async function sqlBody(p: { lat: number; lng: number; radius: number; page: number; limit: number }) {
    const query = RestaurantSearchQuerySchema.parse({
      latitude: String(p.lat),
      longitude: String(p.lng),
      mxRadius: String(p.radius),
      page: String(p.page),
      limit: String(p.limit),
    });
    const deps = { db: t.database.db, clock: t.clock, eta: DEFAULT_ETA_MODEL };
    return JSON.stringify(RestaurantListResponseSchema.encode(await listingFromSql(deps, null, query)));
  }

  it("answers visitors and customers exactly as the SQL search does, for many points, radii and pages", async () => {
    const next = random(7);
    for (let i = 0; i < 30; i++) {
      const p = {
        lat: Number((CENTRE.lat + (next() - 0.5) * 0.3).toFixed(6)),
        lng: Number((CENTRE.lng + (next() - 0.5) * 0.3).toFixed(6)),
        radius: [500, 2000, 5000, 12_000, 40_000][i % 5] as number,
        page: 1 + Math.floor(next() * 3),
        limit: [1, 7, 10, 25][i % 4] as number,
      };
      const expected = await sqlAnswer(p);
      const anonymous = await t.app.inject({ method: "GET", url: listUrl(p) });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json(), JSON.stringify(p)).toEqual(expected);
      expect(anonymous.body).toBe(await sqlBody(p));
      expect(anonymous.headers["content-type"]).toBe("application/json; charset=utf-8");
      const customer = await t.app.inject({ method: "GET", url: listUrl(p), headers: auth(tokens.user) });
      expect(customer.json(), JSON.stringify(p)).toEqual(expected);
    }
  });

  it("orders restaurants at the same spot by id and pages past the end with the full total", async () => {
    const spot = { lat: CENTRE.lat + 0.01, lng: CENTRE.lng + 0.01, radius: 1, limit: 3 };
    for (const page of [1, 2, 3, 4, 10]) {
      const res = await t.app.inject({ method: "GET", url: listUrl({ ...spot, page }) });
      expect(res.json()).toEqual(await sqlAnswer({ ...spot, page }));
    }
    const all = await t.app.inject({ method: "GET", url: listUrl({ ...spot, limit: 100 }) });
    const ids = all.json().data.map((r: { _id: string }) => r._id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort());
  });

  it("uses the default radius when none is given", async () => {
    const p = { lat: CENTRE.lat, lng: CENTRE.lng, page: 1, limit: 50 };
    const res = await t.app.inject({ method: "GET", url: listUrl(p) });
    expect(res.json()).toEqual(await sqlAnswer({ ...p, radius: 5000 }));
  });

  it("shows creation, edits, hours, deactivation and deletion through the API in the very next search", async () => {
    const here = northOfCentre(30);
    const near = listUrl({ lat: here.lat, lng: here.lng, radius: 20, limit: 100 });
    const names = async () => {
      const res = await t.app.inject({ method: "GET", url: near });
      return res.json().data.map((r: { name: string }) => r.name);
    };
    expect(await names()).toEqual([]);

    const { id } = await createRestaurant(t, tokens.admin, {
      name: "Fresh Kitchen",
      address: {
        street: "1 Near Road",
        city: "Indore",
        state: "Madhya Pradesh",
        zipCode: "452001",
        country: "India",
        coordinates: here,
      },
    });
    expect(await names()).toEqual(["Fresh Kitchen"]);

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${id}`,
      headers: auth(tokens.admin),
      payload: { name: "Renamed Kitchen" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(["Renamed Kitchen"]);

    const day = { isClosed: true, slots: [] };
    const closed = {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    };
    const hours = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${id}/business-hours`,
      headers: auth(tokens.admin),
      payload: { businessHours: closed },
    });
    expect(hours.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: near })).json().data[0];
    expect(listed.businessHours).toEqual(closed);
    expect(listed.isOpenNow).toBe(false);

    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    expect(off.statusCode).toBe(200);
    expect(await names()).toEqual([]);

    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    expect(await names()).toEqual(["Renamed Kitchen"]);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/restaurant/${id}`,
      headers: auth(tokens.admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await names()).toEqual([]);
  });

  it("serves from memory until another instance's event arrives, then shows the change", async () => {
    const spot = { lat: CENTRE.lat + 0.01, lng: CENTRE.lng + 0.01, radius: 1, limit: 100 };
    const before = (await t.app.inject({ method: "GET", url: listUrl(spot) })).json();
    const first = before.data[0]._id as string;
    // Written behind this instance's back, as another instance would.
    await t.database.db.update(restaurants).set({ name: "Changed Elsewhere" }).where(eq(restaurants.id, first));
    const stale = (await t.app.inject({ method: "GET", url: listUrl(spot) })).json();
    expect(stale.data[0].name).not.toBe("Changed Elsewhere");

    await notify(t, { type: "catalog.restaurant-changed", restaurantId: first });
    await eventually(async () => {
      const res = (await t.app.inject({ method: "GET", url: listUrl(spot) })).json();
      expect(res.data[0].name).toBe("Changed Elsewhere");
    });

    await t.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, first));
    await notify(t, { type: "catalog.changed" });
    await eventually(async () => {
      const res = (await t.app.inject({ method: "GET", url: listUrl(spot) })).json();
      expect(res.data.map((r: { _id: string }) => r._id)).not.toContain(first);
      expect(res.pagination.total).toBe(before.pagination.total - 1);
    });
    expect((await t.app.inject({ method: "GET", url: listUrl(spot) })).json()).toEqual(
      await sqlAnswer({ ...spot, page: 1 }),
    );
  });

  it("keeps admins and owners on the SQL path: admins still see inactive restaurants", async () => {
    const spot = { lat: CENTRE.lat + 0.01, lng: CENTRE.lng + 0.01, radius: 1, limit: 100 };
    const visitor = (await t.app.inject({ method: "GET", url: listUrl(spot) })).json();
    const admin = (await t.app.inject({ method: "GET", url: listUrl(spot), headers: auth(tokens.admin) })).json();
    expect(admin.pagination.total).toBeGreaterThan(visitor.pagination.total);
    expect(admin.data[0].owner).toBeDefined();
    expect(visitor.data[0].owner).toBeUndefined();
  });
});

/** An in-memory bus that delivers at once. */
const localBus = fakeEventBus;

describe("nearby index reloads", () => {
  const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const row = (n: number, extra: Partial<q.ListingRow> = {}) =>
    ({
      id: ID(n),
      name: `R${n}`,
      lat: CENTRE.lat,
      lng: CENTRE.lng + n * 1e-4,
      isActive: true,
      deletedAt: null,
      cuisine: [],
      phones: [],
      gallery: [],
      commissionRate: 10,
      taxInfo: { gstin: null, vatNumber: null, panNumber: null },
      businessHours: null,
      createdAt: new Date(0),
      hasOffers: false,
      categoryIds: [],
      ...extra,
    }) as unknown as q.ListingRow;
  const query = {
    near: { lat: CENTRE.lat, lng: CENTRE.lng, radius: 5000 },
    filters: {},
    sort: "relevance" as const,
    limit: 100,
    offset: 0,
    now: new Date(),
  };

  it("loads once on first use, and a burst of changes costs one reload of just those restaurants", async () => {
    const bus = localBus();
    const calls: string[] = [];
    let names = new Map([1, 2, 3].map((n) => [n, `R${n}`]));
    const index = createNearbyIndex(bus, {
      async all() {
        calls.push("all");
        return [...names].map(([n, name]) => row(n, { name }));
      },
      async some(ids) {
        calls.push(`some:${ids.length}`);
        return [...names].filter(([n]) => ids.includes(ID(n))).map(([n, name]) => row(n, { name }));
      },
    });
    await Promise.all([index.search(query), index.search(query), index.search(query)]);
    expect(calls).toEqual(["all"]);

    names = new Map([
      [1, "R1 new"],
      [3, "R3"],
    ]);
    for (let i = 0; i < 50; i++) {
      bus.emit({ type: "catalog.restaurant-changed", restaurantId: ID(1) });
      bus.emit({ type: "catalog.restaurant-changed", restaurantId: ID(2) });
    }
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: "not-an-id" });
    const [a, b] = await Promise.all([index.search(query), index.search(query)]);
    expect(calls).toEqual(["all", "some:2"]);
    expect(a.data.map((r) => r.name)).toEqual(["R1 new", "R3"]);
    expect(b.data).toEqual(a.data);
    expect(b.total).toBe(a.total);

    bus.emit({ type: "catalog.changed" });
    await index.search(query);
    expect(calls).toEqual(["all", "some:2", "all"]);
    index.close();
  });

  it("reloads a change that arrives while a reload is running before answering the next search", async () => {
    const bus = localBus();
    let name = "old";
    let release: () => void = () => {};
    let slow = false;
    const index = createNearbyIndex(bus, {
      async all() {
        return [row(1, { name })];
      },
      async some() {
        const snapshot = name;
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return [row(1, { name: snapshot })];
      },
    });
    await index.search(query);
    slow = true;
    name = "middle";
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: ID(1) });
    const first = index.search(query);
    await Promise.resolve();
    // The running reload read "middle"; this change came after it started.
    name = "new";
    bus.emit({ type: "catalog.restaurant-changed", restaurantId: ID(1) });
    slow = false;
    const second = index.search(query);
    release();
    expect((await first).data[0]?.name).toBe("middle");
    expect((await second).data[0]?.name).toBe("new");
    index.close();
  });

  it("retries a failed load on the next search", async () => {
    let fail = true;
    const index = createNearbyIndex(localBus(), {
      async all() {
        if (fail) throw new Error("database down");
        return [row(1)];
      },
      async some() {
        return [];
      },
    });
    await expect(index.search(query)).rejects.toThrow("database down");
    fail = false;
    expect((await index.search(query)).total).toBe(1);
    index.close();
  });
});
