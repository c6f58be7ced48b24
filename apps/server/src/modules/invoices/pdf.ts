/**
 * Draws a GST tax invoice as an A4 PDF (pdfkit, the built-in Helvetica). Everything printed comes from the
 * InvoiceDocument; the drawing only lays it out, and the same document always gives the same bytes.
 */
import type { GstSplit, InvoiceLine } from "@zaika/contract/invoice";
import { indiaDay } from "@zaika/contract/reports";
import PDFDocument from "pdfkit";
import type { PlatformIdentity } from "../../config";

/** What one invoice prints, worked out by the service from the order and the contract's invoice rules. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  platform: PlatformIdentity;
  restaurant: { name: string; address: string; gstin: string | null };
  customer: { name: string; deliverTo: string; address: string };
  /** The delivery address's state and its GST state code (null for a name we do not know). */
  placeOfSupply: { name: string; code: string | null };
  gstPercent: number;
  lines: InvoiceLine[];
  split: GstSplit;
  totals: { taxableValuePaise: number; taxPaise: number; grandTotalPaise: number };
  amountInWords: string;
}

/** Printed where a value is missing (a restaurant without a GSTIN). */
export const NONE = "—";

const rupeeFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs. 1,23,456.50": Indian grouping; "Rs." because Helvetica has no ₹ glyph. */
export function formatRupees(paise: number): string {
  return `Rs. ${rupeeFormat.format(paise / 100)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "01 Apr 2026": the day in India. */
export function formatInvoiceDate(at: Date): string {
  const [year, month, day] = indiaDay(at).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** "5%", "2.5%", "6.25%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(4))}%`;
}

const PAGE = { left: 40, width: 515 };
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };
const GREY = "#555555";

/** The line table's columns, left to right, filling the page width. */
const COLUMNS = [
  { title: "Description", width: 175, align: "left" },
  { title: "SAC", width: 55, align: "left" },
  { title: "Taxable value", width: 80, align: "right" },
  { title: "GST rate", width: 45, align: "right" },
  { title: "GST", width: 75, align: "right" },
  { title: "Amount", width: 85, align: "right" },
] as const;

type Line = { text: string; bold?: boolean; muted?: boolean };

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: 40, bottom: 40, left: PAGE.left, right: PAGE.left },
    // A fixed creation date (the issue time) makes the file, and its ID, the same on every download.
    info: {
      Title: `Tax Invoice ${invoice.number}`,
      Author: invoice.platform.legalName,
      Subject: `Order ${invoice.orderNumber}`,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  /** Writes lines from (x, y) within `width`; returns where the block ends. */
  const block = (x: number, y: number, width: number, lines: Line[], size = 9): number => {
    pdf.y = y;
    for (const line of lines) {
      pdf
        .font(line.bold ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor(line.muted ? GREY : "black")
        .text(line.text, x, pdf.y, { width });
    }
    return pdf.y;
  };
  /** Two blocks side by side; returns the lower end plus a gap. */
  const columns = (y: number, left: Line[], right: Line[]): number => {
    const leftEnd = block(PAGE.left, y, 300, left);
    const rightEnd = block(PAGE.left + 320, y, PAGE.width - 320, right);
    return Math.max(leftEnd, rightEnd) + 14;
  };
  const rule = (y: number) =>
    pdf
      .moveTo(PAGE.left, y)
      .lineTo(PAGE.left + PAGE.width, y)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();

  const { platform, restaurant, customer, placeOfSupply } = invoice;
  pdf.font(FONT.bold).fontSize(20).fillColor("black").text("Tax Invoice", PAGE.left, 40, { width: PAGE.width });
  let y = block(PAGE.left, pdf.y + 4, PAGE.width, [
    {
      text: `Issued by ${platform.legalName} as an electronic commerce operator under section 9(5) of the CGST Act, 2017, for restaurant services supplied through its platform`,
      muted: true,
    },
  ]);
  y = columns(
    y + 12,
    [
      { text: "Supplier (electronic commerce operator)", bold: true },
      { text: platform.legalName },
      { text: platform.address },
      { text: `GSTIN: ${platform.gstin}` },
    ],
    [
      { text: `Invoice number: ${invoice.number}`, bold: true },
      { text: `Invoice date: ${formatInvoiceDate(invoice.issuedAt)}` },
      { text: `Order number: ${invoice.orderNumber}` },
      {
        text: `Place of supply: ${placeOfSupply.name}${placeOfSupply.code ? ` (${placeOfSupply.code})` : ""}`,
      },
      { text: "Tax payable on reverse charge: No" },
    ],
  );
  y = columns(
    y,
    [
      { text: "Restaurant", bold: true },
      { text: restaurant.name },
      ...(restaurant.address ? [{ text: restaurant.address }] : []),
      { text: `GSTIN: ${restaurant.gstin ?? NONE}` },
    ],
    [
      { text: "Customer", bold: true },
      { text: customer.name },
      { text: `Deliver to: ${customer.deliverTo}` },
      { text: customer.address },
    ],
  );

  // The lines: a header row, then each line with its note underneath.
  const row = (cells: readonly string[], top: number, bold = false): number => {
    let x = PAGE.left;
    let bottom = top;
    COLUMNS.forEach((column, index) => {
      pdf
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(9)
        .fillColor("black")
        .text(cells[index] ?? "", x + 2, top, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    return bottom;
  };
  rule(y);
  y = row(
    COLUMNS.map((column) => column.title),
    y + 5,
    true,
  );
  rule(y + 3);
  y += 8;
  for (const line of invoice.lines) {
    y = row(
      [
        line.description,
        line.sac,
        formatRupees(line.taxableValuePaise),
        line.gstPercent === null ? NONE : formatPercent(line.gstPercent),
        formatRupees(line.taxPaise),
        formatRupees(line.totalPaise),
      ],
      y,
    );
    if (line.note) y = block(PAGE.left + 2, y + 1, PAGE.width - 4, [{ text: line.note, muted: true }], 7.5);
    y += 6;
  }
  rule(y);

  // The sums, right-aligned under the table.
  const tax: Array<[string, number]> =
    invoice.split.kind === "intra"
      ? [
          [`CGST @ ${formatPercent(invoice.gstPercent / 2)}`, invoice.split.cgstPaise],
          [`SGST @ ${formatPercent(invoice.gstPercent / 2)}`, invoice.split.sgstPaise],
        ]
      : [[`IGST @ ${formatPercent(invoice.gstPercent)}`, invoice.split.igstPaise]];
  const sums: Array<[string, number, boolean]> = [
    ["Taxable value", invoice.totals.taxableValuePaise, false],
    ...tax.map(([label, paise]): [string, number, boolean] => [label, paise, false]),
    ["Total GST", invoice.totals.taxPaise, false],
    ["Invoice total", invoice.totals.grandTotalPaise, true],
  ];
  y += 8;
  for (const [label, paise, bold] of sums) {
    pdf
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 11 : 9)
      .fillColor("black");
    pdf.text(label, PAGE.left + 275, y, { width: 150, align: "right" });
    pdf.text(formatRupees(paise), PAGE.left + 430, y, { width: 85, align: "right" });
    y = pdf.y + 3;
  }
  y = block(PAGE.left, y + 10, PAGE.width, [{ text: `Amount in words: ${invoice.amountInWords}`, bold: true }]);
  block(
    PAGE.left,
    y + 24,
    PAGE.width,
    [{ text: "This is a computer-generated invoice; no signature is required.", muted: true }],
    8,
  );

  pdf.end();
  return done;
}
