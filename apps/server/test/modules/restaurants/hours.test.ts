import { DEFAULT_BUSINESS_HOURS, indiaTime, sameEveryDay } from "@zaika/contract/business-hours";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, createRestaurant, ownerToken } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let id: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const created = await createRestaurant(t, tokens.admin, { name: "Midnight Momos" });
  id = created.id;
  owner = await ownerToken(t, created.ownerEmail, created.password);
});
afterAll(() => t.close());

const getHours = (restaurantId: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/restaurant/${restaurantId}/business-hours`,
    headers: token ? auth(token) : {},
  });
const putHours = (businessHours: unknown, token = owner) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/restaurant/${id}/business-hours`,
    headers: auth(token),
    payload: { businessHours },
  });

describe("business hours", () => {
  it("are 11:00–23:00 every day for a restaurant created without hours, readable by anyone", async () => {
    const res = await getHours(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ businessHours: DEFAULT_BUSINESS_HOURS });
  });

  it("read as the default for a restaurant that never had any stored", async () => {
    const [demo] = await t.database.db.select().from(restaurants).where(eq(restaurants.isActive, true)).limit(1);
    await t.database.db
      .update(restaurants)
      .set({ businessHours: null })
      .where(eq(restaurants.id, demo?.id as string));
    expect((await getHours(demo?.id as string)).json().businessHours).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it("can be set by the owner with several slots, a slot past midnight and a closed day", async () => {
    const hours = {
      ...sameEveryDay([
        { open: "11:00", close: "15:00" },
        { open: "18:30", close: "02:00" },
      ]),
      tuesday: { isClosed: true, slots: [] },
    };
    const res = await putHours(hours);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: RESTAURANT_MESSAGES.businessHoursUpdated,
      businessHours: hours,
    });
    expect((await getHours(id)).json().businessHours).toEqual(hours);
  });

  it("can be set by an admin", async () => {
    expect((await putHours(sameEveryDay([{ open: "00:00", close: "24:00" }]), tokens.admin)).statusCode).toBe(200);
  });

  it.each([
    [
      "overlapping slots",
      sameEveryDay([
        { open: "10:00", close: "14:00" },
        { open: "13:00", close: "16:00" },
      ]),
    ],
    ["a time of 25:00", sameEveryDay([{ open: "10:00", close: "25:00" }])],
    ["an open day with no slot", { ...DEFAULT_BUSINESS_HOURS, monday: { isClosed: false, slots: [] } }],
    ["a missing day", (({ sunday: _s, ...rest }) => rest)(DEFAULT_BUSINESS_HOURS)],
    ["five slots", sameEveryDay(["01", "03", "05", "07", "09"].map((h) => ({ open: `${h}:00`, close: `${h}:30` })))],
  ])("refuse %s with a 400", async (_what, hours) => {
    const res = await putHours(hours);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
  });

  it("of an inactive restaurant are hidden from customers but not from the owner", async () => {
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    expect((await getHours(id, tokens.user)).statusCode).toBe(404);
    expect((await getHours(id, owner)).statusCode).toBe(200);
  });

  // Last: moving the clock a day ahead expires the access tokens above.
  it("decide isOpenNow in India time", async () => {
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${id}/toggle-status`,
      headers: auth(tokens.admin),
    });
    await putHours(sameEveryDay([{ open: "09:00", close: "10:00" }]));
    const now = t.clock.now();
    const { minute } = indiaTime(now);
    const target = 9 * 60 + 30;
    const ahead = (((target - minute) % 1440) + 1440) % 1440 || 1440;
    t.clock.advance(ahead * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds());
    const openNow = async () =>
      (await t.app.inject({ method: "GET", url: `/api/admin/restaurant/${id}` })).json().data.isOpenNow;
    expect(await openNow()).toBe(true);
    t.clock.advance(45 * 60_000);
    expect(await openNow()).toBe(false);
  });
});
