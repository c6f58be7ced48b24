import { SETTINGS_MESSAGES } from "@zaika/contract/settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { settings } from "../../../src/db/schema/settings";
import { users } from "../../../src/db/schema/users";
import { createSettingsStore } from "../../../src/modules/settings/service";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const read = () => t.app.inject({ method: "GET", url: "/api/settings" });
const update = (payload: unknown, token: string | null = tokens.admin) =>
  t.app.inject({
    method: "POST",
    url: "/api/settings",
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("GET /api/settings", () => {
  it("is public and starts at the migration's 5%", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gst: 5 });
  });
});

describe("POST /api/settings", () => {
  it("lets an admin set the GST, stores who changed it and serves the new value at once", async () => {
    const res = await update({ gst: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "GST Updated Successfully", gst: 12.5 });
    expect((await read()).json()).toEqual({ gst: 12.5 });

    const [row] = await t.database.db.select().from(settings).where(eq(settings.id, 1));
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(row?.gstPercent).toBe(12.5);
    expect(row?.updatedBy).toBe(admin?.id);
  });

  it("accepts both ends of the range, 0 and 100", async () => {
    expect((await update({ gst: 0 })).json().gst).toBe(0);
    expect((await read()).json().gst).toBe(0);
    expect((await update({ gst: 100 })).json().gst).toBe(100);
    expect((await read()).json().gst).toBe(100);
  });

  it("keeps two decimals", async () => {
    expect((await update({ gst: 18.456 })).json().gst).toBe(18.46);
  });

  it.each([
    ["a missing gst", {}],
    ["a null gst", { gst: null }],
    ["no body at all", undefined],
  ])("refuses %s with 'GST percentage cannot be empty' naming the field", async (_label, payload) => {
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      message: SETTINGS_MESSAGES.gstRequired,
      details: [{ field: "gst", message: SETTINGS_MESSAGES.gstRequired }],
    });
  });

  it.each([
    ["below 0", { gst: -0.1 }],
    ["above 100", { gst: 100.01 }],
    ["a string", { gst: "5" }],
    ["not a number", { gst: "abc" }],
    ["a boolean", { gst: true }],
  ])("refuses a value %s with 'Invalid GST percentage (0-100)'", async (_label, payload) => {
    const before = (await read()).json().gst;
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: SETTINGS_MESSAGES.gstInvalid,
      details: [{ field: "gst", message: SETTINGS_MESSAGES.gstInvalid }],
    });
    expect((await read()).json().gst).toBe(before);
  });

  it("is for admins only: 403 for a customer or restaurant, 401 anonymously", async () => {
    const before = (await read()).json().gst;
    expect((await update({ gst: 7 }, tokens.user)).statusCode).toBe(403);
    expect((await update({ gst: 7 }, tokens.restaurant)).statusCode).toBe(403);
    expect((await update({ gst: 7 }, null)).statusCode).toBe(401);
    expect((await read()).json().gst).toBe(before);
  });
});

describe("the settings store", () => {
  it("refreshes another server instance's cache through the settings.changed event", async () => {
    // A second store on the same database stands in for another server instance.
    const other = await createSettingsStore(t.database.db, await t.database.events());
    expect(await other.gstPercent()).toBe((await read()).json().gst);
    expect((await update({ gst: 9 })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await other.gstPercent()).toBe(9), { timeout: 5000 });

    await other.setGstPercent(
      3.5,
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")))[0]?.id as string,
    );
    expect(await other.gstPercent()).toBe(3.5);
    await vi.waitFor(async () => expect((await read()).json().gst).toBe(3.5), { timeout: 5000 });
  });
});
