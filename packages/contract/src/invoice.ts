/**
 * The rules of the GST tax invoice the platform issues for restaurant services (issue 11): under section 9(5) of the
 * CGST Act the platform is the supplier of record, so it numbers invoices in one unbroken series per Indian financial
 * year, splits the tax by place of supply and prints the amount in words. Integer paise.
 */

import { toRupees } from "./common";
import type { OrderStatus, PaymentMode, PaymentStatus } from "./order-status";
import { formatRupees } from "./pricing";

/** SAC of restaurant services supplied through an e-commerce operator. */
export const RESTAURANT_SERVICE_SAC = "996331";
/** SAC of local delivery services: the delivery fee, a service of the platform itself. */
export const DELIVERY_SERVICE_SAC = "996813";
/** Every invoice number starts with this; with the year and a 7-digit sequence it stays within GST's 16 characters. */
export const INVOICE_NUMBER_PREFIX = "ZK";
/** The last sequence number a financial year can take (7 digits). */
export const MAX_INVOICE_SEQUENCE = 9_999_999;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An Indian financial year: `startYear` 2026 is 1 April 2026 – 31 March 2027, labelled "2627". */
export type FinancialYear = { startYear: number; label: string };

const twoDigits = (year: number) => String(year % 100).padStart(2, "0");

/**
 * The financial year (1 April–31 March) an instant falls in, by the calendar in India (UTC+05:30): an order paid at
 * 00:10 IST on 1 April is the new year's even though it is still 31 March in UTC.
 */
export function financialYearOf(date: Date): FinancialYear {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError("financialYearOf needs a valid date");
  const ist = new Date(time + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1; // months count from 0: 3 is April
  return { startYear, label: `${twoDigits(startYear)}${twoDigits(startYear + 1)}` };
}

/**
 * The invoice number of the `sequence`-th invoice of a financial year, e.g. ZK2627-0000123. Fixed width, so numbers
 * sort in issue order, and 14 characters, within the 16 that GST allows.
 */
export function invoiceNumber(fyLabel: string, sequence: number): string {
  if (!/^\d{4}$/.test(fyLabel)) throw new RangeError(`Financial year label must be 4 digits (got "${fyLabel}")`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`Invoice sequence must be 1-${MAX_INVOICE_SEQUENCE} (got ${sequence})`);
  }
  return `${INVOICE_NUMBER_PREFIX}${fyLabel}-${String(sequence).padStart(7, "0")}`;
}

/** What the order pages and the invoice download say about an order's invoice. */
export const INVOICE_MESSAGES = {
  forbidden: "Only the order's customer, its restaurant and admins may download its invoice",
  unpaid: "No invoice yet: this order has not been paid",
  undelivered: "No invoice yet: cash on delivery orders are invoiced once delivered",
  cancelled: "This order was cancelled; its refund is shown on the order",
  rejected: "This order was rejected; its refund is shown on the order",
  cancelledUnpaid: "This order was cancelled before it was paid for; there is nothing to invoice",
  rejectedUnpaid: "This order was rejected before it was paid for; there is nothing to invoice",
} as const;

/** What decides whether an order has a tax invoice. */
export type InvoiceableOrder = { status: OrderStatus; paymentMode: PaymentMode; paymentStatus: PaymentStatus };

/**
 * Why an order has no tax invoice (the server's 409), or null when it may have one. An online order is invoiced once
 * paid (a refund after delivery keeps its invoice, so REFUNDED counts), a cash order once delivered. A cancelled or
 * rejected order has none: the customer was refunded or never paid, and its refund is on the order page.
 */
export function whyNoInvoice(order: InvoiceableOrder): string | null {
  const paid = order.paymentMode === "ONLINE" && (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED");
  if (order.status === "CANCELLED") return paid ? INVOICE_MESSAGES.cancelled : INVOICE_MESSAGES.cancelledUnpaid;
  if (order.status === "REJECTED") return paid ? INVOICE_MESSAGES.rejected : INVOICE_MESSAGES.rejectedUnpaid;
  if (order.paymentMode === "ONLINE") return paid ? null : INVOICE_MESSAGES.unpaid;
  return order.status === "DELIVERED" ? null : INVOICE_MESSAGES.undelivered;
}

/** Whether an order may have a tax invoice (whyNoInvoice has no reason against it), so the pages offer it only then. */
export function isInvoiceable(order: InvoiceableOrder): boolean {
  return whyNoInvoice(order) === null;
}

/** How an invoice's tax is shown: CGST and SGST within one state, IGST across states. */
export type GstSplit = { kind: "intra"; cgstPaise: number; sgstPaise: number } | { kind: "inter"; igstPaise: number };

/**
 * Splits the tax by place of supply. Within the supplier's state it is half CGST and half SGST; an odd paisa goes to
 * CGST so the halves always add back to the tax charged. States are compared trimmed and case-insensitively.
 */
export function gstSplit(taxPaise: number, states: { supplierState: string; placeOfSupplyState: string }): GstSplit {
  assertPaise("taxPaise", taxPaise);
  const same = states.supplierState.trim().toLowerCase() === states.placeOfSupplyState.trim().toLowerCase();
  if (!same) return { kind: "inter", igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { kind: "intra", cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

const UNITS = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
] as const;
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

/** 0–99, tens and units hyphenated ("Twenty-One"). */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? "";
  const units = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ""}${units ? `-${UNITS[units]}` : ""}`;
}

/** 1–999, without "and" ("Three Hundred One"), as Indian invoices print it. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds ? [`${UNITS[hundreds]} Hundred`] : [];
  if (rest) words.push(belowHundred(rest));
  return words.join(" ");
}

/** A whole number in the Indian system: crore, lakh, thousand, hundred; crores above 99 go on counting in crores. */
function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const words: string[] = [];
  if (crore) words.push(`${indianWords(crore)} Crore`);
  if (lakh) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) words.push(`${belowHundred(thousand)} Thousand`);
  if (rest) words.push(belowThousand(rest));
  return words.join(" ");
}

/** The invoice's total in words, as Indian tax invoices print it: "Rupees Three Hundred One and Forty-Five Paise Only". */
export function amountInWords(paise: number): string {
  assertPaise("paise", paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : "";
  return `Rupees ${indianWords(rupees)}${paiseWords} Only`;
}

/** The money of an order that its invoice shows, as charged on the bill (./pricing). */
export type InvoiceOrder = {
  subtotalPaise: number;
  packagingPaise: number;
  taxPaise: number;
  deliveryFeePaise: number;
  gstPercent: number;
  /** A coupon's discount (issue 14): the food's taxable value is the subtotal less it, as the bill's GST was. */
  discountPaise?: number;
  couponCode?: string | null;
  /** The rider's tip, collected with the bill and passed on whole. */
  tipPaise?: number;
};

/** One line of the invoice body. `gstPercent` is null on a line that carries no tax of its own. */
export type InvoiceLine = {
  description: string;
  sac: string;
  taxableValuePaise: number;
  gstPercent: number | null;
  taxPaise: number;
  totalPaise: number;
  note?: string;
};

/** Printed on the packaging line: the bill charged GST on the food subtotal only, and the invoice must match it. */
export const PACKAGING_TAX_NOTE = "GST is charged on the food subtotal only, as billed";
/** Printed on the delivery line: the platform's own service, not a restaurant service under section 9(5). */
export const DELIVERY_TAX_NOTE = "Platform delivery service; no GST charged on this invoice";
/** Printed on the tip line: money collected for the rider, not a supply of the restaurant or the platform. */
export const TIP_NOTE = "Collected for the rider and passed on in full; not a taxable supply";
/** Printed on the food line of a discounted order. */
export const discountNote = (subtotalPaise: number, discountPaise: number, couponCode: string | null | undefined) =>
  `Item total ${formatRupees(toRupees(subtotalPaise))} less ${couponCode ? `coupon ${couponCode}` : "discount"} ${formatRupees(toRupees(discountPaise))}`;

/**
 * The invoice body of an order: food and beverages with the bill's tax as charged (never recomputed, so the invoice
 * agrees with what the customer paid to the paisa), then packaging and the delivery charge without tax of their own.
 * Packaging and delivery lines of ₹0 are left out.
 */
export function invoiceLines(order: InvoiceOrder): InvoiceLine[] {
  const { subtotalPaise, packagingPaise, taxPaise, deliveryFeePaise, gstPercent } = order;
  const discountPaise = order.discountPaise ?? 0;
  const tipPaise = order.tipPaise ?? 0;
  for (const [name, value] of Object.entries({
    subtotalPaise,
    packagingPaise,
    taxPaise,
    deliveryFeePaise,
    discountPaise,
    tipPaise,
  })) {
    assertPaise(name, value);
  }
  if (discountPaise > subtotalPaise) throw new RangeError(`discountPaise ${discountPaise} is more than the subtotal`);
  const foodPaise = subtotalPaise - discountPaise;
  if (!Number.isFinite(gstPercent) || gstPercent < 0 || gstPercent > 100) {
    throw new RangeError(`gstPercent must be 0-100 (got ${gstPercent})`);
  }
  const lines: InvoiceLine[] = [
    {
      description: "Food and beverages",
      sac: RESTAURANT_SERVICE_SAC,
      taxableValuePaise: foodPaise,
      gstPercent,
      taxPaise,
      totalPaise: foodPaise + taxPaise,
      ...(discountPaise > 0 ? { note: discountNote(subtotalPaise, discountPaise, order.couponCode) } : {}),
    },
  ];
  if (packagingPaise > 0) {
    lines.push({
      description: "Packaging",
      sac: RESTAURANT_SERVICE_SAC,
      taxableValuePaise: packagingPaise,
      gstPercent: null,
      taxPaise: 0,
      totalPaise: packagingPaise,
      note: PACKAGING_TAX_NOTE,
    });
  }
  if (deliveryFeePaise > 0) {
    lines.push({
      description: "Delivery charge",
      sac: DELIVERY_SERVICE_SAC,
      taxableValuePaise: deliveryFeePaise,
      gstPercent: null,
      taxPaise: 0,
      totalPaise: deliveryFeePaise,
      note: DELIVERY_TAX_NOTE,
    });
  }
  if (tipPaise > 0) {
    lines.push({
      description: "Tip for the rider",
      sac: "",
      taxableValuePaise: 0,
      gstPercent: null,
      taxPaise: 0,
      totalPaise: tipPaise,
      note: TIP_NOTE,
    });
  }
  return lines;
}

/** The invoice's footer sums, read from its lines so what is printed always adds up. */
export function invoiceTotals(lines: readonly InvoiceLine[]): {
  taxableValuePaise: number;
  taxPaise: number;
  grandTotalPaise: number;
} {
  let taxableValuePaise = 0;
  let taxPaise = 0;
  let grandTotalPaise = 0;
  for (const line of lines) {
    taxableValuePaise += line.taxableValuePaise;
    taxPaise += line.taxPaise;
    grandTotalPaise += line.totalPaise;
  }
  return { taxableValuePaise, taxPaise, grandTotalPaise };
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of paise, 0 or more (got ${value})`);
  }
}
