import { ADDRESS_MESSAGES, type Address, MAX_ADDRESSES } from "@zaika/contract/address";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addresses } from "../../../src/db/schema/addresses";
import { users } from "../../../src/db/schema/users";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let otherCustomer: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const [other] = await t.database.db
    .insert(users)
    .values({ role: "user", name: "Second Customer", phone: "9123456780", phoneVerified: true })
    .returning({ id: users.id });
  otherCustomer = await accessTokens(t.config.jwtSecret, () => t.clock.now()).sign({
    id: other?.id as string,
    role: "user",
    name: "Second Customer",
  });
});
afterAll(() => t?.close());

const URL = "/api/user/address";
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

const HOME = {
  fullName: "Asha Verma",
  addressLine1: "12 MG Road",
  addressLine2: "Flat 4B",
  landmark: "City Mall",
  city: "Indore",
  state: "Madhya Pradesh",
  postalCode: "452001",
  addressType: "home",
  phoneNumber: "+91 98765 43210",
  deliveryInstructions: "Ring twice",
  coordinates: { lat: 22.7196, lng: 75.8577 },
};

const list = (token: string | null = tokens.user) => t.app.inject({ method: "GET", url: URL, headers: auth(token) });
/** Each add a second after the last, so "most recent" is well defined. */
const add = (payload: Record<string, unknown>, token: string | null = tokens.user) => {
  t.clock.advance(1000);
  return t.app.inject({ method: "POST", url: URL, headers: auth(token), payload });
};
const put = (id: string, payload: Record<string, unknown>, token: string | null = tokens.user) =>
  t.app.inject({ method: "PUT", url: `${URL}/${id}`, headers: auth(token), payload });
const remove = (id: string, token: string | null = tokens.user) =>
  t.app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: auth(token) });
const makeDefault = (id: string, token: string | null = tokens.user) =>
  t.app.inject({ method: "PATCH", url: `${URL}/${id}/default`, headers: auth(token) });

async function addOk(overrides: Record<string, unknown> = {}, token = tokens.user): Promise<Address> {
  const res = await add({ ...HOME, ...overrides }, token);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const defaults = (data: Address[]) => data.filter((a) => a.isDefault).map((a) => a.fullName);

beforeEach(async () => {
  await t.database.db.delete(addresses);
});

describe("saving an address", () => {
  it("saves every field, normalises the phone and makes the first address the default", async () => {
    const res = await add(HOME);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: ADDRESS_MESSAGES.added,
      data: {
        fullName: "Asha Verma",
        addressLine1: "12 MG Road",
        addressLine2: "Flat 4B",
        landmark: "City Mall",
        city: "Indore",
        state: "Madhya Pradesh",
        postalCode: "452001",
        addressType: "home",
        phoneNumber: "9876543210",
        deliveryInstructions: "Ring twice",
        coordinates: { lat: 22.7196, lng: 75.8577 },
        isDefault: true,
      },
    });
    const listed = (await list()).json().data as Address[];
    expect(listed).toHaveLength(1);
    expect(listed[0]?._id).toBe(res.json().data._id);
  });

  it("fills the optional fields with empty text and the type with home", async () => {
    // Undefined keys are dropped from the JSON body, so these fields are absent.
    const saved = await addOk({
      addressLine2: undefined,
      landmark: undefined,
      deliveryInstructions: undefined,
      addressType: undefined,
    });
    expect(saved).toMatchObject({ addressLine2: "", landmark: "", deliveryInstructions: "", addressType: "home" });
  });

  it("keeps the default on a later address unless isDefault moves it", async () => {
    await addOk({ fullName: "First" });
    const second = await addOk({ fullName: "Second" });
    expect(second.isDefault).toBe(false);
    const third = await addOk({ fullName: "Third", isDefault: true });
    expect(third.isDefault).toBe(true);
    const data = (await list()).json().data as Address[];
    expect(defaults(data)).toEqual(["Third"]);
    // The default comes first, then the newest.
    expect(data.map((a) => a.fullName)).toEqual(["Third", "Second", "First"]);
  });

  it.each([
    ["fullName", { fullName: "  " }, "Full name is required"],
    ["addressLine1", { addressLine1: undefined }, "Address line 1 is required"],
    ["city", { city: "" }, "City is required"],
    ["state", { state: undefined }, "State is required"],
    ["postalCode", { postalCode: "052001" }, "PIN code must be 6 digits and cannot start with 0"],
    ["postalCode", { postalCode: "45200" }, "PIN code must be 6 digits and cannot start with 0"],
    ["phoneNumber", { phoneNumber: "12345" }, undefined],
    ["phoneNumber", { phoneNumber: "5876543210" }, undefined],
    ["addressType", { addressType: "office" }, "Choose home, work or other"],
    ["coordinates", { coordinates: undefined }, undefined],
    ["coordinates.lat", { coordinates: { lat: 120, lng: 75 } }, undefined],
  ])("refuses a bad %s with a 400 naming the field", async (field, overrides, message) => {
    const res = await add({ ...HOME, ...overrides });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    const issue = body.details.find((d: { field: string }) => d.field === field);
    expect(issue, JSON.stringify(body.details)).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect((await list()).json().data).toEqual([]);
  });

  it("names every missing required field at once", async () => {
    const res = await add({});
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(["fullName", "addressLine1", "city", "state", "postalCode", "phoneNumber", "coordinates"]),
    );
  });

  it(`allows at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const rows = Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
      userId: "",
      fullName: `Address ${i}`,
      addressLine1: "Somewhere",
      city: "Indore",
      state: "Madhya Pradesh",
      postalCode: "452001",
      phoneNumber: "9876543210",
      lat: 22.7,
      lng: 75.8,
      isDefault: i === 0,
    }));
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, "9876543210"));
    await t.database.db.insert(addresses).values(rows.map((r) => ({ ...r, userId: me?.id as string })));
    const res = await add(HOME);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "BUSINESS_RULE", message: ADDRESS_MESSAGES.tooMany });
    expect((await list()).json().data).toHaveLength(MAX_ADDRESSES);
    // The limit is per customer.
    expect((await add(HOME, otherCustomer)).statusCode).toBe(201);
  });

  it("keeps a single default when several addresses ask to be the default at once", async () => {
    await addOk({ fullName: "First" });
    const results = await Promise.all(
      ["A", "B", "C", "D"].map((name) => add({ ...HOME, fullName: name, isDefault: true })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(defaults((await list()).json().data)).toHaveLength(1);
  });
});

describe("editing an address", () => {
  it("replaces every field and keeps its default flag when isDefault is false", async () => {
    const home = await addOk();
    t.clock.advance(5000);
    const res = await put(home._id, {
      ...HOME,
      fullName: "Asha V",
      addressType: "work",
      landmark: "",
      coordinates: { lat: 22.75, lng: 75.9 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ADDRESS_MESSAGES.updated,
      data: { _id: home._id, fullName: "Asha V", addressType: "work", landmark: "", isDefault: true },
    });
    expect(res.json().data.coordinates).toEqual({ lat: 22.75, lng: 75.9 });
    expect(new Date(res.json().data.updatedAt).getTime()).toBeGreaterThan(new Date(home.updatedAt).getTime());
  });

  it("moves the default when isDefault is true", async () => {
    await addOk({ fullName: "First" });
    const second = await addOk({ fullName: "Second" });
    expect((await put(second._id, { ...HOME, fullName: "Second", isDefault: true })).statusCode).toBe(200);
    expect(defaults((await list()).json().data)).toEqual(["Second"]);
  });

  it("validates like saving", async () => {
    const home = await addOk();
    const res = await put(home._id, { ...HOME, postalCode: "abc123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe("postalCode");
  });
});

describe("deleting an address", () => {
  it("hands the default to the most recently added remaining address", async () => {
    const first = await addOk({ fullName: "First" });
    await addOk({ fullName: "Second" });
    await addOk({ fullName: "Third" });
    const res = await remove(first._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADDRESS_MESSAGES.removed);
    expect(res.json().data.map((a: Address) => a.fullName)).toEqual(["Third", "Second"]);
    expect(defaults(res.json().data)).toEqual(["Third"]);
  });

  it("leaves the default alone when another address is deleted, and an empty list after the last", async () => {
    const first = await addOk({ fullName: "First" });
    const second = await addOk({ fullName: "Second" });
    expect(defaults((await remove(second._id)).json().data)).toEqual(["First"]);
    const last = await remove(first._id);
    expect(last.json().data).toEqual([]);
    expect((await remove(first._id)).statusCode).toBe(404);
  });
});

describe("choosing the default", () => {
  it("makes the chosen address the only default", async () => {
    await addOk({ fullName: "First" });
    const second = await addOk({ fullName: "Second" });
    const res = await makeDefault(second._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADDRESS_MESSAGES.defaultSet);
    expect(defaults(res.json().data)).toEqual(["Second"]);
    // Again is harmless.
    expect(defaults((await makeDefault(second._id)).json().data)).toEqual(["Second"]);
  });
});

describe("ownership and roles", () => {
  it("hides one customer's addresses from another: 404 for every change", async () => {
    const mine = await addOk();
    expect((await list(otherCustomer)).json().data).toEqual([]);
    for (const res of [
      await put(mine._id, HOME, otherCustomer),
      await remove(mine._id, otherCustomer),
      await makeDefault(mine._id, otherCustomer),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADDRESS_MESSAGES.notFound);
    }
    const still = (await list()).json().data as Address[];
    expect(still).toHaveLength(1);
    expect(still[0]).toMatchObject({ fullName: "Asha Verma", isDefault: true });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await makeDefault("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const bad = await remove("not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("id");
  });

  it("is for customers only: 403 for restaurant and admin, 401 anonymously", async () => {
    const mine = await addOk();
    for (const token of [tokens.restaurant, tokens.admin]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await add(HOME, token)).statusCode).toBe(403);
      expect((await put(mine._id, HOME, token)).statusCode).toBe(403);
      expect((await remove(mine._id, token)).statusCode).toBe(403);
      expect((await makeDefault(mine._id, token)).statusCode).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
    expect((await add(HOME, null)).statusCode).toBe(401);
    expect((await remove(mine._id, null)).statusCode).toBe(401);
    expect((await list()).json().data).toHaveLength(1);
  });
});
