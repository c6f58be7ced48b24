import { describe, expect, it } from "vitest";
import {
  addDays,
  csvAmount,
  csvCell,
  daysInRange,
  daysOf,
  dayWindow,
  indiaDateTime,
  indiaDay,
  indiaDayStart,
  isIsoDay,
  lastDays,
  meanMinutes,
  netOfCommission,
  ReportQuerySchema,
  RevenueQuerySchema,
  rateOf,
  reportCsv,
  reportFileName,
} from "./reports";
import { commissionGstPaise, commissionPaise } from "./settlement";

describe("India days (UTC+05:30)", () => {
  it.each([
    // instant (UTC), its India day: India is 5 h 30 min ahead, so 18:30 UTC is the next midnight
    ["2026-01-15T06:30:00Z", "2026-01-15"], // 12:00 IST
    ["2026-01-15T18:29:59Z", "2026-01-15"], // 23:59:59 IST
    ["2026-01-15T18:30:00Z", "2026-01-16"], // 00:00 IST the next day
    ["2026-01-14T18:30:00Z", "2026-01-15"], // 00:00 IST
    ["2025-12-31T20:00:00Z", "2026-01-01"], // 01:30 IST on new year's day
    ["2024-02-28T19:00:00Z", "2024-02-29"], // 00:30 IST on a leap day
  ])("%s falls on %s", (instant, day) => {
    expect(indiaDay(new Date(instant))).toBe(day);
  });

  it("begins each day at 18:30 UTC of the day before", () => {
    expect(indiaDayStart("2026-01-15").toISOString()).toBe("2026-01-14T18:30:00.000Z");
    expect(indiaDayStart("2026-03-01").toISOString()).toBe("2026-02-28T18:30:00.000Z");
  });

  it("writes India date and time to the minute", () => {
    expect(indiaDateTime(new Date("2026-01-15T06:30:45Z"))).toBe("2026-01-15 12:00"); // +5:30
    expect(indiaDateTime(new Date("2026-01-15T18:45:00Z"))).toBe("2026-01-16 00:15");
  });

  it.each([
    ["2026-01-15", true],
    ["2024-02-29", true], // leap year
    ["2026-02-29", false], // 2026 is not one
    ["2026-04-31", false], // April has 30 days
    ["2026-13-01", false],
    ["2026-1-5", false],
    ["15-01-2026", false],
    ["", false],
  ])("isIsoDay(%j) is %s", (day, real) => {
    expect(isIsoDay(day)).toBe(real);
  });

  it("counts and lists the days of a range, both ends included", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01"); // 28 Feb, then 1 Mar
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysInRange("2026-01-15", "2026-01-15")).toBe(1);
    expect(daysInRange("2026-01-01", "2026-12-31")).toBe(365);
    expect(daysInRange("2024-01-01", "2024-12-31")).toBe(366);
    expect(daysInRange("2026-01-16", "2026-01-15")).toBe(0);
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("bounds the last N days by India midnights, today included", () => {
    // 00:10 IST on 16 Jan is still 15 Jan in UTC: the window must follow India.
    const window = lastDays(new Date("2026-01-15T18:40:00Z"), 7);
    expect(window).toEqual({
      from: "2026-01-10",
      to: "2026-01-16",
      start: new Date("2026-01-09T18:30:00Z"),
      end: new Date("2026-01-16T18:30:00Z"),
    });
    expect(lastDays(new Date("2026-01-15T06:30:00Z"), 1)).toEqual(dayWindow("2026-01-15", "2026-01-15"));
  });
});

describe("what a restaurant keeps of a delivered order (values worked by hand)", () => {
  it.each([
    // subtotal, packaging, rate % → gross, commission, GST on it (18 %), net
    // ₹1,000 + ₹20 packaging at 15 %: commission ₹150, GST ₹27, net 1,020 − 150 − 27 = ₹843
    [100_000, 2_000, 15, 102_000, 15_000, 2_700, 84_300],
    // ₹249 at 12 %: ₹29.88, GST 18 % of it = ₹5.3784 → ₹5.38; net 249 − 29.88 − 5.38 = ₹213.74
    [24_900, 0, 12, 24_900, 2_988, 538, 21_374],
    // ₹479.99 + ₹20 at 12.5 %: 59.99875 → ₹60.00; GST ₹10.80; net 499.99 − 60 − 10.80 = ₹429.19
    [47_999, 2_000, 12.5, 49_999, 6_000, 1_080, 42_919],
    // Packaging carries no commission: ₹0 items (never sold, but the rule holds) keep all ₹20
    [0, 2_000, 15, 2_000, 0, 0, 2_000],
    // A 0 % restaurant keeps everything
    [50_000, 1_000, 0, 51_000, 0, 0, 51_000],
  ])("₹%s paise + %s packaging at %s %%", (subtotal, packaging, rate, gross, commission, gst, net) => {
    const commissionTaken = commissionPaise(subtotal, rate);
    const gstTaken = commissionGstPaise(commissionTaken);
    expect({ commission: commissionTaken, gst: gstTaken }).toEqual({ commission, gst });
    const kept = netOfCommission({
      grossPaise: subtotal + packaging,
      commissionPaise: commissionTaken,
      commissionGstPaise: gstTaken,
    });
    expect({ gross: subtotal + packaging, net: kept }).toEqual({ gross, net });
  });
});

describe("what a restaurant keeps of a day's sales (its rollup)", () => {
  it.each([
    // 3 orders worth ₹3,060 with ₹450 commission and ₹81 GST on it keep ₹2,529
    [306_000, 45_000, 8_100, 252_900],
    // commissions rounded per order at delivery: ₹249 + ₹479.99 + ₹20 sold, ₹29.88 + ₹60.00, GST ₹5.38 + ₹10.80
    [74_899, 8_988, 1_618, 64_293],
    // a 0 % restaurant keeps everything; a day with nothing delivered keeps nothing
    [51_000, 0, 0, 51_000],
    [0, 0, 0, 0],
  ])("gross %s − commission %s − GST %s = %s paise", (grossPaise, commissionPaise, commissionGstPaise, net) => {
    expect(netOfCommission({ grossPaise, commissionPaise, commissionGstPaise })).toBe(net);
  });
});

describe("rates and averages", () => {
  it.each([
    [2, 3, 0.6667], // 0.66666… to 4 decimals
    [1, 3, 0.3333],
    [3, 3, 1],
    [0, 5, 0],
    [1, 8, 0.125],
    [0, 0, null], // nothing decided, no rate
  ])("rateOf(%s, %s) = %s", (part, whole, rate) => {
    expect(rateOf(part, whole)).toBe(rate);
  });

  it.each([
    [1_500, 1, 25], // 25 minutes
    [1_500 + 2_100, 2, 30], // 25 and 35 minutes → 30
    [600 + 630, 2, 10.3], // 10 and 10.5 minutes → 10.25 → 10.3 (half up)
    [100, 3, 0.6], // 33.3 s → 0.555… min → 0.6
    [0, 0, null],
  ])("meanMinutes(%s s, %s) = %s", (seconds, count, minutes) => {
    expect(meanMinutes(seconds, count)).toBe(minutes);
  });
});

describe("queries", () => {
  const fieldOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
    result.error?.issues.map((issue) => issue.path.join("."));

  it("days: 1 to 365, 7 by default, else an issue naming days", () => {
    expect(RevenueQuerySchema.parse({})).toEqual({ days: 7 });
    expect(RevenueQuerySchema.parse({ days: "30" })).toEqual({ days: 30 });
    expect(RevenueQuerySchema.parse({ days: "365" })).toEqual({ days: 365 });
    for (const days of ["0", "366", "abc", "7.5", "-1", ""]) {
      expect(fieldOf(RevenueQuerySchema.safeParse({ days })), days).toEqual(["days"]);
    }
  });

  it("a report range: real days, to not before from, at most 366 days", () => {
    expect(ReportQuerySchema.parse({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      format: "json",
      // the first page of 50 orders unless asked otherwise
      page: 1,
      limit: 50,
    });
    expect(ReportQuerySchema.parse({ from: "2026-01-01", to: "2026-01-31", page: "3", limit: "100" })).toMatchObject({
      page: 3,
      limit: 100,
    });
    expect(ReportQuerySchema.parse({ from: "2024-01-01", to: "2024-12-31", format: "csv" }).format).toBe("csv");
    expect(ReportQuerySchema.safeParse({ from: "2026-01-15", to: "2026-01-15" }).success).toBe(true);
    const cases: Array<[Record<string, string>, string]> = [
      [{ to: "2026-01-31" }, "from"],
      [{ from: "2026-01-01" }, "to"],
      [{ from: "2026-02-30", to: "2026-03-31" }, "from"],
      [{ from: "2026-01-01", to: "31-01-2026" }, "to"],
      [{ from: "2026-01-31", to: "2026-01-30" }, "to"], // reversed
      [{ from: "2025-01-01", to: "2026-01-02" }, "to"], // 367 days
      [{ from: "2026-01-01", to: "2026-01-31", format: "pdf" }, "format"],
      [{ from: "2026-01-01", to: "2026-01-31", page: "0" }, "page"],
      [{ from: "2026-01-01", to: "2026-01-31", limit: "101" }, "limit"],
    ];
    for (const [query, field] of cases) {
      expect(fieldOf(ReportQuerySchema.safeParse(query)), JSON.stringify(query)).toEqual([field]);
    }
    const reversed = ReportQuerySchema.safeParse({ from: "2026-01-31", to: "2026-01-30" });
    expect(reversed.error?.issues[0]?.message).toBe("to must be on or after from");
  });
});

describe("the report's CSV", () => {
  it.each([
    ["plain", "plain"],
    [12, "12"],
    ["Dosa, masala", '"Dosa, masala"'],
    ['The "special"', '"The ""special"""'],
    ["two\nlines", '"two\nlines"'],
  ])("csvCell(%j) = %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    [0, "0.00"],
    [5, "5.00"],
    [1234.5, "1234.50"],
    [0.07, "0.07"],
    [10.05, "10.05"],
    [-3.2, "-3.20"],
  ])("csvAmount(%s) = %s", (rupees, text) => {
    expect(csvAmount(rupees)).toBe(text);
  });

  it("writes the header, the rows in India time, the totals line and the settlement statement", () => {
    const csv = reportCsv({
      from: "2026-01-14",
      to: "2026-01-15",
      orders: [
        {
          orderId: "b",
          orderNumber: "ZK-100002",
          placedAt: "2026-01-15T06:30:00.000Z",
          items: 3,
          status: "DELIVERED",
          paymentMode: "COD",
          gross: 1020,
          commission: 150,
          commissionGst: 27,
          net: 843,
        },
        {
          orderId: "a",
          orderNumber: "ZK-100001",
          placedAt: "2026-01-14T18:45:00.000Z",
          items: 1,
          status: "CANCELLED",
          paymentMode: "ONLINE",
          gross: 249.5,
          commission: 0,
          commissionGst: 0,
          net: 0,
        },
      ],
      totals: { orders: 2, delivered: 1, gross: 1020, commission: 150, commissionGst: 27, net: 843 },
      // b sold ₹1,020; a sold ₹249.50 and was undone: gross ₹1,020. a's fee kept: ₹26.20.
      // net payable 1,020 − 150 − 27 − 0 + 26.20 = ₹869.20; ₹100 owed before, ₹500 paid: 100 + 869.20 − 500 = ₹469.20
      // owed at the end, of which ₹249 for an order still under way is pending: ₹220.20 outstanding
      settlement: {
        gross: 1020,
        commission: 150,
        commissionGst: 27,
        refunds: 0,
        cancellationFees: 26.2,
        netPayable: 869.2,
        paidOut: 500,
        outstanding: 220.2,
        pending: 249,
      },
    });
    expect(csv).toBe(
      [
        "Order ID,Order number,Placed at (IST),Items,Status,Payment mode,Gross,Commission,GST on commission,Net",
        "b,ZK-100002,2026-01-15 12:00,3,DELIVERED,COD,1020.00,150.00,27.00,843.00",
        "a,ZK-100001,2026-01-15 00:15,1,CANCELLED,ONLINE,249.50,0.00,0.00,0.00",
        "Totals,2 orders,,,1 delivered,,1020.00,150.00,27.00,843.00",
        "Settlement statement,Gross,Commission,GST on commission,Refunds,Cancellation fees kept,Net payable,Paid out,Outstanding at end of period,Pending at end of period",
        "2026-01-14 to 2026-01-15,1020.00,150.00,27.00,0.00,26.20,869.20,500.00,220.20,249.00",
        "",
      ].join("\r\n"),
    );
    expect(reportFileName("2026-01-14", "2026-01-15")).toBe("zaika-report-2026-01-14-to-2026-01-15.csv");
  });
});
