/**
 * GET /admin/rider-cash and POST /admin/rider-cash/{riderId}/deposits: cash orders delivered through the API leave
 * their rider holding their totals; a deposit lowers that by exactly its amount, never below zero, and the deliveries
 * the cash comes from are the newest ones (deposits clear the oldest cash first).
 */
import { cashCollectedPosting } from "@zaika/contract/ledger";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../../src/db/schema/ledger";
import { riders } from "../../../src/db/schema/riders";
import { users } from "../../../src/db/schema/users";
import { insertEntries } from "../../../src/modules/ledger/queries";
import { postingRows } from "../../../src/modules/ledger/service";
import {
  deliver,
  kitchenTo,
  type LedgerWorld,
  ledgerWorld,
  move,
  orderOf,
  payAndVerify,
  place,
  setRider,
  unbalanced,
} from "../ledger/ledger-fixtures";
import { cashFromOrders, fieldOf, paise, send } from "./settlement-fixtures";

let w: LedgerWorld;
const orderIds: string[] = [];
let cashA: { id: string; at: string };
let cashC: { id: string; at: string };
let pendingCash: string;
let others: { rich: string; idle: string };

/**
 * By hand (helpers/orders SHOP: ₹20 packaging, ₹40 delivery, GST 5 %):
 * - A, cash: Paneer Tikka ₹199.99 + 2 × Sweet Lassi ₹60 = 31 999; GST 1 600; total 31 999 + 1 600 + 2 000 + 4 000 = 39 599
 * - B, online: the same, paid online: no cash
 * - C, cash: Royal Thali Full ₹260 + Extra cheese ₹30 = 29 000; GST 1 450; total 29 000 + 1 450 + 2 000 + 4 000 = 36 450
 * The demo rider holds 39 599 + 36 450 = 76 049 (₹760.49), from two deliveries.
 */
const TOTAL_A = 39_599;
const TOTAL_C = 36_450;

const ITEMS_A = () => [{ productId: w.shop.dishes.paneer }, { productId: w.shop.dishes.lassi, quantity: 2 }];
const ITEMS_C = () => [
  {
    productId: w.shop.dishes.thali,
    selectedAttributes: [{ attributeName: "Size", optionName: "Full" }],
    selectedAddons: ["Extra cheese"],
  },
];

const depositUrl = (riderId: string) => `/api/admin/rider-cash/${riderId}/deposits`;
const deposit = (body: Record<string, unknown>, riderId = w.ids.rider) =>
  send(w, "admin", "POST", depositUrl(riderId), body);

async function cashOfRider(riderId = w.ids.rider) {
  const res = await send(w, "admin", "GET", "/api/admin/rider-cash?all=true");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((row: { riderId: string }) => row.riderId === riderId);
}

async function newRider(name: string, phone: string): Promise<string> {
  const [row] = await w.t.database.db
    .insert(users)
    .values({ role: "rider", name, phone, phoneVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error("rider not created");
  await w.t.database.db
    .insert(riders)
    .values({ userId: row.id, vehicleType: "motorcycle", vehicleNumber: "MP09AB1234" });
  return row.id;
}

beforeAll(async () => {
  w = await ledgerWorld(15);
  const a = await place(w, "COD", ITEMS_A());
  await deliver(w, a.order._id);
  cashA = { id: a.order._id, at: w.t.clock.now().toISOString() };
  const b = await place(w, "ONLINE", ITEMS_A());
  await payAndVerify(w, b);
  await deliver(w, b.order._id);
  const c = await place(w, "COD", ITEMS_C());
  await deliver(w, c.order._id);
  cashC = { id: c.order._id, at: w.t.clock.now().toISOString() };
  // Out for delivery: no cash collected yet.
  const d = await place(w, "COD", ITEMS_A());
  await kitchenTo(w, d.order._id, "READY_FOR_PICKUP");
  await setRider(w, d.order._id);
  await move(w, "rider", d.order._id, { status: "OUT_FOR_DELIVERY" });
  pendingCash = d.order._id;
  orderIds.push(a.order._id, b.order._id, c.order._id, d.order._id);

  // Another rider holding ₹1,000 from before (posted straight into the ledger) and one who never held cash.
  const rich = await newRider("Zoya Rider", "9123400001");
  const rows = postingRows([cashCollectedPosting(100_000)], { riderId: rich, at: w.t.clock.now() });
  await w.t.database.db.transaction((tx) => insertEntries(tx, rows));
  others = { rich, idle: await newRider("Aman Rider", "9123400002") };
}, 120_000);
afterAll(() => w?.t.close());

describe("GET /api/admin/rider-cash", () => {
  it("lists riders holding cash, most first, with the cash orders they delivered", async () => {
    expect((await orderOf(w, cashA.id)).totalPaise).toBe(TOTAL_A);
    expect((await orderOf(w, cashC.id)).totalPaise).toBe(TOTAL_C);
    const res = await send(w, "admin", "GET", "/api/admin/rider-cash");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.data[0]).toMatchObject({ riderId: others.rich, held: 1000, deliveries: 1 });
    expect(body.data[1]).toEqual({
      riderId: w.ids.rider,
      name: expect.any(String),
      phone: expect.any(String),
      held: 760.49,
      deliveries: 2,
      heldSince: cashA.at,
      deposited: 0,
      lastDepositAt: null,
    });
    expect(paise(body.data[1].held)).toBe(await cashFromOrders(w, orderIds, w.ids.rider));
  });

  it("lists every rider with all=true, paginated", async () => {
    const first = (await send(w, "admin", "GET", "/api/admin/rider-cash?all=true&limit=2")).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = (await send(w, "admin", "GET", "/api/admin/rider-cash?all=true&limit=2&page=2")).json();
    expect(second.data).toEqual([
      {
        riderId: others.idle,
        name: "Aman Rider",
        phone: "9123400002",
        held: 0,
        deliveries: 0,
        heldSince: null,
        deposited: 0,
        lastDepositAt: null,
      },
    ]);
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403)", async (role) => {
    expect((await send(w, role, "GET", "/api/admin/rider-cash")).statusCode).toBe(403);
  });

  it("answers ?all=1 with a 400 naming all", async () => {
    const res = await send(w, "admin", "GET", "/api/admin/rider-cash?all=1");
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe("all");
  });
});

describe("POST /api/admin/rider-cash/{riderId}/deposits", () => {
  it("records a deposit: the cash held drops by exactly its amount", async () => {
    const res = await deposit({ amount: 100, reference: "DEP-0001" });
    expect(res.statusCode, res.body).toBe(201);
    // 76 049 − 10 000 = 66 049: both deliveries still needed to make it up (36 450 alone falls short)
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringMatching(/^Deposit of ₹100 from .+ recorded$/),
      data: expect.objectContaining({
        riderId: w.ids.rider,
        held: 660.49,
        deliveries: 2,
        heldSince: cashA.at,
        deposited: 100,
        lastDepositAt: w.t.clock.now().toISOString(),
      }),
    });
    const rows = await w.t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "rider_cash_deposit"), eq(ledgerEntries.reference, "DEP-0001")))
      .orderBy(ledgerEntries.account);
    expect(rows.map((row) => [row.account, row.amountPaise, row.riderId, row.orderId])).toEqual([
      ["bank", 10_000, w.ids.rider, null],
      ["cash_with_rider", -10_000, w.ids.rider, null],
    ]);
  });

  it("clears the oldest cash first: after ₹300 more, only the newest delivery is still held", async () => {
    const res = await deposit({ amount: 300, reference: "DEP-0002" });
    expect(res.statusCode, res.body).toBe(201);
    // 66 049 − 30 000 = 36 049, less than C's 36 450: C alone
    expect(res.json().data).toMatchObject({ held: 360.49, deliveries: 1, heldSince: cashC.at, deposited: 400 });
  });

  it("refuses more than the rider holds with a 422 naming it", async () => {
    const res = await deposit({ amount: 360.5, reference: "DEP-TOO-MUCH" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "BUSINESS_RULE",
      message: "The deposit is more than the ₹360.49 the rider holds",
      details: [{ field: "amount" }],
    });
    expect(await cashOfRider()).toMatchObject({ held: 360.49 });
  });

  it("lets five deposits recorded at once take no more than the rider holds", async () => {
    // ₹360.49 held; five of ₹100: three fit, two are refused
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => deposit({ amount: 100, reference: `DEP-PARALLEL-${i}` })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    // 36 049 − 30 000 = 6 049
    expect(await cashOfRider()).toMatchObject({ held: 60.49, deliveries: 1, deposited: 700 });
  });

  it("takes the rider off the default list once everything is deposited, until the next cash delivery", async () => {
    const res = await deposit({ amount: 60.49, reference: "DEP-REST" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ held: 0, deliveries: 0, heldSince: null, deposited: 760.49 });
    const list = (await send(w, "admin", "GET", "/api/admin/rider-cash")).json();
    expect(list.data.map((row: { riderId: string }) => row.riderId)).toEqual([others.rich]);

    // D was out for delivery: delivered now, its 39 599 is the only cash held
    const { deliveryCode } = await orderOf(w, pendingCash);
    await move(w, "rider", pendingCash, { status: "DELIVERED", deliveryCode });
    const deliveredAt = w.t.clock.now().toISOString();
    expect(await cashOfRider()).toMatchObject({ held: 395.99, deliveries: 1, heldSince: deliveredAt });
    // everything delivered in cash (A + C + D) less everything deposited (760.49)
    expect(paise(760.49) + paise(395.99)).toBe(await cashFromOrders(w, orderIds, w.ids.rider));
    expect(await unbalanced(w)).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: 1.001 }, "amount"],
    [{ amount: null }, "amount"],
    [{ reference: " " }, "reference"],
    [{ reference: 42 }, "reference"],
  ])("answers a body with %j with a 400 naming %s", async (change, field) => {
    const res = await deposit({ amount: 1, reference: "DEP", ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });

  it("answers 400 for a malformed rider id and 404 for someone who is not a rider", async () => {
    const bad = await send(w, "admin", "POST", depositUrl("42"), { amount: 1, reference: "DEP" });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe("riderId");
    for (const id of ["00000000-0000-4000-8000-00000000abcd", w.ids.customer]) {
      const res = await deposit({ amount: 1, reference: "DEP" }, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Rider not found");
    }
  });

  it.each([["restaurant"], ["user"], ["rider"]] as const)("refuses a %s (403)", async (role) => {
    const res = await send(w, role, "POST", depositUrl(others.rich), { amount: 1, reference: "DEP" });
    expect(res.statusCode).toBe(403);
    expect(await cashOfRider(others.rich)).toMatchObject({ held: 1000, deposited: 0 });
  });
});
