/**
 * The pure parts of the invoice module: how amounts, rates and dates are printed. Expected values worked by hand.
 * Which orders have an invoice and the GST state codes are the contract's rules, tested there (invoice.test.ts,
 * gst-states.test.ts).
 */
import { describe, expect, it } from "vitest";
import { formatInvoiceDate, formatPercent, formatRupees } from "../../../src/modules/invoices/pdf";

describe("amounts in rupees", () => {
  const cases: Array<[number, string]> = [
    [0, "Rs. 0.00"],
    [5, "Rs. 0.05"], // five paise
    [44_162, "Rs. 441.62"],
    [123_450, "Rs. 1,234.50"], // thousands as everywhere
    [10_000_000, "Rs. 1,00,000.00"], // one lakh: Indian grouping puts the next comma after two digits
    [123_456_789, "Rs. 12,34,567.89"], // 12 lakh 34 thousand 567 rupees 89 paise
    [1_000_000_000, "Rs. 1,00,00,000.00"], // one crore
  ];
  it.each(cases)("%i paise → %s", (paise, printed) => {
    expect(formatRupees(paise)).toBe(printed);
  });
});

describe("rates", () => {
  const cases: Array<[number, string]> = [
    [5, "5%"],
    [2.5, "2.5%"], // half of 5 %, each of CGST and SGST
    [9, "9%"], // half of 18 %
    [6.25, "6.25%"], // half of 12.5 %
    [0, "0%"],
  ];
  it.each(cases)("%d → %s", (percent, printed) => {
    expect(formatPercent(percent)).toBe(printed);
  });
});

describe("invoice dates, by the calendar in India (UTC+05:30)", () => {
  const cases: Array<[string, string]> = [
    ["2026-01-15T06:30:00Z", "15 Jan 2026"], // 12:00 IST
    ["2026-03-31T18:29:59Z", "31 Mar 2026"], // 23:59:59 IST
    ["2026-03-31T18:30:00Z", "01 Apr 2026"], // midnight IST, still 31 March in UTC
    ["2026-12-31T20:00:00Z", "01 Jan 2027"], // 01:30 IST on New Year's Day
  ];
  it.each(cases)("%s → %s", (iso, printed) => {
    expect(formatInvoiceDate(new Date(iso))).toBe(printed);
  });
});
