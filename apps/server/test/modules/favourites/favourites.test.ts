import { FAVOURITE_MESSAGES } from "@zaika/contract/favourites";
import type { ListedRestaurant } from "@zaika/contract/restaurant";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { favourites } from "../../../src/db/schema/favourites";
import { restaurants } from "../../../src/db/schema/restaurants";
import { users } from "../../../src/db/schema/users";
import { accessTokens } from "../../../src/modules/auth/tokens";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let otherCustomer: string;
let otherCustomerId: string;
/** The seed's restaurant and two more, all active. */
let seeded: Array<{ id: string; name: string }>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const [other] = await t.database.db
    .insert(users)
    .values({ role: "user", name: "Second Customer", phone: "9123456781", phoneVerified: true })
    .returning({ id: users.id });
  otherCustomerId = other?.id as string;
  otherCustomer = await accessTokens(t.config.jwtSecret, () => t.clock.now()).sign({
    id: otherCustomerId,
    role: "user",
    name: "Second Customer",
  });
  const [demo] = await t.database.db
    .select({ id: restaurants.id, name: restaurants.name, ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(and(eq(restaurants.isActive, true), isNull(restaurants.deletedAt)))
    .limit(1);
  if (!demo) throw new Error("demo restaurant missing");
  const more = await t.database.db
    .insert(restaurants)
    .values(
      ["Tandoor Tales", "Idli Junction"].map((name) => ({
        ownerId: demo.ownerId,
        name,
        cuisine: ["Indian"],
        lat: 22.7196,
        lng: 75.8577,
      })),
    )
    .returning({ id: restaurants.id, name: restaurants.name });
  seeded = [{ id: demo.id, name: demo.name }, ...more];
});
afterAll(() => t?.close());

const URL = "/api/user/favourites";
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const list = (token: string | null = tokens.user) => t.app.inject({ method: "GET", url: URL, headers: auth(token) });
/** Each save a second after the last, so "newest first" is well defined. */
const save = (id: string, token: string | null = tokens.user) => {
  t.clock.advance(1000);
  return t.app.inject({ method: "PUT", url: `${URL}/${id}`, headers: auth(token) });
};
const unsave = (id: string, token: string | null = tokens.user) =>
  t.app.inject({ method: "DELETE", url: `${URL}/${id}`, headers: auth(token) });
const names = async (token: string = tokens.user) =>
  ((await list(token)).json().data as ListedRestaurant[]).map((r) => r.name);
const at = (i: number) => seeded[i] as { id: string; name: string };

beforeEach(async () => {
  await t.database.db.delete(favourites);
  await t.database.db
    .update(restaurants)
    .set({ isActive: true })
    .where(eq(restaurants.id, at(0).id));
});

describe("saving a favourite", () => {
  it("starts with an empty list", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it("keeps one favourite when the same restaurant is saved twice", async () => {
    const first = await save(at(0).id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: FAVOURITE_MESSAGES.added,
      data: { restaurantId: at(0).id, isFavourite: true },
    });
    expect((await save(at(0).id)).statusCode).toBe(200);
    expect(await names()).toEqual([at(0).name]);
    const rows = await t.database.db.select().from(favourites);
    expect(rows).toHaveLength(1);
  });

  it("lists the favourites as listing cards, the most recently saved first", async () => {
    await save(at(1).id);
    await save(at(0).id);
    await save(at(2).id);
    // Saving again does not move it: its place is the first save.
    await save(at(1).id);
    const res = await list();
    const data = res.json().data as ListedRestaurant[];
    expect(data.map((r) => r.name)).toEqual([at(2).name, at(0).name, at(1).name]);
    expect(data[0]).toMatchObject({ _id: at(2).id, isActive: true, hasOffers: expect.any(Boolean) });
    expect(data[0]?.eta.maxMinutes).toBeGreaterThan(0);
    // Private fields stay private.
    expect(data[0]).not.toHaveProperty("owner");
    expect(data[0]?.additionalSettings).not.toHaveProperty("commissionRate");
  });

  it("keeps each customer's list separate", async () => {
    await save(at(0).id);
    await save(at(1).id, otherCustomer);
    expect(await names()).toEqual([at(0).name]);
    expect(await names(otherCustomer)).toEqual([at(1).name]);
    // Removing from one list leaves the other.
    await unsave(at(1).id);
    expect(await names(otherCustomer)).toEqual([at(1).name]);
  });

  it("answers 404 for an unknown or inactive restaurant", async () => {
    const unknown = await save("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Restaurant not found");
    await t.database.db
      .update(restaurants)
      .set({ isActive: false })
      .where(eq(restaurants.id, at(0).id));
    expect((await save(at(0).id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(favourites)).toHaveLength(0);
  });

  it("leaves a deactivated favourite out of the list until it is active again", async () => {
    await save(at(0).id);
    await save(at(1).id);
    await t.database.db
      .update(restaurants)
      .set({ isActive: false })
      .where(eq(restaurants.id, at(0).id));
    expect(await names()).toEqual([at(1).name]);
    await t.database.db
      .update(restaurants)
      .set({ isActive: true })
      .where(eq(restaurants.id, at(0).id));
    expect(await names()).toEqual([at(1).name, at(0).name]);
  });
});

describe("removing a favourite", () => {
  it("removes it, and removing it again is fine", async () => {
    await save(at(0).id);
    await save(at(1).id);
    const first = await unsave(at(0).id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: FAVOURITE_MESSAGES.removed,
      data: { restaurantId: at(0).id, isFavourite: false },
    });
    const again = await unsave(at(0).id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ restaurantId: at(0).id, isFavourite: false });
    expect(await names()).toEqual([at(1).name]);
  });

  it("goes with the customer's account", async () => {
    const [temp] = await t.database.db
      .insert(users)
      .values({ role: "user", name: "Leaving Customer", phone: "9123456782", phoneVerified: true })
      .returning({ id: users.id });
    await t.database.db.insert(favourites).values({ userId: temp?.id as string, restaurantId: at(0).id });
    await t.database.db.delete(users).where(eq(users.id, temp?.id as string));
    expect(await t.database.db.select().from(favourites)).toHaveLength(0);
  });
});

describe("access and input", () => {
  it.each([
    ["GET", URL],
    ["PUT", `${URL}/00000000-0000-4000-8000-000000000000`],
    ["DELETE", `${URL}/00000000-0000-4000-8000-000000000000`],
  ] as const)("%s %s: 401 without a token, 403 for admins and restaurant owners", async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: auth(tokens.admin) })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: auth(tokens.restaurant) })).statusCode).toBe(403);
  });

  it.each(["PUT", "DELETE"] as const)("%s: 400 naming restaurantId for an id that is not a uuid", async (method) => {
    const res = await t.app.inject({ method, url: `${URL}/not-an-id`, headers: auth(tokens.user) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("restaurantId");
  });
});
