import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { LUNCHTIME, placedCodOrder } from "../../helpers/orders";
import { auth, createRestaurant, insertCategory, insertProduct, northOfCentre, ownerToken } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  // Lunchtime: inside the default opening hours a new restaurant gets, so the customer can order from it.
  t = await createTestApp({ now: LUNCHTIME });
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

describe("DELETE /api/admin/restaurant/{id} of a restaurant with orders", () => {
  it("hides and deactivates it, keeping the row and its dishes, and it is gone for everyone", async () => {
    const created = await createRestaurant(t, tokens.admin, { name: "Historic Haveli" });
    const owner = await ownerToken(t, created.ownerEmail, created.password);
    const category = await insertCategory(t, "Kebabs");
    const kebab = await insertProduct(t, { restaurantId: created.id, categoryId: category, name: "Seekh Kebab" });
    // A real order: the demo customer, 2 km away, two ₹100 kebabs (over the ₹149.50 minimum), cash on delivery.
    const { order } = await placedCodOrder(t, tokens.user, [{ productId: kebab, quantity: 2 }], northOfCentre(2000));
    expect(order.restaurant._id).toBe(created.id);

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

    // The order history stays: the customer still sees the order.
    const kept = await t.app.inject({ method: "GET", url: `/api/order/${order._id}`, headers: auth(tokens.user) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      _id: order._id,
      restaurant: { _id: created.id, name: "Historic Haveli" },
    });
  });
});
