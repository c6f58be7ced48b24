import { DEFAULT_BUSINESS_HOURS } from "@zaika/contract/business-hours";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, createRestaurant, multipart, ownerToken, pngImage } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let ownerA: string;
let ownerB: string;
let restaurantB: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const a = await createRestaurant(t, tokens.admin, { name: "Restaurant A" });
  const b = await createRestaurant(t, tokens.admin, { name: "Restaurant B" });
  restaurantB = b.id;
  ownerA = await ownerToken(t, a.ownerEmail, a.password);
  ownerB = await ownerToken(t, b.ownerEmail, b.password);
  png = await pngImage();
});
afterAll(() => t.close());

type Write = (token?: string) => Promise<{ statusCode: number; json(): { message: string; code: string } }>;
const headers = (token?: string) => (token ? auth(token) : {});

const writes: Record<string, Write> = {
  "PUT /admin/restaurant/{id}": (token) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${restaurantB}`,
      headers: headers(token),
      payload: { name: "Taken Over" },
    }),
  "PUT /admin/restaurant/{id}/update-images": (token) => {
    const form = multipart([{ name: "logo", filename: "logo.png", contentType: "image/png", data: png }]);
    return t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${restaurantB}/update-images`,
      headers: { ...headers(token), ...form.headers },
      payload: form.payload,
    });
  },
  "PUT /admin/restaurant/{id}/business-hours": (token) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${restaurantB}/business-hours`,
      headers: headers(token),
      payload: { businessHours: { ...DEFAULT_BUSINESS_HOURS, sunday: { isClosed: true, slots: [] } } },
    }),
  "PATCH /admin/restaurant/{id}/toggle-status": (token) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/admin/restaurant/${restaurantB}/toggle-status`,
      headers: headers(token),
    }),
  "DELETE /admin/restaurant/{id}": (token) =>
    t.app.inject({ method: "DELETE", url: `/api/admin/restaurant/${restaurantB}`, headers: headers(token) }),
};
const ownerWrites = [
  "PUT /admin/restaurant/{id}",
  "PUT /admin/restaurant/{id}/update-images",
  "PUT /admin/restaurant/{id}/business-hours",
];
const adminWrites = ["PATCH /admin/restaurant/{id}/toggle-status", "DELETE /admin/restaurant/{id}"];

async function restaurantBRow() {
  const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantB));
  return row;
}

describe("writes to restaurant B", () => {
  it.each(Object.keys(writes))("%s: anonymous gets 401", async (route) => {
    const res = await (writes[route] as Write)();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHENTICATED");
  });

  it.each(Object.keys(writes))("%s: a customer gets 403", async (route) => {
    const res = await (writes[route] as Write)(tokens.user);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
  });

  it.each(ownerWrites)("%s: restaurant A's owner gets 403 and B is unchanged", async (route) => {
    const before = await restaurantBRow();
    const res = await (writes[route] as Write)(ownerA);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(RESTAURANT_MESSAGES.notYours);
    expect(await restaurantBRow()).toEqual(before);
  });

  it.each(adminWrites)("%s: restaurant A's owner and B's own owner both get 403 (admin only)", async (route) => {
    const before = await restaurantBRow();
    expect((await (writes[route] as Write)(ownerA)).statusCode).toBe(403);
    expect((await (writes[route] as Write)(ownerB)).statusCode).toBe(403);
    expect(await restaurantBRow()).toEqual(before);
  });

  it.each(ownerWrites)("%s: B's owner may do it", async (route) => {
    expect((await (writes[route] as Write)(ownerB)).statusCode).toBe(200);
  });

  it.each(ownerWrites)("%s: the demo owner (another restaurant) gets 403", async (route) => {
    expect((await (writes[route] as Write)(tokens.restaurant)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown restaurant and 400 for an id that is not one", async () => {
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant/00000000-0000-4000-8000-000000000000",
      headers: auth(tokens.admin),
      payload: { name: "Nobody" },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant/not-an-id",
      headers: auth(tokens.admin),
      payload: { name: "Nobody" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/restaurant", () => {
  it("is for restaurant owners only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/restaurant" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/restaurant", headers: auth(tokens.user) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/restaurant", headers: auth(tokens.admin) })).statusCode,
    ).toBe(403);
  });

  it("returns the caller's own restaurant, with its bank details, under data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/restaurant", headers: auth(ownerB) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: restaurantB,
      additionalSettings: { bankDetails: { accountNumber: "123456789012" } },
    });
  });
});
