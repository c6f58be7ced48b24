/**
 * The pure parts of the invoice module: which orders have an invoice, how amounts, rates and dates are printed, and
 * the GST state codes of places of supply. Expected values worked by hand.
 */
import type { OrderStatus, PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import { describe, expect, it } from "vitest";
import { gstState } from "../../../src/modules/invoices/gst-states";
import { formatInvoiceDate, formatPercent, formatRupees } from "../../../src/modules/invoices/pdf";
import { INVOICE_MESSAGES, whyNoInvoice } from "../../../src/modules/invoices/service";

describe("which orders have an invoice", () => {
  const cases: Array<[OrderStatus, PaymentMode, PaymentStatus, string | null]> = [
    // Online: from payment on, at every stage of the kitchen and the road
    ["PENDING", "ONLINE", "PENDING", INVOICE_MESSAGES.unpaid],
    ["PENDING", "ONLINE", "FAILED", INVOICE_MESSAGES.unpaid],
    ["PENDING", "ONLINE", "PAID", null],
    ["PREPARING", "ONLINE", "PAID", null],
    ["DELIVERED", "ONLINE", "PAID", null],
    // Refunded after delivery: the sale stands (a refund is a credit note, not a withdrawn invoice)
    ["DELIVERED", "ONLINE", "REFUNDED", null],
    // Cash: only once the rider has collected it at the door
    ["PENDING", "COD", "PENDING", INVOICE_MESSAGES.undelivered],
    ["OUT_FOR_DELIVERY", "COD", "PENDING", INVOICE_MESSAGES.undelivered],
    ["DELIVERED", "COD", "PENDING", null],
    ["DELIVERED", "COD", "PAID", null],
    // Cancelled or rejected: never, with the refund pointed to when money was taken
    ["CANCELLED", "ONLINE", "REFUNDED", INVOICE_MESSAGES.cancelled],
    ["CANCELLED", "ONLINE", "PAID", INVOICE_MESSAGES.cancelled],
    ["REJECTED", "ONLINE", "REFUNDED", INVOICE_MESSAGES.rejected],
    ["CANCELLED", "ONLINE", "PENDING", INVOICE_MESSAGES.cancelledUnpaid],
    ["CANCELLED", "COD", "PENDING", INVOICE_MESSAGES.cancelledUnpaid],
    ["REJECTED", "COD", "PENDING", INVOICE_MESSAGES.rejectedUnpaid],
  ];
  it.each(cases)("%s %s order, payment %s: %s", (status, paymentMode, paymentStatus, expected) => {
    expect(whyNoInvoice({ status, paymentMode, paymentStatus })).toBe(expected);
  });

  it("words the refusals as the customer reads them", () => {
    expect(INVOICE_MESSAGES.unpaid).toBe("No invoice yet: this order has not been paid");
    expect(INVOICE_MESSAGES.undelivered).toBe("No invoice yet: cash on delivery orders are invoiced once delivered");
    expect(INVOICE_MESSAGES.cancelled).toBe("This order was cancelled; its refund is shown on the order");
  });
});

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

describe("GST state codes of places of supply", () => {
  const cases: Array<[string, { code: string; name: string } | null]> = [
    ["Madhya Pradesh", { code: "23", name: "Madhya Pradesh" }],
    ["  madhya pradesh ", { code: "23", name: "Madhya Pradesh" }],
    ["Gujarat", { code: "24", name: "Gujarat" }],
    ["Maharashtra", { code: "27", name: "Maharashtra" }],
    ["Karnataka", { code: "29", name: "Karnataka" }],
    ["Jammu & Kashmir", { code: "01", name: "Jammu and Kashmir" }],
    ["NCT of Delhi", { code: "07", name: "Delhi" }],
    ["Orissa", { code: "21", name: "Odisha" }],
    ["Pondicherry", { code: "34", name: "Puducherry" }],
    ["Daman and Diu", { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" }],
    ["Telangana", { code: "36", name: "Telangana" }],
    ["Andhra Pradesh", { code: "37", name: "Andhra Pradesh" }],
    ["Ladakh", { code: "38", name: "Ladakh" }],
    ["Atlantis", null],
  ];
  it.each(cases)("%s → %o", (name, expected) => {
    expect(gstState(name)).toEqual(expected);
  });
});
