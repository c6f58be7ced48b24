/** The admin's customers: numbers per customer, search, block (ends sessions, stops sign-in) and unblock. */
import { CUSTOMER_MESSAGES } from "@zaika/contract/customer-admin";
import { MESSAGES } from "@zaika/contract/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../src/app";
import { type Database, openDatabase } from "../../../src/db/client";
import { createTestApp, type TestContext } from "../../helpers/app";
import { refreshCookie } from "../../helpers/auth";
import { auth, insertOrder, NOON_IST, otherCustomer, otpLogin, type World, world } from "../orders/lifecycle-fixtures";

let t: TestContext;
let w: World;
let other: Awaited<ReturnType<typeof otherCustomer>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
  other = await otherCustomer(t, "9876522222");
  const base = { userId: w.ids.customer, restaurantId: w.ids.restaurant };
  await insertOrder(t, { ...base, status: "DELIVERED", paymentStatus: "PAID" }); // ₹450 paid
  await insertOrder(t, { ...base, status: "PENDING" }); // COD, not paid yet: counts, not spent
  await insertOrder(t, { ...base, paymentMode: "ONLINE", paymentStatus: "PENDING" }); // never paid: not an order
  await insertOrder(t, {
    ...base,
    paymentMode: "ONLINE",
    paymentStatus: "PAID",
    subtotalPaise: 100_000,
    providerPaymentId: "pay_c1",
    providerOrderId: "order_c1",
  }); // ₹1,080 paid
  await insertOrder(t, { ...base, paymentMode: "ONLINE", paymentStatus: "REFUNDED", status: "CANCELLED" }); // refunded
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: auth(token) });
const block = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/customers/${id}/block`, headers: auth(token), payload });

describe("GET /admin/customers", () => {
  it("lists customers only, newest first, with order count and total spent", async () => {
    const res = await get(w.tokens.admin, "/api/admin/customers");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(["Other Customer", "Demo Customer"]);
    expect(body.data[1]).toMatchObject({
      _id: w.ids.customer,
      phone: "9876543210",
      email: "customer@demo.test",
      orderCount: 4,
      totalSpent: 1530,
      isBlocked: false,
      blockedReason: null,
    });
    expect(body.data[0]).toMatchObject({ _id: other.id, orderCount: 0, totalSpent: 0 });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
  });

  it("searches name, phone and e-mail", async () => {
    for (const search of ["demo", "98765432", "CUSTOMER@DEMO"]) {
      const res = await get(w.tokens.admin, `/api/admin/customers?search=${encodeURIComponent(search)}`);
      expect(
        res.json().data.map((c: { _id: string }) => c._id),
        search,
      ).toEqual([w.ids.customer]);
    }
    expect((await get(w.tokens.admin, "/api/admin/customers?search=ravi")).json().data).toEqual([]);
  });

  it("admins only", async () => {
    for (const token of [w.tokens.user, w.tokens.restaurant, w.tokens.rider]) {
      expect((await get(token, "/api/admin/customers")).statusCode).toBe(403);
      expect((await block(token, other.id, { blocked: false })).statusCode).toBe(403);
    }
  });
});

describe("PATCH /admin/customers/{id}/block", () => {
  it("blocking needs a reason, ends the customer's sessions and stops sign-in; unblocking lets them back", async () => {
    const noReason = await block(w.tokens.admin, other.id, { blocked: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe("reason");

    t.clock.advance(60_000);
    const session = await otpLogin(t, "9876522222");
    const cookie = refreshCookie(session);

    const res = await block(w.tokens.admin, other.id, { blocked: true, reason: "Repeated fake orders" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CUSTOMER_MESSAGES.blocked,
      data: { _id: other.id, isBlocked: true, blockedReason: "Repeated fake orders" },
    });
    const refresh = await t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: { cookie } });
    expect(refresh.statusCode).toBe(401);

    t.clock.advance(60_000);
    const login = await otpLogin(t, "9876522222");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MESSAGES.accountBlocked);
    const listed = await get(w.tokens.admin, "/api/admin/customers?blocked=true");
    expect(listed.json().data.map((c: { _id: string }) => c._id)).toEqual([other.id]);

    const unblocked = await block(w.tokens.admin, other.id, { blocked: false });
    expect(unblocked.json()).toMatchObject({
      message: CUSTOMER_MESSAGES.unblocked,
      data: { isBlocked: false, blockedReason: null },
    });
    t.clock.advance(60_000);
    expect((await otpLogin(t, "9876522222")).statusCode).toBe(200);
  });

  it("refuses a blocked customer's access token on their very next request, and their refresh", async () => {
    const phone = "9876533333";
    const customer = await otherCustomer(t, phone);
    t.clock.advance(60_000);
    const cookie = refreshCookie(await otpLogin(t, phone));
    expect((await get(customer.token, "/api/cart")).statusCode).toBe(200);

    expect((await block(w.tokens.admin, customer.id, { blocked: true, reason: "Abuse" })).statusCode).toBe(200);
    // The access token has not expired, yet the next request is refused: no 15-minute tail.
    for (const url of ["/api/cart", "/api/auth/me"]) {
      const res = await get(customer.token, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: MESSAGES.accountBlocked });
    }
    const emptied = await t.app.inject({ method: "DELETE", url: "/api/cart", headers: auth(customer.token) });
    expect(emptied.statusCode).toBe(403);
    const refresh = await t.app.inject({ method: "GET", url: "/api/auth/refresh", headers: { cookie } });
    expect(refresh.statusCode).toBe(401);

    expect((await block(w.tokens.admin, customer.id, { blocked: false })).statusCode).toBe(200);
    expect((await get(customer.token, "/api/cart")).statusCode).toBe(200);
  });

  it("only customers can be blocked here", async () => {
    for (const id of [w.ids.rider, w.ids.admin, "00000000-0000-4000-8000-000000000000"]) {
      const res = await block(w.tokens.admin, id, { blocked: true, reason: "Not a customer" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CUSTOMER_MESSAGES.notFound);
    }
  });
});

// Two server processes on one database: the block made through one is enforced by the other without a restart.
describe.runIf(Boolean(process.env.DATABASE_URL))("blocking across two instances", () => {
  let second: Database;
  let appB: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // A pool and LISTEN connection of its own, as a second server process would have.
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${result.rows[0]?.name}`;
    second = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    appB = await buildApp({ config: t.config, database: second, clock: t.clock, logger: false });
    await appB.ready();
  });
  afterAll(async () => {
    await appB?.close();
    await second?.close();
  });

  it("a block made through instance A refuses the customer's token on instance B", async () => {
    const customer = await otherCustomer(t, "9876544444");
    const onB = () => appB.inject({ method: "GET", url: "/api/cart", headers: auth(customer.token) });
    expect((await onB()).statusCode).toBe(200);
    expect((await block(w.tokens.admin, customer.id, { blocked: true, reason: "Abuse" })).statusCode).toBe(200);
    // NOTIFY reaches B asynchronously: wait for it, bounded.
    await vi.waitFor(async () => expect((await onB()).statusCode).toBe(403), { timeout: 5000, interval: 50 });
    expect((await block(w.tokens.admin, customer.id, { blocked: false })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await onB()).statusCode).toBe(200), { timeout: 5000, interval: 50 });
  });
});
