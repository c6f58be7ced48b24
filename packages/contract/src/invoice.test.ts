import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountInWords,
  DELIVERY_SERVICE_SAC,
  financialYearOf,
  gstSplit,
  INVOICE_MESSAGES,
  invoiceLines,
  invoiceNumber,
  invoiceTotals,
  isInvoiceable,
  PACKAGING_TAX_NOTE,
  RESTAURANT_SERVICE_SAC,
  TIP_NOTE,
  whyNoInvoice,
} from "./invoice";
import { ORDER_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES } from "./order-status";
import { taxPaise } from "./pricing";

describe("financialYearOf (India, 1 April–31 March, by IST)", () => {
  it.each([
    ["2026-03-31T18:29:59Z", 2025, "2526"], // 23:59:59 on 31 March IST: still FY 2025-26
    ["2026-03-31T18:30:00Z", 2026, "2627"], // 00:00 on 1 April IST
    ["2026-04-01T00:00:00Z", 2026, "2627"], // 05:30 on 1 April IST
    ["2026-01-01T00:00:00Z", 2025, "2526"], // January belongs to the year that began the April before
    ["2026-12-31T20:00:00Z", 2026, "2627"], // 01:30 on 1 January 2027 IST, same financial year
    ["2027-03-31T18:29:59.999Z", 2026, "2627"], // the last millisecond of FY 2026-27
    ["2099-06-01T00:00:00Z", 2099, "9900"], // the label wraps the century
    ["2000-04-01T00:00:00Z", 2000, "0001"], // leading zeros kept
  ])("%s falls in FY starting %s (%s)", (iso, startYear, label) => {
    expect(financialYearOf(new Date(iso))).toEqual({ startYear, label });
  });

  it("refuses an invalid date", () => {
    expect(() => financialYearOf(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("invoiceNumber", () => {
  it.each([
    ["2627", 123, "ZK2627-0000123"],
    ["2627", 1, "ZK2627-0000001"],
    ["2526", 9_999_999, "ZK2526-9999999"],
    ["0001", 45_678, "ZK0001-0045678"],
  ])("%s #%s is %s, within GST's 16 characters", (label, sequence, expected) => {
    const number = invoiceNumber(label, sequence);
    expect(number).toBe(expected);
    expect(number.length).toBe(14);
  });

  it.each([
    ["2627", 10_000_000], // past 9,999,999
    ["2627", 0], // the series starts at 1
    ["2627", -1],
    ["2627", 1.5],
    ["26-27", 1], // not a 4-digit label
    ["262", 1],
  ])("refuses label %s with sequence %s", (label, sequence) => {
    expect(() => invoiceNumber(label, sequence)).toThrow(RangeError);
  });
});

describe("gstSplit", () => {
  const mp = "Madhya Pradesh";
  it.each([
    // tax paise, supplier state, place of supply, expected split
    [1_245, mp, mp, { kind: "intra", cgstPaise: 623, sgstPaise: 622 }], // ₹12.45: odd paisa to CGST
    [1_000, mp, " madhya PRADESH ", { kind: "intra", cgstPaise: 500, sgstPaise: 500 }], // trimmed, any case
    [1, mp, mp, { kind: "intra", cgstPaise: 1, sgstPaise: 0 }],
    [0, mp, mp, { kind: "intra", cgstPaise: 0, sgstPaise: 0 }],
    [1_245, mp, "Maharashtra", { kind: "inter", igstPaise: 1_245 }],
  ])("%s paise from %s to %s", (tax, supplierState, placeOfSupplyState, expected) => {
    expect(gstSplit(tax, { supplierState, placeOfSupplyState })).toEqual(expected);
  });

  it("always adds the halves back to the tax, never more than a paisa apart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (tax) => {
        const split = gstSplit(tax, { supplierState: "Goa", placeOfSupplyState: "GOA" });
        if (split.kind !== "intra") throw new Error("Goa to Goa must be intra-state");
        expect(split.cgstPaise + split.sgstPaise).toBe(tax);
        expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("refuses a negative or fractional tax", () => {
    expect(() => gstSplit(-1, { supplierState: "Goa", placeOfSupplyState: "Goa" })).toThrow(RangeError);
    expect(() => gstSplit(0.5, { supplierState: "Goa", placeOfSupplyState: "Goa" })).toThrow(RangeError);
  });
});

describe("amountInWords (Indian numbering)", () => {
  it.each([
    [30_145, "Rupees Three Hundred One and Forty-Five Paise Only"], // ₹301.45
    [12_345_678_900, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only"],
    [100, "Rupees One Only"],
    [5, "Rupees Zero and Five Paise Only"],
    [0, "Rupees Zero Only"],
    [99, "Rupees Zero and Ninety-Nine Paise Only"],
    [10_000_000, "Rupees One Lakh Only"], // ₹1,00,000
    [1_000_000_000, "Rupees One Crore Only"], // ₹1,00,00,000
    [2_100, "Rupees Twenty-One Only"],
    [1_900, "Rupees Nineteen Only"],
    [7_000, "Rupees Seventy Only"],
    [11_000, "Rupees One Hundred Ten Only"],
    [5_000_050, "Rupees Fifty Thousand and Fifty Paise Only"], // ₹50,000.50
    [10_101_000, "Rupees One Lakh One Thousand Ten Only"], // ₹1,01,010
    [99_999_999_900, "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [100_000_000_000, "Rupees One Hundred Crore Only"], // ₹100,00,00,000: crores keep counting
    [
      1_234_567_890_100, // ₹1234,56,78,901
      "Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only",
    ],
    [100_000_000_000_000, "Rupees One Lakh Crore Only"], // ₹10^12
  ])("%s paise → %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("refuses a negative or fractional amount", () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});

describe("invoiceLines", () => {
  it("charges GST on the food after a coupon's discount and lists the rider's tip without tax (issue 14)", () => {
    // ₹240 food less ZAIKA50 ₹100 = ₹140; 5 % GST ₹7; ₹20 packaging; ₹40 delivery; ₹20 tip: ₹227
    const lines = invoiceLines({
      subtotalPaise: 24_000,
      discountPaise: 10_000,
      couponCode: "ZAIKA50",
      packagingPaise: 2_000,
      taxPaise: 700,
      deliveryFeePaise: 4_000,
      tipPaise: 2_000,
      gstPercent: 5,
    });
    expect(lines[0]).toEqual({
      description: "Food and beverages",
      sac: "996331",
      taxableValuePaise: 14_000,
      gstPercent: 5,
      taxPaise: 700,
      totalPaise: 14_700,
      note: "Item total ₹240 less coupon ZAIKA50 ₹100",
    });
    expect(lines.at(-1)).toEqual({
      description: "Tip for the rider",
      sac: "",
      taxableValuePaise: 0,
      gstPercent: null,
      taxPaise: 0,
      totalPaise: 2_000,
      note: TIP_NOTE,
    });
    expect(invoiceTotals(lines)).toEqual({ taxableValuePaise: 20_000, taxPaise: 700, grandTotalPaise: 22_700 });
    expect(() =>
      invoiceLines({
        subtotalPaise: 100,
        discountPaise: 101,
        packagingPaise: 0,
        taxPaise: 0,
        deliveryFeePaise: 0,
        gstPercent: 5,
      }),
    ).toThrow(RangeError);
  });

  it("lists the ₹301.45 order: food with its GST, packaging and delivery without tax of their own", () => {
    // ₹249 food, 5 % GST ₹12.45, ₹10 packaging, ₹30 delivery
    const lines = invoiceLines({
      subtotalPaise: 24_900,
      packagingPaise: 1_000,
      taxPaise: 1_245,
      deliveryFeePaise: 3_000,
      gstPercent: 5,
    });
    expect(lines).toEqual([
      {
        description: "Food and beverages",
        sac: "996331",
        taxableValuePaise: 24_900,
        gstPercent: 5,
        taxPaise: 1_245,
        totalPaise: 26_145, // ₹249 + ₹12.45
      },
      {
        description: "Packaging",
        sac: "996331",
        taxableValuePaise: 1_000,
        gstPercent: null,
        taxPaise: 0,
        totalPaise: 1_000,
        note: PACKAGING_TAX_NOTE,
      },
      expect.objectContaining({
        description: "Delivery charge",
        sac: "996813",
        taxableValuePaise: 3_000,
        gstPercent: null,
        taxPaise: 0,
        totalPaise: 3_000,
      }),
    ]);
    // ₹249 + ₹10 + ₹30 taxable; tax ₹12.45 as billed; grand total ₹301.45
    expect(invoiceTotals(lines)).toEqual({ taxableValuePaise: 28_900, taxPaise: 1_245, grandTotalPaise: 30_145 });
    expect(RESTAURANT_SERVICE_SAC).toBe("996331");
    expect(DELIVERY_SERVICE_SAC).toBe("996813");
  });

  it("keeps the tax as billed, even when it is not what the rate gives today", () => {
    // ₹100 at 5 % would be ₹5, but the bill charged ₹4.99: the invoice must say ₹4.99 (total ₹104.99)
    const lines = invoiceLines({
      subtotalPaise: 10_000,
      packagingPaise: 0,
      taxPaise: 499,
      deliveryFeePaise: 0,
      gstPercent: 5,
    });
    expect(lines.map((l) => l.description)).toEqual(["Food and beverages"]); // ₹0 lines left out
    expect(invoiceTotals(lines)).toEqual({ taxableValuePaise: 10_000, taxPaise: 499, grandTotalPaise: 10_499 });
  });

  it("refuses negative or fractional paise and a GST outside 0-100", () => {
    const order = { subtotalPaise: 100, packagingPaise: 0, taxPaise: 5, deliveryFeePaise: 0, gstPercent: 5 };
    expect(() => invoiceLines({ ...order, packagingPaise: -1 })).toThrow(RangeError);
    expect(() => invoiceLines({ ...order, taxPaise: 4.5 })).toThrow(RangeError);
    expect(() => invoiceLines({ ...order, gstPercent: 101 })).toThrow(RangeError);
  });

  it("always totals the bill's tax exactly and its subtotal + packaging + tax + delivery", () => {
    const orderArb = fc
      .record({
        subtotalPaise: fc.integer({ min: 0, max: 5_000_000 }),
        packagingPaise: fc.integer({ min: 0, max: 10_000 }),
        deliveryFeePaise: fc.integer({ min: 0, max: 20_000 }),
        gstPercent: fc.integer({ min: 0, max: 2_800 }).map((bp) => bp / 100),
      })
      .map((o) => ({ ...o, taxPaise: taxPaise(o.subtotalPaise, o.gstPercent) }));
    fc.assert(
      fc.property(orderArb, (order) => {
        const totals = invoiceTotals(invoiceLines(order));
        expect(totals.taxPaise).toBe(order.taxPaise);
        expect(totals.grandTotalPaise).toBe(
          order.subtotalPaise + order.packagingPaise + order.taxPaise + order.deliveryFeePaise,
        );
      }),
    );
  });
});

describe("isInvoiceable (which orders have a tax invoice)", () => {
  it.each([
    // [status, payment mode, payment status, has an invoice] — worked out from the rule: online once paid (a refund
    // after delivery keeps it), cash once delivered, never cancelled or rejected.
    ["PENDING", "ONLINE", "PENDING", false], // not paid yet
    ["PENDING", "ONLINE", "FAILED", false], // the payment failed
    ["PENDING", "ONLINE", "PAID", true], // paid, waiting for the restaurant
    ["PREPARING", "ONLINE", "PAID", true],
    ["OUT_FOR_DELIVERY", "ONLINE", "PAID", true],
    ["DELIVERED", "ONLINE", "PAID", true],
    ["DELIVERED", "ONLINE", "REFUNDED", true], // refunded after delivery: the invoice stands
    ["CANCELLED", "ONLINE", "REFUNDED", false], // cancelled after paying: refunded, no invoice
    ["CANCELLED", "ONLINE", "PENDING", false], // cancelled before paying
    ["REJECTED", "ONLINE", "REFUNDED", false],
    ["PENDING", "COD", "PENDING", false], // cash is collected at the door
    ["ACCEPTED", "COD", "PENDING", false],
    ["OUT_FOR_DELIVERY", "COD", "PENDING", false],
    ["DELIVERED", "COD", "PAID", true], // the rider collected the cash
    ["CANCELLED", "COD", "PENDING", false],
    ["REJECTED", "COD", "PENDING", false],
  ] as const)("%s %s %s → %s", (status, paymentMode, paymentStatus, expected) => {
    expect(isInvoiceable({ status, paymentMode, paymentStatus })).toBe(expected);
  });
});

describe("whyNoInvoice (the reason the server gives for an order without an invoice)", () => {
  it.each([
    // [status, payment mode, payment status, reason (a key of INVOICE_MESSAGES) or null when it has an invoice]
    // Online: from payment on, at every stage of the kitchen and the road
    ["PENDING", "ONLINE", "PENDING", "unpaid"],
    ["PENDING", "ONLINE", "FAILED", "unpaid"],
    ["ACCEPTED", "ONLINE", "PENDING", "unpaid"], // not reachable today, but unpaid is unpaid
    ["PENDING", "ONLINE", "PAID", null],
    ["PREPARING", "ONLINE", "PAID", null],
    ["DELIVERED", "ONLINE", "PAID", null],
    // Refunded after delivery: the sale stands (a refund is a credit note, not a withdrawn invoice)
    ["DELIVERED", "ONLINE", "REFUNDED", null],
    // Cash: only once the rider has collected it at the door
    ["PENDING", "COD", "PENDING", "undelivered"],
    ["READY_FOR_PICKUP", "COD", "PENDING", "undelivered"],
    ["OUT_FOR_DELIVERY", "COD", "PENDING", "undelivered"],
    ["DELIVERED", "COD", "PENDING", null],
    ["DELIVERED", "COD", "PAID", null],
    // Cancelled or rejected: never, with the refund pointed to when money was taken online
    ["CANCELLED", "ONLINE", "REFUNDED", "cancelled"],
    ["CANCELLED", "ONLINE", "PAID", "cancelled"], // paid, its refund still to be recorded
    ["REJECTED", "ONLINE", "REFUNDED", "rejected"],
    ["REJECTED", "ONLINE", "PAID", "rejected"],
    ["CANCELLED", "ONLINE", "PENDING", "cancelledUnpaid"],
    ["CANCELLED", "ONLINE", "FAILED", "cancelledUnpaid"],
    ["REJECTED", "ONLINE", "PENDING", "rejectedUnpaid"],
    ["CANCELLED", "COD", "PENDING", "cancelledUnpaid"], // cash is never taken before delivery
    ["REJECTED", "COD", "PENDING", "rejectedUnpaid"],
  ] as const)("%s %s order, payment %s → %s", (status, paymentMode, paymentStatus, reason) => {
    expect(whyNoInvoice({ status, paymentMode, paymentStatus })).toBe(
      reason === null ? null : INVOICE_MESSAGES[reason],
    );
  });

  it("words the refusals as the customer reads them", () => {
    expect(INVOICE_MESSAGES).toEqual({
      forbidden: "Only the order's customer, its restaurant and admins may download its invoice",
      unpaid: "No invoice yet: this order has not been paid",
      undelivered: "No invoice yet: cash on delivery orders are invoiced once delivered",
      cancelled: "This order was cancelled; its refund is shown on the order",
      rejected: "This order was rejected; its refund is shown on the order",
      cancelledUnpaid: "This order was cancelled before it was paid for; there is nothing to invoice",
      rejectedUnpaid: "This order was rejected before it was paid for; there is nothing to invoice",
    });
  });

  it("agrees with isInvoiceable on every status, payment mode and payment status", () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMode of PAYMENT_MODES) {
        for (const paymentStatus of PAYMENT_STATUSES) {
          const order = { status, paymentMode, paymentStatus };
          expect(isInvoiceable(order), `${status} ${paymentMode} ${paymentStatus}`).toBe(whyNoInvoice(order) === null);
        }
      }
    }
  });
});
