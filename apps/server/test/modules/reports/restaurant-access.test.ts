/**
 * GET /restaurant/revenue and /restaurant/report refuse bad parameters with a 400 naming the field, and every caller
 * but a restaurant owner (401 without a token, 403 for the other roles); an owner without a restaurant gets a 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, setupShop, signToken } from "../../helpers/orders";
import { userIdByPhone } from "../orders/lifecycle-fixtures";

let t: TestContext;
let ids: { customer: string; owner: string; rider: string };

const tokenOf = (role: "user" | "restaurant" | "rider" | "admin", id: string) => signToken(t, { id, role });
const customer = () => tokenOf("user", ids.customer);
const owner = () => tokenOf("restaurant", ids.owner);

function getJson(url: string, token: string) {
  return t.app.inject({ method: "GET", url, headers: auth(token) });
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date("2026-01-15T06:30:00Z") });
  const shop = await setupShop(t, { commissionRate: 12.5 });
  ids = {
    customer: await userIdByPhone(t, DEMO.customer.phone),
    owner: shop.ownerId,
    rider: await userIdByPhone(t, DEMO.rider.phone),
  };
});
afterAll(() => t.close());

describe("bad input and access", () => {
  it("refuses days outside 1-365 or not a number with a 400 naming days", async () => {
    for (const days of ["0", "366", "abc", "2.5"]) {
      const res = await getJson(`/api/restaurant/revenue?days=${days}`, await owner());
      expect(res.statusCode, days).toBe(400);
      expect(res.json().details[0].field, days).toBe("days");
    }
  });

  it("refuses a missing, malformed, reversed or over-long range with a 400 naming the field", async () => {
    const cases: Array<[string, string]> = [
      ["to=2026-01-15", "from"],
      ["from=2026-01-15", "to"],
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=2026-01-01&to=15-01-2026", "to"],
      ["from=2026-01-15&to=2026-01-14", "to"],
      ["from=2025-01-01&to=2026-01-02", "to"], // 367 days
      ["from=2026-01-01&to=2026-01-02&format=xml", "format"],
      ["from=2026-01-01&to=2026-01-02&page=0", "page"],
      ["from=2026-01-01&to=2026-01-02&page=two", "page"],
      ["from=2026-01-01&to=2026-01-02&limit=101", "limit"],
      ["from=2026-01-01&to=2026-01-02&limit=0", "limit"],
    ];
    for (const [query, field] of cases) {
      const res = await getJson(`/api/restaurant/report?${query}`, await owner());
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field, query).toBe(field);
    }
    const reversed = await getJson("/api/restaurant/report?from=2026-01-15&to=2026-01-14", await owner());
    expect(reversed.json().message).toBe("to: to must be on or after from");
    const year = await getJson("/api/restaurant/report?from=2024-01-01&to=2024-12-31", await owner());
    expect(year.statusCode).toBe(200); // a leap year: 366 days
  });

  it("answers only restaurant owners: 401 without a token, 403 for customers, riders and admins", async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
    const others = [await customer(), await tokenOf("rider", ids.rider), await tokenOf("admin", admin?.id ?? "")];
    for (const url of ["/api/restaurant/revenue", "/api/restaurant/report?from=2026-01-01&to=2026-01-02"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      for (const token of others) expect((await getJson(url, token)).statusCode, url).toBe(403);
    }
  });

  it("answers 404 to an owner account without a restaurant", async () => {
    const [row] = await t.database.db
      .insert(users)
      .values({ role: "restaurant", name: "New Owner", email: "new.owner@example.com" })
      .returning({ id: users.id });
    const res = await getJson("/api/restaurant/revenue", await tokenOf("restaurant", row?.id ?? ""));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("You have no restaurant yet");
  });
});
