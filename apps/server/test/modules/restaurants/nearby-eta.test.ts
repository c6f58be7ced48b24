/**
 * The nearby index's cards keep their delivery ranges (card-eta.ts) and write each body in one piece: what they send
 * is byte for byte the SQL path's answer, which works every promise out afresh — just before and at each minute where
 * a kitchen's rider starts leaving in the evening peak's speed band, with the range filter and the delivery-time sort,
 * and in the very minute a kitchen turns busy.
 */
import { type BusinessHours, sameEveryDay } from "@zaika/contract/business-hours";
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { RestaurantListResponseSchema, RestaurantSearchQuerySchema } from "@zaika/contract/restaurant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { listingFromSql } from "../../../src/modules/restaurants/listing";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, CENTRE } from "./fixtures";

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const MINUTE = 60_000;
// Tuesday 2026-11-24, 16:04:59.999 IST; the 15 km/h band starts at 17:00.
const START = new Date("2026-11-24T16:04:59.999+05:30");
const HOURS: BusinessHours[] = [
  sameEveryDay([{ open: "00:00", close: "24:00" }]),
  sameEveryDay([{ open: "11:00", close: "23:00" }]),
  sameEveryDay([{ open: "19:00", close: "23:30" }]),
];

let t: TestContext;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp({ now: START });
  const [template] = await t.database.db.select().from(restaurants).limit(1);
  if (!template) throw new Error("the demo restaurant is missing");
  const next = random(1812);
  // 150 kitchens within about 7 km of the centre; their riders wait 10 to 55 minutes (pickup 10 at least).
  const rows = Array.from({ length: 150 }, (_, i) => ({
    ownerId: template.ownerId,
    name: `Eta Kitchen ${i}`,
    lat: CENTRE.lat + (next() - 0.5) * 0.12,
    lng: CENTRE.lng + (next() - 0.5) * 0.13,
    cuisine: ["Thali"],
    businessHours: HOURS[i % HOURS.length] as BusinessHours,
    preparationMinutes: 5 + 5 * Math.floor(next() * 8),
    learnedPreparationMinutes: next() > 0.7 ? 12 + Math.floor(next() * 20) : null,
    busyMinutes: [0, 0, 5, 15][Math.floor(next() * 4)] as number,
    ratingAverage: Math.round(30 + next() * 20) / 10,
    ratingCount: 5,
  }));
  const inserted = await t.database.db.insert(restaurants).values(rows).returning({ id: restaurants.id });
  ids = inserted.map((r) => r.id);
});
afterAll(() => t?.close());

/** The SQL path's response body for a visitor, byte for byte as the route's response schema writes it. */
async function sqlBody(query: Record<string, string>): Promise<string> {
  const parsed = RestaurantSearchQuerySchema.parse(query);
  const deps = { db: t.database.db, clock: t.clock, eta: DEFAULT_ETA_MODEL };
  return JSON.stringify(RestaurantListResponseSchema.encode(await listingFromSql(deps, null, parsed)));
}

const QUERIES: Array<Record<string, string>> = [
  { latitude: "22.719568", longitude: "75.857727", mxRadius: "5000", page: "1", limit: "10" },
  { latitude: "22.731000", longitude: "75.840000", mxRadius: "8000", page: "2", limit: "25" },
  { latitude: "22.705000", longitude: "75.870000", mxRadius: "6000", sort: "delivery-time", page: "1", limit: "40" },
  { latitude: "22.719568", longitude: "75.857727", mxRadius: "8000", maxDeliveryMinutes: "45", page: "1", limit: "10" },
  { sort: "delivery-time", page: "1", limit: "30" },
];

/** Compares the index's answers with the SQL path's at the clock's instant. */
async function expectSameAsSql(label: string) {
  for (const query of QUERIES) {
    const url = `/api/admin/restaurant/all?${new URLSearchParams(query)}`;
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, `${label} ${url}`).toBe(await sqlBody(query));
  }
}

describe("the nearby index's delivery ranges", () => {
  it("match the SQL path just before and at every minute a rider starts leaving at peak speed", async () => {
    // A wait of w minutes reaches 17:00 at 17:00 − w: 16:05 (w = 55) to 16:50 (w = 10).
    let nonEmpty = 0;
    for (let minute = 5; minute <= 50; minute += 5) {
      await expectSameAsSql(t.clock.now().toISOString());
      t.clock.advance(1);
      await expectSameAsSql(t.clock.now().toISOString());
      // Half a minute later, in the same minute as the last answers (their quotes kept).
      t.clock.advance(MINUTE / 2);
      await expectSameAsSql(t.clock.now().toISOString());
      const body = (await t.app.inject({ method: "GET", url: "/api/admin/restaurant/all?limit=1" })).json();
      if (body.pagination.total > 0) nonEmpty++;
      t.clock.advance(5 * MINUTE - MINUTE / 2 - 1);
    }
    expect(nonEmpty).toBe(10);
  });

  it("show a kitchen turning busy in the same minute its earlier range was shown", async () => {
    const busy = ids.slice(0, 40);
    // Signed in now: the manual clock has moved on past earlier tokens.
    const tokens = await demoTokens(t);
    await expectSameAsSql("before");
    for (const id of busy) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/admin/restaurant/${id}/kitchen`,
        headers: auth(tokens.admin),
        payload: { busyMinutes: 30 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expectSameAsSql("busy");
    const url = `/api/admin/restaurant/all?${new URLSearchParams({ ...QUERIES[0], limit: "100" })}`;
    const listed = (await t.app.inject({ method: "GET", url })).json();
    const shown = listed.data.filter((r: { _id: string }) => busy.includes(r._id));
    expect(shown.length).toBeGreaterThan(0);
    for (const r of shown) expect(r.kitchen.busyMinutes).toBe(30);
  });
});
