/** GET /order (admin) and GET /order/restaurant/{id}: filters, paging, India days, and who sees which orders. */
import { MESSAGES } from "@zaika/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, insertOrder, NOON_IST, otherRestaurant, type World, world } from "./lifecycle-fixtures";

let t: TestContext;
let w: World;
let other: Awaited<ReturnType<typeof otherRestaurant>>;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
  other = await otherRestaurant(t);
  const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant };
  // 14 Jan 23:30 IST (18:00 UTC) and 15 Jan 00:30 IST (19:00 UTC on the 14th): different India days.
  await insertOrder(t, { ...base, orderNumber: "ZK-100001", createdAt: new Date("2026-01-14T18:00:00Z") });
  await insertOrder(t, {
    ...base,
    orderNumber: "ZK-100002",
    createdAt: new Date("2026-01-14T19:00:00Z"),
    status: "ACCEPTED",
  });
  await insertOrder(t, {
    ...base,
    orderNumber: "ZK-100003",
    createdAt: new Date("2026-01-15T01:00:00Z"),
    status: "ACCEPTED",
  });
  await insertOrder(t, { ...base, orderNumber: "ZK-100004", createdAt: new Date("2026-01-15T02:00:00Z") });
  await insertOrder(t, { ...base, orderNumber: "ZK-100005", createdAt: new Date("2026-01-15T03:00:00Z") });
  await insertOrder(t, { ...base, orderNumber: "ZK-100006", createdAt: new Date("2026-01-15T04:00:00Z") });
  // Unpaid online: not a real order yet, the restaurant must not see it.
  await insertOrder(t, {
    ...base,
    orderNumber: "ZK-100007",
    createdAt: new Date("2026-01-15T05:00:00Z"),
    paymentMode: "ONLINE",
    paymentStatus: "PENDING",
  });
  await insertOrder(t, {
    ...base,
    orderNumber: "ZK-100008",
    createdAt: new Date("2026-01-15T05:30:00Z"),
    paymentMode: "ONLINE",
    paymentStatus: "PAID",
    providerPaymentId: "pay_x",
    providerOrderId: "order_x",
  });
  await insertOrder(t, {
    userId: w.ids.customer,
    restaurantId: other.restaurantId,
    orderNumber: "ZK-100009",
    // The newest: half an hour after ZK-100008 (a tie would leave their order to the random ids).
    createdAt: new Date(NOON_IST.getTime() - HOUR / 2),
  });
});
afterAll(() => t.close());

const list = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: auth(token) });
const numbers = (res: { json(): { data: Array<{ orderNumber: string }> } }) =>
  res.json().data.map((o) => o.orderNumber);

describe("GET /order (admin)", () => {
  it("newest first, 5 per page by default, with the total", async () => {
    const res = await list(w.tokens.admin, "/api/order");
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual(["ZK-100009", "ZK-100008", "ZK-100007", "ZK-100006", "ZK-100005"]);
    expect(res.json().pagination).toEqual({ page: 1, limit: 5, total: 9, totalPages: 2 });
    const page2 = await list(w.tokens.admin, "/api/order?page=2");
    expect(numbers(page2)).toEqual(["ZK-100004", "ZK-100003", "ZK-100002", "ZK-100001"]);
    const row = res.json().data[4];
    expect(row).toMatchObject({
      user: { name: "Demo Customer", phone: "9876543210" },
      restaurant: { name: "Sharma Ji Ki Rasoi" },
      itemCount: 1,
      itemNames: ["Paneer Tikka"],
      finalTotal: 450,
      rider: null,
      deliveryAddress: { fullName: "Demo Customer", addressLine1: "12 MG Road", city: "Indore" },
    });
  });

  it("order number search (any part, any case), status and India-day filters", async () => {
    expect(numbers(await list(w.tokens.admin, "/api/order?orderNumber=zk-10000&limit=20"))).toHaveLength(9);
    expect(numbers(await list(w.tokens.admin, "/api/order?orderNumber=0003"))).toEqual(["ZK-100003"]);
    expect(numbers(await list(w.tokens.admin, "/api/order?orderNumber=%25"))).toEqual([]); // % is literal
    expect(numbers(await list(w.tokens.admin, "/api/order?status=ACCEPTED"))).toEqual(["ZK-100003", "ZK-100002"]);
    expect(numbers(await list(w.tokens.admin, "/api/order?startDate=2026-01-14&endDate=2026-01-14"))).toEqual([
      "ZK-100001",
    ]);
    const day15 = await list(w.tokens.admin, "/api/order?startDate=2026-01-15&limit=20");
    expect(numbers(day15)).toHaveLength(8);
    expect(numbers(day15)).toContain("ZK-100002"); // 00:30 IST on the 15th
  });

  it("bad filters are 400s naming the field; other roles get 403", async () => {
    const badDay = await list(w.tokens.admin, "/api/order?startDate=2026-02-31");
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().details[0].field).toBe("startDate");
    const reversed = await list(w.tokens.admin, "/api/order?startDate=2026-01-15&endDate=2026-01-14");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe("endDate");
    const status = await list(w.tokens.admin, "/api/order?status=LOST");
    expect(status.statusCode).toBe(400);
    expect(status.json().details[0].field).toBe("status");
    for (const token of [w.tokens.user, w.tokens.restaurant, w.tokens.rider]) {
      expect((await list(token, "/api/order")).statusCode).toBe(403);
    }
  });
});

describe("GET /order/restaurant/{restaurantId}", () => {
  it("the owner sees its own real orders only (no unpaid online order, no other restaurant's)", async () => {
    const res = await list(w.tokens.restaurant, `/api/order/restaurant/${w.ids.restaurant}?limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(numbers(res)).toEqual([
      "ZK-100008",
      "ZK-100006",
      "ZK-100005",
      "ZK-100004",
      "ZK-100003",
      "ZK-100002",
      "ZK-100001",
    ]);
    const filtered = await list(
      w.tokens.restaurant,
      `/api/order/restaurant/${w.ids.restaurant}?status=ACCEPTED&orderNumber=2`,
    );
    expect(numbers(filtered)).toEqual(["ZK-100002"]);
  });

  it("another restaurant's list is refused; an admin may read any", async () => {
    const res = await list(w.tokens.restaurant, `/api/order/restaurant/${other.restaurantId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    const mine = await list(other.token, `/api/order/restaurant/${other.restaurantId}`);
    expect(numbers(mine)).toEqual(["ZK-100009"]);
    const admin = await list(w.tokens.admin, `/api/order/restaurant/${other.restaurantId}`);
    expect(numbers(admin)).toEqual(["ZK-100009"]);
    expect((await list(w.tokens.user, `/api/order/restaurant/${w.ids.restaurant}`)).statusCode).toBe(403);
    const unknown = await list(w.tokens.admin, "/api/order/restaurant/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });
});
