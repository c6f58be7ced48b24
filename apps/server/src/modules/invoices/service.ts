/**
 * GST tax invoices (issue 11, decision 014): who may download an order's invoice, which orders have one, and the
 * number it gets on its first download, in one unbroken series per financial year of the issue time.
 */
import { formatAddress } from "@zaika/contract/address";
import { gstState } from "@zaika/contract/gst-states";
import {
  amountInWords,
  financialYearOf,
  gstSplit,
  INVOICE_MESSAGES,
  invoiceLines,
  invoiceNumber,
  invoiceTotals,
  whyNoInvoice,
} from "@zaika/contract/invoice";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { PlatformIdentity } from "../../config";
import type { ModuleDeps } from "../../deps";
import { Conflict, Forbidden, NotFound } from "../../lib/errors";
import { visibleToRestaurant } from "../orders/read";
import { type InvoiceDocument, renderInvoicePdf } from "./pdf";
import * as q from "./queries";

export type InvoicesDeps = Pick<ModuleDeps, "db" | "clock"> & { platform: PlatformIdentity };

/** Who is asking: the access token's claims. */
export interface InvoiceViewer {
  sub: string;
  role: string;
}

function mayDownload(viewer: InvoiceViewer, order: q.InvoiceOrder): boolean {
  if (viewer.role === "admin") return true;
  if (viewer.role === "user") return order.order.userId === viewer.sub;
  if (viewer.role === "restaurant") return order.restaurant.ownerId === viewer.sub;
  return false;
}

/**
 * The order's invoice, issued now if it has none: in one transaction that locks the order (so a second download
 * waits and finds this one's invoice), checks it may be invoiced and takes the next number of the financial year of
 * the issue time. An invoice once issued is served again as it was, whatever happens to the order later (a
 * cancellation after payment would call for a credit note, not a withdrawn number).
 */
export async function issueInvoice(deps: InvoicesDeps, orderId: string): Promise<q.InvoiceRow> {
  return deps.db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, orderId);
    if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
    const existing = await q.invoiceOf(tx, orderId);
    if (existing) return existing;
    const reason = whyNoInvoice(order);
    if (reason) throw new Conflict(reason);
    const issuedAt = deps.clock.now();
    const year = financialYearOf(issuedAt);
    const sequence = await q.nextSequence(tx, year.label);
    return q.insertInvoice(tx, {
      orderId,
      number: invoiceNumber(year.label, sequence),
      financialYear: year.label,
      sequence,
      issuedAt,
    });
  });
}

/** The state as the invoice prints it: the current name with its GST code, or as written when unknown. */
function placeOf(state: string): { name: string; code: string | null } {
  const known = gstState(state);
  return known ? known : { name: state.trim(), code: null };
}

/** What the PDF shows: the platform as issuer, the restaurant, the customer, and the bill as charged. */
export function invoiceDocument(
  platform: PlatformIdentity,
  order: q.InvoiceOrder,
  invoice: q.InvoiceRow,
): InvoiceDocument {
  const { restaurant, customerName } = order;
  const bill = order.order;
  const lines = invoiceLines(bill);
  const totals = invoiceTotals(lines);
  // The invoice states the bill as charged (decision 014): a total that differs is a bug, never a document to issue.
  if (totals.grandTotalPaise !== bill.totalPaise) {
    throw new Error(`invoice ${invoice.number}: lines total ${totals.grandTotalPaise} paise, bill ${bill.totalPaise}`);
  }
  const supplierState = placeOf(restaurant.state);
  const placeOfSupply = placeOf(bill.deliveryAddress.state);
  const restaurantAddress = [restaurant.street, restaurant.city, [restaurant.state, restaurant.zipCode].join(" ")]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber: bill.orderNumber,
    platform,
    restaurant: { name: restaurant.name, address: restaurantAddress, gstin: restaurant.taxInfo.gstin },
    customer: {
      name: customerName,
      deliverTo: bill.deliveryAddress.fullName,
      address: formatAddress(bill.deliveryAddress),
    },
    placeOfSupply,
    gstPercent: bill.gstPercent,
    lines,
    split: gstSplit(totals.taxPaise, { supplierState: supplierState.name, placeOfSupplyState: placeOfSupply.name }),
    totals,
    amountInWords: amountInWords(totals.grandTotalPaise),
  };
}

/**
 * `GET /order/:id/invoice`: the PDF and its number, for the order's customer, its restaurant's owner and admins
 * (anyone else 403, an unknown order 404). The bytes are the same for every download of one invoice.
 */
export async function invoicePdf(
  deps: InvoicesDeps,
  viewer: InvoiceViewer,
  orderId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const order = await q.invoiceOrder(deps.db, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  if (!mayDownload(viewer, order)) throw new Forbidden(INVOICE_MESSAGES.forbidden);
  // An online order is not the restaurant's until it is paid: its owner gets the order page's 404, not the 409.
  if (viewer.role === "restaurant" && !visibleToRestaurant(order.order)) throw new NotFound(ORDER_MESSAGES.notFound);
  const invoice = await issueInvoice(deps, orderId);
  return { number: invoice.number, pdf: await renderInvoicePdf(invoiceDocument(deps.platform, order, invoice)) };
}
