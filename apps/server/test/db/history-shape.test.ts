/**
 * The demo's order history (issue 11, item 6), its shape: seeded on a new database with the catalogue, a few thousand
 * orders all over, across the demo restaurants and the day's curves of a real kitchen, priced from their menus,
 * numbered (orders and invoices) in unbroken runs that new orders and downloads continue, and deterministic for a
 * given clock. Its money (ledger, refunds, settlements, reports) is in history-money.test.ts.
 */
import { financialYearOf, invoiceNumber } from "@zaika/contract/invoice";
import { daysOf } from "@zaika/contract/reports";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLATFORM } from "../../src/config";
import type { Db } from "../../src/db/client";
import type { SeedHistoryReport } from "../../src/db/seed/history";
import { DEMO } from "../../src/db/seed/seed";
import { manualClock } from "../../src/lib/clock";
import { issueInvoice } from "../../src/modules/invoices/service";
import { freshDatabase, type TestContext } from "../helpers/app";
import { auth, signToken } from "../helpers/orders";
import { insertOrder } from "../modules/orders/lifecycle-fixtures";
import { type Fresh, historyApp, historySeeder, NOW, reader, rows, week, window } from "./history-fixtures";

const seeder = historySeeder();
const { seeded } = seeder;
let database: Fresh;
let db: Db;
let report: SeedHistoryReport;
let t: TestContext;
/** The history's checksum (CHECKSUM) as the seed left it, before the tests below add to it. */
let seededChecksum: { orders: number; sum: string } | undefined;
const { all, one } = reader(() => db);

/** What two seeds with the same clock must agree on: every order's content, money and invoice (not random ids). */
const CHECKSUM = sql`
  select count(*)::int as "orders", md5(string_agg(concat_ws('|',
      o.order_number, o.created_at, o.updated_at, r.name, u.phone, o.status, o.payment_mode, o.payment_status,
      o.subtotal_paise, o.tax_paise, o.packaging_paise, o.delivery_fee_paise, o.total_paise,
      (select jsonb_agg(item - 'productId') from jsonb_array_elements(o.items) item)::text,
      o.delivery_address::text, o.distance_m, rider.phone, o.delivered_at, o.cancelled_at, o.cancellation_fee_paise,
      o.rejection_reason, i.number, i.issued_at,
      (select string_agg(e.kind || ':' || coalesce(e.to_status, '') || '@' || e.created_at, ',' order by e.id)
         from order_events e where e.order_id = o.id),
      (select string_agg(l.kind || ':' || l.account || '=' || l.amount_paise || '@' || l.created_at, ','
         order by l.created_at, l.kind, l.account) from ledger_entries l where l.order_id = o.id)
    ), ',' order by o.order_number)) as "sum"
  from orders o
  join restaurants r on r.id = o.restaurant_id
  join users u on u.id = o.user_id
  left join users rider on rider.id = o.rider_id
  left join invoices i on i.order_id = o.id`;

beforeAll(async () => {
  ({ database, history: report } = await seeded());
  db = database.db;
  [seededChecksum] = await rows<{ orders: number; sum: string }>(db, CHECKSUM);
  t = await historyApp(database);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await seeder.remove();
});

describe("the history a first start seeds", () => {
  it("is a few thousand orders across the demo restaurants, by the demo customer and generated ones", async () => {
    const counts = await one<{ orders: number; restaurants: number; customers: number; demo: number }>(sql`
      select count(*)::int as "orders", count(distinct o.restaurant_id)::int as "restaurants",
        count(distinct o.user_id)::int as "customers",
        count(*) filter (where u.phone = ${DEMO.customer.phone})::int as "demo"
      from orders o join users u on u.id = o.user_id`);
    expect(report.orders).toBe(counts.orders);
    expect(counts.orders).toBeGreaterThan(2_500);
    expect(counts.orders).toBeLessThan(3_500);
    expect(counts.restaurants).toBeGreaterThan(30);
    expect(counts.customers).toBeGreaterThan(40);
    expect(counts.demo).toBeGreaterThan(20);
    // Generated customers live in the .test domain and have no password; generated riders are off duty.
    const generated = await all<{ email: string | null; password_hash: string | null }>(
      sql`select email, password_hash from users where phone like '70001%'`,
    );
    expect(generated).toHaveLength(report.customers);
    for (const user of generated) {
      expect(user.email).toMatch(/@customers\.demo\.test$/);
      expect(user.password_hash).toBeNull();
    }
    const online = await all<{ phone: string }>(sql`
      select u.phone from riders r join users u on u.id = r.user_id where r.is_available`);
    expect(online).toEqual([{ phone: DEMO.rider.phone }]);
  });

  it("ends 88 % delivered, about 6 % cancelled, 4 % rejected and 2 % refunded after delivery, paid both ways", async () => {
    const byStatus = await all<{ status: string; n: number }>(
      sql`select status, count(*)::int as "n" from orders group by 1`,
    );
    const share = (status: string) => (byStatus.find((row) => row.status === status)?.n ?? 0) / report.orders;
    expect(byStatus.map((row) => row.status).sort()).toEqual(["CANCELLED", "DELIVERED", "REJECTED"]);
    expect(share("DELIVERED")).toBeGreaterThan(0.85);
    expect(share("DELIVERED")).toBeLessThan(0.92);
    expect(share("CANCELLED")).toBeGreaterThan(0.04);
    expect(share("CANCELLED")).toBeLessThan(0.08);
    expect(share("REJECTED")).toBeGreaterThan(0.025);
    expect(share("REJECTED")).toBeLessThan(0.055);
    const refunded = await one<{ n: number }>(sql`
      select count(*)::int as "n" from orders
      where status = 'DELIVERED' and payment_status = 'REFUNDED' and payment_mode = 'ONLINE'`);
    expect(refunded.n).toBe(report.refunded);
    expect(refunded.n / report.orders).toBeGreaterThan(0.01);
    expect(refunded.n / report.orders).toBeLessThan(0.03);
    const modes = await all<{ mode: string; n: number }>(
      sql`select payment_mode as "mode", count(*)::int as "n" from orders group by 1 order by 1`,
    );
    expect(modes.map((row) => row.mode)).toEqual(["COD", "ONLINE"]);
    for (const mode of modes) expect(mode.n).toBeGreaterThan(report.orders * 0.2);
  });

  it("has nothing in flight: no order waits for a restaurant, a kitchen or a rider", async () => {
    const open = await one<{ n: number }>(
      sql`select count(*)::int as "n" from orders where status not in ('DELIVERED', 'CANCELLED', 'REJECTED')`,
    );
    expect(open.n).toBe(0);
    // Every delivered order has its rider, paid; no other order has one.
    const delivered = await one<{ without: number; unpaid: number; others: number }>(sql`
      select count(*) filter (where status = 'DELIVERED' and (rider_id is null or delivered_at is null))::int as "without",
        count(*) filter (where status = 'DELIVERED' and payment_status not in ('PAID', 'REFUNDED'))::int as "unpaid",
        count(*) filter (where status <> 'DELIVERED' and rider_id is not null)::int as "others"
      from orders`);
    expect(delivered).toEqual({ without: 0, unpaid: 0, others: 0 });
    // An unpaid online order is never one the restaurant acted on.
    const actedUnpaid = await one<{ n: number }>(sql`
      select count(*)::int as "n" from orders o
      where o.payment_mode = 'ONLINE' and o.payment_status = 'PENDING'
        and exists (select 1 from order_events e where e.order_id = o.id and e.actor_role = 'restaurant')`);
    expect(actedUnpaid.n).toBe(0);
  });

  it("dates everything within the 90 India days up to now, with orders on each of the last seven", async () => {
    const span = await one<{ first: string; last: string }>(sql`
      select min(created_at)::text as "first", greatest(
        (select max(updated_at) from orders), (select max(created_at) from order_events),
        (select max(created_at) from ledger_entries), (select max(issued_at) from invoices),
        (select max(created_at) from refunds), (select max(created_at) from payments))::text as "last"
      from orders`);
    expect(new Date(span.first).getTime()).toBeGreaterThanOrEqual(window.start.getTime());
    expect(new Date(span.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    const perDay = await all<{ day: string; n: number }>(sql`
      select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as "day", count(*)::int as "n"
      from orders where created_at >= ${week.start.toISOString()}::timestamptz group by 1 order by 1`);
    expect(perDay.map((row) => row.day)).toEqual(daysOf(week.from, week.to));
    // A timeline runs forward: every event at or after the order was placed, none after its last change.
    const backwards = await one<{ n: number }>(sql`
      select count(*)::int as "n" from order_events e join orders o on o.id = e.order_id
      where e.created_at < o.created_at or e.created_at > o.updated_at`);
    expect(backwards.n).toBe(0);
  });

  it("follows a kitchen's day: more orders at 13:00 and 20:00 IST than at 04:00, more on weekends", async () => {
    const hours = await all<{ hour: number; n: number }>(sql`
      select extract(hour from created_at at time zone 'Asia/Kolkata')::int as "hour", count(*)::int as "n"
      from orders group by 1`);
    const at = (hour: number) => hours.find((row) => row.hour === hour)?.n ?? 0;
    expect(at(13)).toBeGreaterThan(5 * at(4));
    expect(at(20)).toBeGreaterThan(5 * at(4));
    expect(at(13)).toBeGreaterThan(at(17));
    expect(at(20)).toBeGreaterThan(at(17));
    // At four in the morning only the round-the-clock kitchens cook.
    const night = await all<{ name: string }>(sql`
      select distinct r.name from orders o join restaurants r on r.id = o.restaurant_id
      where extract(hour from o.created_at at time zone 'Asia/Kolkata') between 3 and 5 order by 1`);
    for (const { name } of night) expect(["Midnight Bites 24x7", "Punjab Da Dhaba"]).toContain(name);
    const days = await all<{ weekend: boolean; n: number; days: number }>(sql`
      select extract(isodow from created_at at time zone 'Asia/Kolkata') >= 6 as "weekend", count(*)::int as "n",
        count(distinct (created_at at time zone 'Asia/Kolkata')::date)::int as "days"
      from orders group by 1`);
    const perDay = (weekend: boolean) => {
      const row = days.find((d) => d.weekend === weekend);
      return (row?.n ?? 0) / (row?.days ?? 1);
    };
    expect(perDay(true)).toBeGreaterThan(perDay(false) * 1.15);
  });

  it("prices every order from its restaurant's menu at 5 % GST, the total the sum of its parts", async () => {
    const wrong = await one<{ prices: number; gst: number; lines: number }>(sql`
      select
        count(*) filter (where exists (
          select 1 from jsonb_array_elements(o.items) item
          left join products p on p.id = (item->>'productId')::uuid and p.restaurant_id = o.restaurant_id
          where p.id is null or (item->>'pricePaise')::int <> p.price_paise
            or (item->>'totalPaise')::int <> (item->>'unitPaise')::int * (item->>'quantity')::int))::int as "prices",
        count(*) filter (where o.gst_percent <> 5)::int as "gst",
        count(*) filter (where o.subtotal_paise <> (
          select sum((item->>'totalPaise')::int) from jsonb_array_elements(o.items) item))::int as "lines"
      from orders o`);
    expect(wrong).toEqual({ prices: 0, gst: 0, lines: 0 });
  });
});

describe("order and invoice numbers", () => {
  it("numbers the orders in the order they were placed, ZK100001 on", async () => {
    const numbered = await all<{ number: string; at: string }>(sql`
      select order_number as "number", created_at::text as "at" from orders
      order by substring(order_number from 3)::int`);
    expect(numbered.map((row) => row.number)).toEqual(numbered.map((_, i) => `ZK${100_001 + i}`));
    const times = numbered.map((row) => new Date(row.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("invoices every delivered order on delivery, in one unbroken series per financial year", async () => {
    const years = await all<{
      year: string;
      n: number;
      first: number;
      last: number;
      distinct: number;
      series: number;
    }>(sql`
      select i.financial_year as "year", count(*)::int as "n", min(i.sequence) as "first", max(i.sequence) as "last",
        count(distinct i.sequence)::int as "distinct",
        (select s.last_sequence from invoice_series s where s.financial_year = i.financial_year) as "series"
      from invoices i group by 1 order by 1`);
    // 21 February – 31 March 2026 and 1 April – 20 May 2026.
    expect(years.map((row) => row.year)).toEqual(["2526", "2627"]);
    for (const year of years) {
      expect(year).toMatchObject({ first: 1, last: year.n, distinct: year.n, series: year.n });
    }
    expect(years.reduce((sum, year) => sum + year.n, 0)).toBe(report.invoices);
    const invoiced = await one<{ delivered: number; others: number; misdated: number; misnumbered: number }>(sql`
      select count(*) filter (where o.status = 'DELIVERED')::int as "delivered",
        count(*) filter (where o.status <> 'DELIVERED')::int as "others",
        count(*) filter (where i.issued_at <> o.delivered_at)::int as "misdated",
        count(*) filter (where i.number <> 'ZK' || i.financial_year || '-' || lpad(i.sequence::text, 7, '0'))::int
          as "misnumbered"
      from invoices i join orders o on o.id = i.order_id`);
    const delivered = await one<{ n: number }>(sql`select count(*)::int as "n" from orders where status = 'DELIVERED'`);
    expect(invoiced).toEqual({ delivered: delivered.n, others: 0, misdated: 0, misnumbered: 0 });
    // Issued in time order: within a year, a later delivery never has a smaller number.
    const outOfOrder = await one<{ n: number }>(sql`
      select count(*)::int as "n" from invoices a join invoices b
        on a.financial_year = b.financial_year and b.sequence = a.sequence + 1
      where b.issued_at < a.issued_at`);
    expect(outOfOrder.n).toBe(0);
  });

  it("serves a history invoice as issued, and a new delivered order gets the year's next number", async () => {
    const owner = await one<{ id: string; restaurant: string }>(sql`
      select u.id, r.id as "restaurant" from users u join restaurants r on r.owner_id = u.id
      where u.email = ${DEMO.restaurant.email}`);
    const [latest] = await all<{ id: string; number: string }>(sql`
      select o.id, i.number from orders o join invoices i on i.order_id = o.id
      where o.restaurant_id = ${owner.restaurant} order by i.issued_at desc limit 1`);
    if (!latest) throw new Error("the demo restaurant has no invoice");
    const token = await signToken(t, { id: owner.id, role: "restaurant" });
    const res = await t.app.inject({ method: "GET", url: `/api/order/${latest.id}/invoice`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(String(res.headers["content-disposition"])).toContain(`${latest.number}.pdf`);

    const year = financialYearOf(NOW).label;
    const { last } = await one<{ last: number }>(
      sql`select last_sequence as "last" from invoice_series where financial_year = ${year}`,
    );
    const customer = await one<{ id: string }>(sql`select id from users where phone = ${DEMO.customer.phone}`);
    const fresh = await insertOrder(t, {
      userId: customer.id,
      restaurantId: owner.restaurant,
      status: "DELIVERED",
      orderNumber: "ZK-HISTORY-NEXT",
      createdAt: NOW,
    });
    const clock = manualClock(new Date(NOW.getTime() + 60_000));
    const invoice = await issueInvoice({ db, clock, platform: DEFAULT_PLATFORM }, fresh.id);
    expect(invoice.number).toBe(invoiceNumber(year, last + 1));
  });

  it("leaves the order number sequence after the history, for the next order placed", async () => {
    const { count } = await one<{ count: number }>(
      sql`select count(*)::int as "count" from orders where order_number ~ '^ZK[0-9]+$'`,
    );
    const next = await one<{ n: string }>(sql`select nextval('order_number_seq')::text as "n"`);
    expect(Number(next.n)).toBe(100_001 + count);
  });

  it("keeps the sandbox's books, so an admin can still refund a delivered online order of the history", async () => {
    const order = await one<{ id: string }>(sql`
      select id from orders where status = 'DELIVERED' and payment_mode = 'ONLINE' and payment_status = 'PAID'
      order by order_number desc limit 1`);
    const admin = await one<{ id: string }>(sql`select id from users where email = ${DEMO.admin.email}`);
    const token = await signToken(t, { id: admin.id, role: "admin" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/order/${order.id}/refund`,
      headers: auth(token),
      payload: { amount: 10, reason: "A side dish was missing" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.refund).toMatchObject({ amount: 10, status: "PROCESSED" });
  });
});

describe("seeding it", () => {
  it("is deterministic: a second first start with the same clock writes the same orders, money and invoices", async () => {
    const again = await seeded();
    try {
      const [second] = await rows<{ orders: number; sum: string }>(again.database.db, CHECKSUM);
      expect(again.history).toMatchObject({ orders: report.orders, invoices: report.invoices });
      expect(seededChecksum?.orders).toBe(report.orders);
      expect(second).toEqual(seededChecksum);
    } finally {
      await again.database.dispose();
    }
  }, 180_000);

  it("is left out of the API tests' template: seedDemo alone has no orders", async () => {
    const template = await freshDatabase({ seeded: true });
    try {
      const [row] = await rows<{ n: number }>(template.db, sql`select count(*)::int as "n" from orders`);
      expect(row?.n).toBe(0);
    } finally {
      await template.dispose();
    }
  });
});
