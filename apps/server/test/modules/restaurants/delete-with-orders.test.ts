import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, createRestaurant, insertCategory, insertProduct, ownerToken } from "./fixtures";

// Orders arrive with issue 4; until then pretend every restaurant has some, to exercise the keep-the-history path.
vi.mock("../../../src/modules/restaurants/queries", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/modules/restaurants/queries")>();
  return { ...actual, restaurantHasOrders: vi.fn(async () => true) };
});

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

describe("DELETE /api/admin/restaurant/{id} of a restaurant with orders", () => {
  it("hides and deactivates it, keeping the row and its dishes, and it is gone for everyone", async () => {
    const created = await createRestaurant(t, tokens.admin, { name: "Historic Haveli" });
    const owner = await ownerToken(t, created.ownerEmail, created.password);
    const category = await insertCategory(t, "Kebabs");
    await insertProduct(t, { restaurantId: created.id, categoryId: category, name: "Seekh Kebab" });

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/restaurant/${created.id}`,
      headers: auth(tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESTAURANT_MESSAGES.removed);

    const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, created.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.isActive).toBe(false);
    expect(await t.database.db.select().from(products).where(eq(products.restaurantId, created.id))).toHaveLength(1);

    for (const token of [tokens.admin, owner, tokens.user]) {
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/admin/restaurant/${created.id}`,
        headers: auth(token),
      });
      expect(detail.statusCode).toBe(404);
      const menu = await t.app.inject({
        method: "GET",
        url: `/api/restaurants/${created.id}/menu`,
        headers: auth(token),
      });
      expect(menu.statusCode).toBe(404);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/restaurant/all?search=Haveli",
      headers: auth(tokens.admin),
    });
    expect(list.json().data).toEqual([]);
    const own = await t.app.inject({ method: "GET", url: "/api/restaurant", headers: auth(owner) });
    expect(own.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${created.id}`,
      headers: auth(tokens.admin),
      payload: { name: "Back Again" },
    });
    expect(edit.statusCode).toBe(404);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/restaurant/${created.id}`,
      headers: auth(tokens.admin),
    });
    expect(again.statusCode).toBe(404);
  });
});
