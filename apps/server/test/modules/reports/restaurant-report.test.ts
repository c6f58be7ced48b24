/**
 * GET /restaurant/report: the orders of restaurant-world.ts (placed and moved through the API over three India days,
 * plus a few inserted at the edges of days) listed by India day with their commission, GST and net, checked against
 * values worked by hand; the settlement statement from the ledger entries those orders and a payout wrote; owners see
 * only their own restaurant; the CSV equals the JSON.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema/users";
import { DEMO } from "../../../src/db/seed/seed";
import { expireUnpaidOrders } from "../../../src/modules/orders/expiry";
import type { TestContext } from "../../helpers/app";
import { parseCsv } from "../../helpers/csv";
import type { Shop } from "../../helpers/orders";
import { orderRow } from "../orders/lifecycle-fixtures";
import {
  buildRestaurantWorld,
  DAYS,
  HAND,
  type Key,
  OWED_BEFORE_13TH,
  type RestaurantWorld,
  rupees,
  STATEMENT,
  statement,
} from "./restaurant-world";

let t: TestContext;
let shop: Shop;
let otherOwner: RestaurantWorld["otherOwner"];
let created: RestaurantWorld["created"];
let tokenOf: RestaurantWorld["tokenOf"];
let moveClockTo: RestaurantWorld["moveClockTo"];
let deliver: RestaurantWorld["deliver"];
let getJson: RestaurantWorld["getJson"];
let report: RestaurantWorld["report"];

beforeAll(async () => {
  ({ t, shop, otherOwner, created, tokenOf, moveClockTo, deliver, getJson, report } = await buildRestaurantWorld());
}, 120_000);
afterAll(() => t.close());

describe("GET /api/restaurant/report", () => {
  it("lists the range's orders newest first with commission, GST and net for delivered ones", async () => {
    const res = await report("from=2026-01-13&to=2026-01-15");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.from).toBe("2026-01-13");
    expect(body.to).toBe("2026-01-15");

    const inRange = (Object.keys(HAND) as Key[]).filter((key) => DAYS[key] >= "2026-01-13");
    const rows = await Promise.all(inRange.map((key) => orderRow(t, created[key]).then((row) => ({ key, row }))));
    rows.sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime());
    expect(body.orders).toEqual(
      rows.map(({ key, row }) => {
        const hand = HAND[key] as { gross: number; commission?: number; gst?: number; net?: number };
        return {
          orderId: row.id,
          orderNumber: row.orderNumber,
          placedAt: row.createdAt.toISOString(),
          items: row.itemCount,
          status: row.status,
          paymentMode: "COD",
          gross: rupees(hand.gross),
          commission: rupees(hand.commission ?? 0),
          commissionGst: rupees(hand.gst ?? 0),
          net: rupees(hand.net ?? 0),
        };
      }),
    );
    expect(body.orders).toHaveLength(11); // 12 orders of the demo shop, less the 8th; the unpaid one never shows
    // Delivered: o1, o3, lateNight, afterMidnight, o4. Commission 50 + 36.25 + 50 + 37.50 + 32.50 = ₹206.25;
    // GST 9 + 6.53 + 9 + 6.75 + 5.85 = ₹37.13; net 1,709.97 − 206.25 − 37.13 = ₹1,466.59
    expect(body.totals).toEqual({
      orders: 11,
      delivered: 5,
      gross: 1709.97,
      commission: 206.25,
      commissionGst: 37.13,
      net: 1466.59,
    });
    // ₹2,509.97 gross, ₹206.25 commission, ₹37.13 GST, ₹2,266.59 net, ₹500 paid out, ₹1,979.71 owed: ₹1,179.71
    // outstanding and ₹800 pending
    expect(body.settlement).toEqual(statement(STATEMENT.all));
  });

  it("states each day's settlement from the ledger: sales, commission and payouts on the day they happened", async () => {
    const days = [
      ["2026-01-13", STATEMENT.d13],
      ["2026-01-14", STATEMENT.d14],
      ["2026-01-15", STATEMENT.d15],
    ] as const;
    let owed = OWED_BEFORE_13TH;
    for (const [day, expected] of days) {
      const body = (await report(`from=${day}&to=${day}`)).json();
      expect({ day, settlement: body.settlement }).toEqual({ day, settlement: statement(expected) });
      // What is owed at the end of a day (outstanding and pending) is what was owed the day before, plus the day's
      // net, less its payouts.
      owed += expected.net - expected.paidOut;
      expect(Math.round(body.settlement.outstanding * 100) + Math.round(body.settlement.pending * 100)).toBe(owed);
    }
    const twoDays = (await report("from=2026-01-13&to=2026-01-14")).json();
    // 41 998 + 91 000 = 132 998; 5 000 + 3 625 = 8 625; 900 + 653 = 1 553; 36 098 + 86 722 = 122 820; owed at the
    // end of the 14th as above: 34 132 outstanding, 60 000 pending
    expect(twoDays.settlement).toEqual({
      gross: 1329.98,
      commission: 86.25,
      commissionGst: 15.53,
      refunds: 0,
      cancellationFees: 0,
      netPayable: 1228.2,
      paidOut: 500,
      outstanding: 341.32,
      pending: 600,
    });
  });

  it("selects by India day: the order at 00:10 IST is on the 15th, the one at 23:50 on the 14th", async () => {
    const fourteenth = (await report("from=2026-01-14&to=2026-01-14")).json();
    expect(fourteenth.orders.map((o: { orderId: string }) => o.orderId).sort()).toEqual(
      [created.o3, created.o9, created.lateNight].sort(),
    );
    const fifteenth = (await report("from=2026-01-15&to=2026-01-15")).json();
    expect(fifteenth.orders.map((o: { orderId: string }) => o.orderId)).toContain(created.afterMidnight);
    expect(fifteenth.totals.orders).toBe(6);
    const empty = (await report("from=2026-01-09&to=2026-01-12")).json();
    expect(empty).toEqual({
      from: "2026-01-09",
      to: "2026-01-12",
      orders: [],
      totals: { orders: 0, delivered: 0, gross: 0, commission: 0, commissionGst: 0, net: 0 },
      // Nothing moved from the 9th to the 12th; the 8th's order was owed all along
      settlement: { ...statement(STATEMENT.none), outstanding: OWED_BEFORE_13TH / 100 },
      pagination: { page: 1, limit: 50, total: 0, totalPages: 0 },
    });
    // After the 15th nothing moved either, but the restaurant is still owed what it was at the end of the 15th
    const later = (await report("from=2026-01-16&to=2026-01-20")).json();
    expect(later.settlement).toEqual({ ...statement(STATEMENT.none), outstanding: 1179.71, pending: 800 });
  });

  it("pages the orders newest first, with the whole range's totals on every page", async () => {
    // The 13th to the 15th: 11 orders the restaurant sees (the unpaid online one is not among them)
    const all = (await report("from=2026-01-13&to=2026-01-15")).json();
    expect(all.pagination).toEqual({ page: 1, limit: 50, total: 11, totalPages: 1 });
    expect(all.orders).toHaveLength(11);
    const ids = all.orders.map((o: { orderId: string }) => o.orderId);
    // 4 a page: 4, 4 and 3, in the same order as the whole list
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push((await report(`from=2026-01-13&to=2026-01-15&limit=4&page=${page}`)).json());
    expect(pages.map((p) => p.pagination)).toEqual([
      { page: 1, limit: 4, total: 11, totalPages: 3 },
      { page: 2, limit: 4, total: 11, totalPages: 3 },
      { page: 3, limit: 4, total: 11, totalPages: 3 },
    ]);
    expect(pages.flatMap((p) => p.orders.map((o: { orderId: string }) => o.orderId))).toEqual(ids);
    for (const page of pages) {
      expect(page.totals).toEqual(all.totals);
      expect(page.settlement).toEqual(all.settlement);
    }
    // Past the last page: no orders, the same totals
    const past = (await report("from=2026-01-13&to=2026-01-15&limit=4&page=4")).json();
    expect(past.orders).toEqual([]);
    expect(past.totals.orders).toBe(11);
    // The CSV has every order whatever the page asked: a header, 11 orders, totals and the statement's two lines
    const csv = await report("from=2026-01-13&to=2026-01-15&limit=4&page=2&format=csv");
    expect(parseCsv(csv.body)).toHaveLength(1 + 11 + 1 + 2);
  });

  it("shows another owner only their own orders", async () => {
    const body = (
      await report("from=2026-01-01&to=2026-01-31", await tokenOf("restaurant", otherOwner.ownerId))
    ).json();
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0].gross).toBe(999);
    expect(body.totals).toEqual({
      orders: 1,
      delivered: 1,
      gross: 999,
      commission: 149.85,
      commissionGst: 26.97,
      net: 822.18,
    });
    // Its one order, delivered: 99 900 sold, 15 % = 14 985 commission, 18 % of it = 2 697 GST, 82 218 owed; the demo
    // restaurant's never count for it
    expect(body.settlement).toEqual({
      gross: 999,
      commission: 149.85,
      commissionGst: 26.97,
      refunds: 0,
      cancellationFees: 0,
      netPayable: 822.18,
      paidOut: 0,
      outstanding: 822.18,
      pending: 0,
    });
  });

  it("answers format=csv with the same rows, totals and settlement statement as the JSON, as a download", async () => {
    const query = "from=2026-01-08&to=2026-01-15";
    const json = (await report(query)).json();
    const res = await report(`${query}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="zaika-report-2026-01-08-to-2026-01-15.csv"');
    const lines = parseCsv(res.body);
    expect(lines[0]).toEqual([
      "Order ID",
      "Order number",
      "Placed at (IST)",
      "Items",
      "Status",
      "Payment mode",
      "Gross",
      "Commission",
      "GST on commission",
      "Net",
    ]);
    const money = (value: number) => value.toFixed(2);
    const india = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(lines.slice(1, -3)).toEqual(
      json.orders.map((order: Record<string, string | number>) => [
        order.orderId,
        order.orderNumber,
        india.format(new Date(String(order.placedAt))),
        String(order.items),
        order.status,
        order.paymentMode,
        money(Number(order.gross)),
        money(Number(order.commission)),
        money(Number(order.commissionGst)),
        money(Number(order.net)),
      ]),
    );
    expect(lines.at(-3)).toEqual([
      "Totals",
      `${json.totals.orders} orders`,
      "",
      "",
      `${json.totals.delivered} delivered`,
      "",
      money(json.totals.gross),
      money(json.totals.commission),
      money(json.totals.commissionGst),
      money(json.totals.net),
    ]);
    expect(lines.slice(-2)).toEqual([
      [
        "Settlement statement",
        "Gross",
        "Commission",
        "GST on commission",
        "Refunds",
        "Cancellation fees kept",
        "Net payable",
        "Paid out",
        "Outstanding at end of period",
        "Pending at end of period",
      ],
      [
        "2026-01-08 to 2026-01-15",
        money(json.settlement.gross),
        money(json.settlement.commission),
        money(json.settlement.commissionGst),
        money(json.settlement.refunds),
        money(json.settlement.cancellationFees),
        money(json.settlement.netPayable),
        money(json.settlement.paidOut),
        money(json.settlement.outstanding),
        money(json.settlement.pending),
      ],
    ]);
    // The 13th to the 15th plus the 8th's order: 250 997 + 25 000 = 275 997 gross; 20 625 + 3 125 = 23 750
    // commission; 3 713 + 563 = 4 276 GST; 226 659 + 21 312 = 247 971 net; owed at the end as on the 15th
    expect(lines.at(-1)?.slice(1)).toEqual([
      "2759.97",
      "237.50",
      "42.76",
      "0.00",
      "0.00",
      "2479.71",
      "500.00",
      "1179.71",
      "800.00",
    ]);
    expect(lines).toHaveLength(json.orders.length + 4);
    // The 8th's order at 23:00 IST, as the restaurant's clock showed it
    expect(lines.at(-4)?.[2]).toBe("2026-01-08 23:00");
  });

  it("declares the CSV beside the JSON in the OpenAPI document", () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const content = document.paths["/api/restaurant/report"]?.get.responses["200"]?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(["application/json", "text/csv"]);
  });

  // Last in the file: it moves the clock to the 16th, expires the unpaid online order and delivers o5.
  it("keeps an order under way at a period's end pending in that period's statement, once it is delivered later", async () => {
    moveClockTo("2026-01-16T06:30:00Z");
    // Its payment window closed on the 15th; the sweep cancels it now, on the 16th (done here, not left to the timer).
    expect(await expireUnpaidOrders({ db: t.database.db, clock: t.clock })).toBe(1);
    await deliver(created.o5);
    // o5, ready since the 15th, delivered at noon on the 16th, and the unpaid order were both still under way at the
    // end of the 15th: that day's statement is as it was.
    expect((await report("from=2026-01-15&to=2026-01-15")).json().settlement).toEqual(statement(STATEMENT.d15));
    // The 16th: the unpaid order's sale undone (+20 000 on the payable: gross −20 000); o5's commission 12.5 % of ₹180 =
    // ₹22.50 and GST 18 % of it ₹4.05; net −20 000 − 2 250 − 405 = −22 655. Owed 197 971 − 22 655 = 175 316: pending
    // o9 and o8, 2 × 20 000 = 40 000; outstanding 117 971 + o5's 20 000 − 2 655 = 135 316 (the undone sale moves
    // nothing into it).
    const sixteenth = (await report("from=2026-01-16&to=2026-01-16")).json();
    expect(sixteenth.settlement).toEqual({
      gross: -200,
      commission: 22.5,
      commissionGst: 4.05,
      refunds: 0,
      cancellationFees: 0,
      netPayable: -226.55,
      paidOut: 0,
      outstanding: 1353.16,
      pending: 400,
    });
    // The admin's list says the same of today
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
    const list = await getJson("/api/admin/settlements?all=true&limit=100", await tokenOf("admin", admin?.id ?? ""));
    const row = list.json().data.find((r: { restaurantId: string }) => r.restaurantId === shop.restaurantId);
    expect(row).toMatchObject({ outstanding: 1353.16, pending: 400, paidOut: 500 });
  });
});
