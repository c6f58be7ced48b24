/**
 * Invoice numbers: one unbroken series per Indian financial year, allocated on the first download. Parallel first
 * downloads (real concurrency on PostgreSQL with DATABASE_URL) never share, skip or double a number, and the year and
 * the printed date are those of the issue time in India.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { auth, signToken } from "../../helpers/orders";
import { insertOrder, NOON_IST, type World, world } from "../orders/lifecycle-fixtures";
import { pdfText } from "./pdf-text";

let t: TestContext;
let w: World;

beforeAll(async () => {
  // 12:00 IST on 15 January 2026: financial year 2025-26
  t = await createTestApp({ now: NOON_IST });
  w = await world(t);
});
afterAll(() => t.close());

/** A delivered cash order (placement and delivery have their own tests). */
const deliveredOrder = async () =>
  (await insertOrder(t, { userId: w.ids.customer, restaurantId: w.ids.restaurant, status: "DELIVERED" })).id;

async function download(orderId: string) {
  const admin = await signToken(t, { id: w.ids.admin, role: "admin" });
  return t.app.inject({ method: "GET", url: `/api/order/${orderId}/invoice`, headers: auth(admin) });
}

function numberOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string {
  if (res.statusCode !== 200) throw new Error(`download failed: ${res.statusCode} ${res.body}`);
  const match = /filename="(.+)\.pdf"/.exec(String(res.headers["content-disposition"]));
  if (!match?.[1]) throw new Error("no file name");
  return match[1];
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** ZK2526-0000001 … ZK2526-00000NN. */
const run = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `ZK2526-${String(from + i).padStart(7, "0")}`);

describe("numbers under parallel first downloads", () => {
  it("20 different orders downloaded at once get 20 different numbers, 1 to 20 without a gap", async () => {
    const orderIds = await Promise.all(Array.from({ length: 20 }, deliveredOrder));
    const answers = await Promise.all(orderIds.map(download));
    const numbers = answers.map(numberOf);
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(run(1, 20));
    const stored = await rows<{ order_id: string; number: string }>(sql`select order_id, number from invoices`);
    expect(stored).toHaveLength(20);
    // Each download was named after the number stored for its own order
    const byOrder = new Map(stored.map((row) => [row.order_id, row.number]));
    expect(orderIds.map((id) => byOrder.get(id))).toEqual(numbers);
    expect(await rows(sql`select financial_year, last_sequence from invoice_series`)).toEqual([
      { financial_year: "2526", last_sequence: 20 },
    ]);
  });

  it("20 downloads of one order at once all get its one number, the next in the series", async () => {
    const orderId = await deliveredOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => download(orderId)));
    expect(new Set(answers.map(numberOf))).toEqual(new Set(["ZK2526-0000021"]));
    // One invoice, one step of the series, and the same document for everyone
    expect(await rows(sql`select count(*)::int as n from invoices where order_id = ${orderId}`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select last_sequence from invoice_series`)).toEqual([{ last_sequence: 21 }]);
    const first = answers[0]?.rawPayload;
    expect(answers.every((answer) => first && answer.rawPayload.equals(first))).toBe(true);
  });
});

describe("the financial year of the issue time, in India", () => {
  const moveClockTo = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

  it("23:50 IST on 31 March is still 2025-26; 00:10 IST on 1 April (still 31 March in UTC) starts 2026-27 at 1", async () => {
    const march = await deliveredOrder();
    const april = await deliveredOrder();

    moveClockTo("2026-03-31T18:20:00Z"); // 23:50 IST, 31 March
    const last = await download(march);
    expect(numberOf(last)).toBe("ZK2526-0000022");
    expect((await pdfText(last.rawPayload)).text).toContain("Invoice date: 31 Mar 2026");

    moveClockTo("2026-03-31T18:40:00Z"); // 00:10 IST, 1 April
    const first = await download(april);
    expect(numberOf(first)).toBe("ZK2627-0000001");
    expect((await pdfText(first.rawPayload)).text).toContain("Invoice date: 01 Apr 2026");

    expect(await rows(sql`select financial_year, last_sequence from invoice_series order by financial_year`)).toEqual([
      { financial_year: "2526", last_sequence: 22 },
      { financial_year: "2627", last_sequence: 1 },
    ]);
  });

  it("an invoice keeps the date and number it was issued with when downloaded in a later year", async () => {
    const [row] = await rows<{ order_id: string }>(sql`select order_id from invoices where number = 'ZK2526-0000022'`);
    if (!row) throw new Error("invoice missing");
    moveClockTo("2026-05-02T06:30:00Z");
    const again = await download(row.order_id);
    expect(numberOf(again)).toBe("ZK2526-0000022");
    expect((await pdfText(again.rawPayload)).text).toContain("Invoice date: 31 Mar 2026");
  });
});
