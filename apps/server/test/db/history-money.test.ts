/**
 * The demo's order history (issue 11, item 6), its money: balanced ledger entries posted for each event of every
 * order, refunds in our books and the payments sandbox's, weekly payouts to restaurants and daily cash deposits by
 * riders (their rule also worked by hand), and report figures for the demo owner's last seven days and the admin's.
 * Its shape (orders, curves, numbers, determinism) is in history-shape.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { historySettlements, type LedgerInsert, type SeedHistoryReport } from "../../src/db/seed/history";
import { DEMO } from "../../src/db/seed/seed";
import type { TestContext } from "../helpers/app";
import { auth, signToken } from "../helpers/orders";
import { rollupDifferences } from "../helpers/rollups";
import { type Fresh, historyApp, historySeeder, reader, week } from "./history-fixtures";

const seeder = historySeeder();
let database: Fresh;
let db: Db;
let report: SeedHistoryReport;
let t: TestContext;
const { all, one } = reader(() => db);

beforeAll(async () => {
  ({ database, history: report } = await seeder.seeded());
  db = database.db;
  t = await historyApp(database);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await seeder.remove();
});

describe("the money of the history", () => {
  it("balances: every order's entries and every posting sum to zero", async () => {
    const unbalanced = await one<{ orders: number; postings: number }>(sql`
      select
        (select count(*) from (select order_id from ledger_entries where order_id is not null
          group by 1 having sum(amount_paise) <> 0) x)::int as "orders",
        (select count(*) from (select posting_id from ledger_entries group by 1 having sum(amount_paise) <> 0) y)::int
          as "postings"`);
    expect(unbalanced).toEqual({ orders: 0, postings: 0 });
    const withoutSale = await one<{ n: number }>(sql`
      select count(*)::int as "n" from orders o
      where not exists (select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'sale')`);
    expect(withoutSale.n).toBe(0);
  });

  it("posts each event of an order: capture for paid online orders, cash, commission and payout on delivery", async () => {
    const mismatches = await one<Record<string, number>>(sql`
      select
        count(*) filter (where (o.payment_mode = 'ONLINE' and o.paid_at is not null) <> exists (
          select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'payment_captured'))::int as "capture",
        count(*) filter (where (o.status = 'DELIVERED' and o.payment_mode = 'COD') <> exists (
          select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'cash_collected'))::int as "cash",
        count(*) filter (where (o.status = 'DELIVERED') <> exists (
          select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'commission' and l.rider_id = o.rider_id))::int
          as "commission",
        count(*) filter (where (o.status = 'DELIVERED') <> exists (
          select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'rider_payout'))::int as "payout",
        count(*) filter (where (o.status <> 'DELIVERED') <> exists (
          select 1 from ledger_entries l where l.order_id = o.id and l.kind = 'sale_reversal'))::int as "reversal",
        count(*) filter (where coalesce(o.cancellation_fee_paise, 0) <> coalesce((
          select -sum(l.amount_paise) from ledger_entries l where l.order_id = o.id and l.kind = 'cancellation_fee'
            and l.account = 'restaurant_payable'), 0))::int as "fee"
      from orders o`);
    expect(mismatches).toEqual({ capture: 0, cash: 0, commission: 0, payout: 0, reversal: 0, fee: 0 });
  });

  it("refunds what was paid: a refund row, a sandbox refund and a ledger entry of the same amount", async () => {
    const refunds = await all<{
      status: string;
      amount: number;
      ledger: number;
      sandbox: number;
      total: number;
      fee: number;
    }>(sql`
      select o.status, f.amount_paise as "amount", o.total_paise as "total", coalesce(o.cancellation_fee_paise, 0) as "fee",
        (select sum(l.amount_paise) from ledger_entries l
          where l.order_id = o.id and l.kind = 'refund' and l.account = 'gateway')::int as "ledger",
        (select s.amount_paise from sandbox_refunds s where s.id = f.provider_refund_id) as "sandbox"
      from refunds f join orders o on o.id = f.order_id where f.status = 'PROCESSED'`);
    expect(refunds.length).toBeGreaterThan(report.refunded);
    for (const refund of refunds) {
      expect(refund.ledger).toBe(-refund.amount);
      expect(refund.sandbox).toBe(refund.amount);
      if (refund.status === "DELIVERED") expect(refund.amount).toBeLessThanOrEqual(refund.total);
      else expect(refund.amount).toBe(refund.total - refund.fee);
    }
    // Every paid online order has its captured payment in our books and the sandbox's: its total and any earlier cash
    // cancellation fees it carried (decision 027).
    const paid = await one<{ missing: number }>(sql`
      select count(*)::int as "missing" from orders o
      where o.payment_mode = 'ONLINE' and o.paid_at is not null and not exists (
        select 1 from payments p join sandbox_payments s on s.id = p.provider_payment_id
        where p.order_id = o.id and p.status = 'captured' and p.amount_paise = o.total_paise + o.dues_paise)`);
    expect(paid.missing).toBe(0);
  });

  it("bills each cash cancellation fee to the customer's next order, and owes only those no paid order collected", async () => {
    const fees = await one<{ charged: number; carried: number; wrongDues: number; owedWrong: number }>(sql`
      with fees as (
        select f.id, f.user_id, f.cancellation_fee_paise as fee, c.status as carrier_status, c.paid_at as carrier_paid
        from orders f left join orders c on c.id = f.fee_carried_by
        where f.status = 'CANCELLED' and f.payment_mode = 'COD' and f.cancellation_fee_paise > 0),
      owed as (
        select user_id, sum(fee) as fee from fees
        where carrier_status is null or (carrier_status in ('CANCELLED', 'REJECTED') and carrier_paid is null)
        group by user_id),
      unpaid as (
        select user_id, sum(total_paise + dues_paise) as due from orders
        where status not in ('DELIVERED', 'CANCELLED', 'REJECTED') and paid_at is null group by user_id),
      balances as (
        select o.user_id, sum(l.amount_paise) as balance from ledger_entries l join orders o on o.id = l.order_id
        where l.account = 'customer' group by o.user_id)
      select (select count(*) from fees)::int as "charged",
        (select count(*) from fees where carrier_status is not null)::int as "carried",
        (select count(*) from orders o where o.dues_paise <> coalesce((
          select sum((p->>'feePaise')::int) from jsonb_array_elements(o.previous_fees) p), 0))::int as "wrongDues",
        (select count(*) from balances b left join owed w on w.user_id = b.user_id
          left join unpaid u on u.user_id = b.user_id
          where b.balance <> coalesce(w.fee, 0) + coalesce(u.due, 0))::int as "owedWrong"`);
    expect(fees.charged).toBeGreaterThan(0);
    expect(fees.carried).toBeGreaterThan(0);
    expect(fees.wrongDues).toBe(0);
    // Every customer's account holds exactly the fees still owed and what their orders under way will collect at the
    // door or online (with the fees those carry): nothing for most; carried and paid fees are settled.
    expect(fees.owedWrong).toBe(0);
  });

  it("settles weekly with restaurants and daily with riders, never paying out more than is owed", async () => {
    const settled = await one<{ payouts: number; deposits: number }>(sql`
      select count(distinct posting_id) filter (where kind = 'restaurant_payout')::int as "payouts",
        count(distinct posting_id) filter (where kind = 'rider_cash_deposit')::int as "deposits"
      from ledger_entries`);
    expect(settled.payouts).toBeGreaterThan(0);
    expect(settled.deposits).toBeGreaterThan(0);
    // A payout on a Monday is what the restaurant's orders over by midnight left it owed, less what it was paid before;
    // a rider deposits the cash collected before midnight, never more than was held.
    const wrong = await one<{ payouts: number; deposits: number }>(sql`
      with ended as (
        select order_id, max(created_at) as "at" from ledger_entries where order_id is not null group by 1
      ),
      payouts as (
        select p.restaurant_id, p.created_at, p.amount_paise,
          (date_trunc('day', p.created_at at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as "midnight"
        from ledger_entries p where p.kind = 'restaurant_payout' and p.account = 'restaurant_payable'
      ),
      deposits as (
        select d.rider_id, d.created_at, -d.amount_paise as "amount_paise",
          (date_trunc('day', d.created_at at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as "midnight"
        from ledger_entries d where d.kind = 'rider_cash_deposit' and d.account = 'cash_with_rider'
      )
      select
        (select count(*) from payouts p where extract(isodow from p.midnight at time zone 'Asia/Kolkata') <> 1
          or p.amount_paise <> -(select sum(l.amount_paise) from ledger_entries l left join ended e on e.order_id = l.order_id
            where l.restaurant_id = p.restaurant_id and l.account = 'restaurant_payable'
              and (e.at < p.midnight or (l.kind = 'restaurant_payout' and l.created_at < p.created_at))))::int
          as "payouts",
        (select count(*) from deposits d
          where d.amount_paise <> (select sum(l.amount_paise) from ledger_entries l
            where l.rider_id = d.rider_id and l.account = 'cash_with_rider'
              and ((l.kind = 'cash_collected' and l.created_at < d.midnight) or (l.kind = 'rider_cash_deposit'
                and l.created_at < d.created_at))))::int as "deposits"`);
    expect(wrong).toEqual({ payouts: 0, deposits: 0 });
  });
});

describe("the reports' rollups of the history", () => {
  it("equal the sums of its orders and ledger entries, though written in bulk", async () => {
    const { differences, rows } = await rollupDifferences(db);
    expect(differences).toEqual([]);
    // 90 days of a dozen restaurants: far more than a handful of rows each
    for (const table of Object.keys(rows)) expect(rows[table], table).toBeGreaterThan(50);
  });
});

describe("the history's settlement rule, worked by hand", () => {
  /**
   * Three days up to 12:00 IST on Tuesday 19 May 2026 (Sunday 17, Monday 18, Tuesday 19), restaurant R, riders D and E.
   *   Order A (cash): sale Sun 20:00, R −500.00; delivered Sun 21:00: commission 60.00 + GST 10.80 back from R
   *                   (+70.80), D collects 551.25.
   *   Order B:        sale Sun 23:50, R −300.00; delivered Mon 00:20: +42.48 from R. Open at Monday midnight.
   *   Order C (cash): sale Mon 18:00, R −200.00; delivered Mon 19:00, D collects 210.00.
   * Expected:
   *   Mon 10:00  D deposits the cash collected before Monday midnight: 551.25.
   *   Mon 11:00  R is paid what orders over by Monday midnight left it owed: A only, 500.00 − 70.80 = 429.20
   *              (B ended after midnight, so it waits for next Monday).
   *   Tue 10:00  D deposits what it collected since: 551.25 + 210.00 − 551.25 = 210.00.
   *   E collected nothing: no deposit. No payout on Tuesday.
   */
  const ist = (day: number, time: string) => new Date(`2026-05-${day}T${time}:00+05:30`);
  const entry = (
    orderId: string,
    account: "restaurant_payable" | "cash_with_rider",
    amountPaise: number,
    at: Date,
  ): LedgerInsert => ({
    postingId: `${orderId}-${at.toISOString()}`,
    kind: account === "cash_with_rider" ? "cash_collected" : amountPaise < 0 ? "sale" : "commission",
    account,
    amountPaise,
    orderId,
    restaurantId: "R",
    riderId: account === "cash_with_rider" ? "D" : null,
    createdAt: at,
  });
  const orderRows = [
    entry("A", "restaurant_payable", -50_000, ist(17, "20:00")),
    entry("A", "restaurant_payable", 7_080, ist(17, "21:00")),
    entry("A", "cash_with_rider", 55_125, ist(17, "21:00")),
    entry("B", "restaurant_payable", -30_000, ist(17, "23:50")),
    entry("B", "restaurant_payable", 4_248, ist(18, "00:20")),
    entry("C", "restaurant_payable", -20_000, ist(18, "18:00")),
    entry("C", "cash_with_rider", 21_000, ist(18, "19:00")),
  ];

  it("pays each Monday what finished orders left owed, and banks each morning the cash collected before midnight", () => {
    const rows = historySettlements(orderRows, { restaurantIds: ["R"], riderIds: ["D", "E"] }, ist(19, "12:00"), 3);
    const seen = rows.map((row) => ({
      kind: row.kind,
      account: row.account,
      amountPaise: row.amountPaise,
      restaurantId: row.restaurantId,
      riderId: row.riderId,
      at: (row.createdAt as Date).toISOString(),
    }));
    expect(seen).toEqual([
      {
        kind: "rider_cash_deposit",
        account: "bank",
        amountPaise: 55_125,
        restaurantId: null,
        riderId: "D",
        at: ist(18, "10:00").toISOString(),
      },
      {
        kind: "rider_cash_deposit",
        account: "cash_with_rider",
        amountPaise: -55_125,
        restaurantId: null,
        riderId: "D",
        at: ist(18, "10:00").toISOString(),
      },
      {
        kind: "restaurant_payout",
        account: "restaurant_payable",
        amountPaise: 42_920,
        restaurantId: "R",
        riderId: null,
        at: ist(18, "11:00").toISOString(),
      },
      {
        kind: "restaurant_payout",
        account: "bank",
        amountPaise: -42_920,
        restaurantId: "R",
        riderId: null,
        at: ist(18, "11:00").toISOString(),
      },
      {
        kind: "rider_cash_deposit",
        account: "bank",
        amountPaise: 21_000,
        restaurantId: null,
        riderId: "D",
        at: ist(19, "10:00").toISOString(),
      },
      {
        kind: "rider_cash_deposit",
        account: "cash_with_rider",
        amountPaise: -21_000,
        restaurantId: null,
        riderId: "D",
        at: ist(19, "10:00").toISOString(),
      },
    ]);
    // Each with its reference: a bank transfer for the payout, a cash slip for a deposit.
    expect(rows.map((row) => row.reference)).toEqual([
      "CASH-20260518-1",
      "CASH-20260518-1",
      expect.stringMatching(/^UTR\d{12}$/),
      expect.stringMatching(/^UTR\d{12}$/),
      "CASH-20260519-1",
      "CASH-20260519-1",
    ]);
  });

  it("pays nothing before 11:00 on Monday, and nothing to a restaurant that is owed nothing", () => {
    const early = historySettlements(orderRows, { restaurantIds: ["R"], riderIds: ["D"] }, ist(18, "10:59"), 2);
    expect(early.filter((row) => row.kind === "restaurant_payout")).toEqual([]);
    const refundedOnly = [entry("X", "restaurant_payable", 1_000, ist(17, "20:00"))];
    expect(historySettlements(refundedOnly, { restaurantIds: ["R"], riderIds: [] }, ist(19, "12:00"), 3)).toEqual([]);
  });
});

describe("reports over the history", () => {
  /** The demo restaurant's DELIVERED orders placed in the last seven India days, counted here from the rows. */
  async function demoWeek() {
    return one<{ id: string; owner: string; delivered: number; all: number }>(sql`
      select r.id, r.owner_id as "owner",
        count(o.id) filter (where o.status = 'DELIVERED')::int as "delivered", count(o.id)::int as "all"
      from restaurants r join users u on u.id = r.owner_id
      left join orders o on o.restaurant_id = r.id and o.created_at >= ${week.start.toISOString()}::timestamptz
        and (o.payment_mode = 'COD' or o.payment_status in ('PAID', 'REFUNDED'))
      where u.email = ${DEMO.restaurant.email} group by r.id`);
  }

  it("gives the demo owner a week of revenue, best sellers and a report with its settlement", async () => {
    const expected = await demoWeek();
    expect(expected.delivered).toBeGreaterThan(5);
    const token = await signToken(t, { id: expected.owner, role: "restaurant" });
    const revenue = await t.app.inject({ method: "GET", url: "/api/restaurant/revenue", headers: auth(token) });
    expect(revenue.statusCode).toBe(200);
    const body = revenue.json();
    expect(body.days).toBe(7);
    expect(body.totals.orders).toBe(expected.delivered);
    expect(body.totals.gross).toBeGreaterThan(0);
    expect(body.series.filter((day: { orders: number }) => day.orders > 0).length).toBeGreaterThan(3);
    expect(body.bestSellers.length).toBeGreaterThan(0);

    const report = await t.app.inject({
      method: "GET",
      url: `/api/restaurant/report?from=${week.from}&to=${week.to}`,
      headers: auth(token),
    });
    expect(report.statusCode).toBe(200);
    const statement = report.json();
    expect(statement.orders).toHaveLength(expected.all);
    expect(statement.totals.delivered).toBe(expected.delivered);
    expect(statement.totals.net).toBeGreaterThan(0);
    expect(Object.values(statement.settlement).some((value) => typeof value === "number" && value !== 0)).toBe(true);
  });

  it("gives the admin the platform's week: GMV and a 7-day revenue chart with top restaurants", async () => {
    const expected = await one<{ delivered: number }>(sql`
      select count(*)::int as "delivered" from orders
      where status = 'DELIVERED' and created_at >= ${week.start.toISOString()}::timestamptz`);
    const admin = await one<{ id: string }>(sql`select id from users where email = ${DEMO.admin.email}`);
    const token = await signToken(t, { id: admin.id, role: "admin" });
    const overview = await t.app.inject({ method: "GET", url: "/api/order/overview", headers: auth(token) });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().gmvLast7Days).toBeGreaterThan(0);
    expect(overview.json().today.orders).toBeGreaterThan(0);
    const revenue = await t.app.inject({ method: "GET", url: "/api/order/revenue?days=7", headers: auth(token) });
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().totals.orders).toBe(expected.delivered);
    expect(revenue.json().topRestaurants.length).toBeGreaterThan(0);
  });
});
