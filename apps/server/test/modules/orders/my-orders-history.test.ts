/** GET /order/user/my-orders as the order history reads it: the group filter, newest first, pages, own orders only. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, insertOrder, NOON_IST, otherCustomer, type World, world } from "./lifecycle-fixtures";

let t: TestContext;
let w: World;
let stranger: Awaited<ReturnType<typeof otherCustomer>>;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
  stranger = await otherCustomer(t);
  const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant };
  // Oldest first: ZK-300001 at noon − 80 min … ZK-300008 at noon − 10 min.
  const statuses = [
    "DELIVERED",
    "CANCELLED",
    "PENDING",
    "REJECTED",
    "OUT_FOR_DELIVERY",
    "DELIVERED",
    "PREPARING",
    "ACCEPTED",
  ] as const;
  for (const [i, status] of statuses.entries()) {
    await insertOrder(t, {
      ...base,
      status,
      orderNumber: `ZK-30000${i + 1}`,
      createdAt: new Date(NOON_IST.getTime() - (80 - i * 10) * MINUTE),
    });
  }
  // Another customer's order is never in this list.
  await insertOrder(t, {
    userId: stranger.id,
    restaurantId: w.ids.restaurant,
    orderNumber: "ZK-399999",
    status: "PENDING",
    createdAt: NOON_IST,
  });
});
afterAll(() => t.close());

const mine = async (query: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/order/user/my-orders?${query}`,
    headers: auth(w.tokens.user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<{ orderNumber: string }>; pagination: { total: number; totalPages: number } };
};
const numbers = (body: { data: Array<{ orderNumber: string }> }) => body.data.map((o) => o.orderNumber);

describe("the order history's group filter", () => {
  it.each([
    ["all", ["ZK-300008", "ZK-300007", "ZK-300006", "ZK-300005", "ZK-300004", "ZK-300003", "ZK-300002", "ZK-300001"]],
    ["active", ["ZK-300008", "ZK-300007", "ZK-300005", "ZK-300003"]],
    ["delivered", ["ZK-300006", "ZK-300001"]],
    ["cancelled", ["ZK-300004", "ZK-300002"]],
  ])("group=%s keeps %j, newest first", async (group, expected) => {
    const body = await mine(`group=${group}&limit=20`);
    expect(numbers(body)).toEqual(expected);
    expect(body.pagination.total).toBe(expected.length);
  });

  it("pages a group: 3 a page, the next page continues where the first stopped", async () => {
    const first = await mine("group=active&limit=3&page=1");
    expect(numbers(first)).toEqual(["ZK-300008", "ZK-300007", "ZK-300005"]);
    expect(first.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect(numbers(await mine("group=active&limit=3&page=2"))).toEqual(["ZK-300003"]);
  });

  it("answers 400 naming group for an unknown one", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/order/user/my-orders?group=shipped",
      headers: auth(w.tokens.user),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("group");
  });
});
