/**
 * Reports (spec §7 `restaurant/revenue`, `restaurant/report`, `/order/overview`, `/order/revenue`; issue 11): the
 * queries and answers of the four endpoints, and the pure rules behind their figures: India days, what a restaurant
 * keeps of a sale, rates and averages, and the report's CSV. Integer paise in the rules, rupees on the wire.
 *
 * Every figure counts an order on the India day it was placed (IST, UTC+05:30, no daylight saving), so a day's
 * revenue never moves once the day is over and the report's date range selects the same orders as the order lists.
 */
import { z } from "zod";
import { PageQuerySchema, PaginationSchema, toPaise } from "./common";
import { REVENUE_DEFAULT_DAYS } from "./constants";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_MODES } from "./order-status";

/** The `days` a revenue endpoint accepts (default REVENUE_DEFAULT_DAYS). */
export const REVENUE_DAYS = { min: 1, max: 365 } as const;
/** The longest date range of a report, both ends included (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** How many best-selling dishes and top restaurants a revenue answer lists. */
export const TOP_LIMIT = 5;
/** The admin overview's GMV window: the last 7 India days, today included. */
export const OVERVIEW_GMV_DAYS = 7;
/** India Standard Time: UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;
/** Orders whose money never changed hands: left out of GMV. */
export const UNSOLD_STATUSES: readonly OrderStatus[] = ["CANCELLED", "REJECTED"];

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;
const ISO_DAY_REGEX = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------------------------------------------------------
// India days

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-29 and 2026-13-01 are not). */
export function isIsoDay(day: string): boolean {
  if (!ISO_DAY_REGEX.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
}

/** The India calendar day of an instant, YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India date and time of an instant to the minute, "YYYY-MM-DD HH:mm" (the report's CSV). */
export function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The instant an India day begins (its midnight in IST). */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range holds, both ends included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);
}

/** Every day of a range, oldest first. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: daysInRange(from, to) }, (_, index) => addDays(from, index));
}

/** A range of India days and the instants that bound it: `start` inclusive, `end` (the next midnight) exclusive. */
export interface DayWindow {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export function dayWindow(from: string, to: string): DayWindow {
  return { from, to, start: indiaDayStart(from), end: indiaDayStart(addDays(to, 1)) };
}

/** The last `days` India days up to the one `now` falls on, which is included. */
export function lastDays(now: Date, days: number): DayWindow {
  const to = indiaDay(now);
  return dayWindow(addDays(to, 1 - days), to);
}

// ---------------------------------------------------------------------------------------------------------------
// Money and rates

/** What the restaurant keeps of sales worth `grossPaise` after the commission and its GST (a day's, or an order's). */
export function netOfCommission(sums: { grossPaise: number; commissionPaise: number; commissionGstPaise: number }) {
  return sums.grossPaise - sums.commissionPaise - sums.commissionGstPaise;
}

/** `part / whole` rounded to 4 decimals (a rate between 0 and 1), or null when there is nothing to divide. */
export function rateOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** The mean of durations totalling `totalSeconds` over `count` of them, in minutes to one decimal; null for none. */
export function meanMinutes(totalSeconds: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round(totalSeconds / count / 6) / 10;
}

// ---------------------------------------------------------------------------------------------------------------
// Queries

/** YYYY-MM-DD naming a real day; `field` names it in the messages. */
const isoDaySchema = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD)` })
    .regex(ISO_DAY_REGEX, { error: `${field} must be YYYY-MM-DD`, abort: true })
    .refine(isIsoDay, `${field} is not a real date`);

const daysMessage = `days must be a whole number from ${REVENUE_DAYS.min} to ${REVENUE_DAYS.max}`;

/** `?days=N` of both revenue endpoints: 1 to 365, default REVENUE_DEFAULT_DAYS (7). */
export const RevenueQuerySchema = z.object({
  days: z.coerce
    .number({ error: daysMessage })
    .int(daysMessage)
    .min(REVENUE_DAYS.min, daysMessage)
    .max(REVENUE_DAYS.max, daysMessage)
    .default(REVENUE_DEFAULT_DAYS),
});
export type RevenueQuery = z.input<typeof RevenueQuerySchema>;

export const REPORT_FORMATS = ["json", "csv"] as const;

export const REPORT_MESSAGES = {
  reversed: "to must be on or after from",
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  noRestaurant: "You have no restaurant yet",
} as const;

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]` of the restaurant report: India days, both included, `to` not before
 * `from` and at most REPORT_MAX_DAYS days in all (else a 400 naming `to`).
 */
/**
 * Orders per page of the report's JSON: a month of a busy restaurant is hundreds of orders, which a phone should not
 * fetch and draw at once (decision 016). The CSV always holds the whole period.
 */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_MAX_PAGE_SIZE = 100;

export const ReportQuerySchema = z
  .object({
    from: isoDaySchema("from"),
    to: isoDaySchema("to"),
    format: z.enum(REPORT_FORMATS, { error: "format must be json or csv" }).default("json"),
    page: PageQuerySchema.shape.page,
    limit: z.coerce
      .number()
      .int()
      .min(1, "limit must be 1 or more")
      .max(REPORT_MAX_PAGE_SIZE, `limit must be at most ${REPORT_MAX_PAGE_SIZE}`)
      .default(REPORT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    // Runs even when a day failed its own checks: compare only two real days.
    if (!isIsoDay(query.from) || !isIsoDay(query.to)) return;
    if (query.to < query.from) context.addIssue({ code: "custom", path: ["to"], message: REPORT_MESSAGES.reversed });
    else if (daysInRange(query.from, query.to) > REPORT_MAX_DAYS) {
      context.addIssue({ code: "custom", path: ["to"], message: REPORT_MESSAGES.tooLong });
    }
  });
export type ReportQuery = z.input<typeof ReportQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers (rupees)

const IsoDaySchema = z.string().describe("An India day, YYYY-MM-DD");
const CountSchema = z.number().int().min(0);
/** Rupees, two decimals; a net amount may be negative when a commission exceeds the sale. */
const AmountSchema = z.number().describe("Rupees");
const RateSchema = z.number().min(0).max(1).nullable();

/** One day of a restaurant's revenue: its DELIVERED orders placed that day. */
export const RestaurantRevenueDaySchema = z.object({
  date: IsoDaySchema,
  orders: CountSchema,
  /** Item subtotal + packaging. */
  gross: AmountSchema,
  /** gross − commission − GST on the commission. */
  net: AmountSchema,
});

/**
 * `GET /restaurant/revenue?days=N`: the signed-in owner's restaurant over the last N India days (today included).
 * `series` has one entry per day, zero-filled, oldest first, and counts DELIVERED orders only (what was sold);
 * `totals` sums it. Commission is the one charged when each order was delivered, with 18 % GST on it.
 * `today` is the dashboard: orders received today (any status; online ones once paid), the gross of today's
 * delivered ones, orders waiting for the kitchen now (PENDING, whatever day), the mean minutes from accepting to
 * ready of today's orders that got that far (null if none), accepted / (accepted + rejected) of today's orders
 * (null if none was decided), and today's cancelled orders. `bestSellers`: the period's top 5 dishes of delivered
 * orders by quantity (then gross), named as last ordered.
 */
export const RestaurantRevenueSchema = z.object({
  days: z.number().int(),
  from: IsoDaySchema,
  to: IsoDaySchema,
  series: z.array(RestaurantRevenueDaySchema),
  totals: z.object({ orders: CountSchema, gross: AmountSchema, net: AmountSchema }),
  today: z.object({
    orders: CountSchema,
    gross: AmountSchema,
    waiting: CountSchema,
    averagePreparationMinutes: z.number().min(0).nullable(),
    acceptanceRate: RateSchema,
    cancellations: CountSchema,
  }),
  bestSellers: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: CountSchema, gross: AmountSchema }),
  ),
});
export type RestaurantRevenue = z.infer<typeof RestaurantRevenueSchema>;

/** One order of the report; commission, its GST and net are 0 unless the order was DELIVERED. */
export const ReportOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** ISO 8601 instant. */
  placedAt: z.string(),
  /** Quantities summed. */
  items: CountSchema,
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(PAYMENT_MODES),
  /** Item subtotal + packaging of the order, whatever its status. */
  gross: AmountSchema,
  commission: AmountSchema,
  commissionGst: AmountSchema,
  net: AmountSchema,
});
export type ReportOrder = z.infer<typeof ReportOrderSchema>;

/**
 * The settlement statement of a restaurant report's period, read from the ledger entries of the restaurant dated in
 * the period (India days), in rupees:
 * - `gross`: food and packaging of orders placed in the period, less those cancelled or rejected in it (sale and
 *   sale_reversal entries of restaurant_payable); orders still under way count, as the ledger owes them at placement
 * - `commission`, `commissionGst`: taken by the commission postings of orders delivered in the period
 * - `refunds`: refunds after delivery made in the period, borne by the restaurant
 * - `cancellationFees`: fees the restaurant kept on orders cancelled in the period
 * - `netPayable` = gross − commission − commissionGst − refunds + cancellationFees
 * - `paidOut`: payouts dated in the period
 * - `outstanding`: what the platform owed the restaurant at the end of the period for settled orders (delivered,
 *   cancelled or rejected by then) and could pay out, less the payouts, over all time (./settlements.ts)
 * - `pending`: what it owed at the end of the period for orders still under way then, not payable until they settle
 * so outstanding + pending at the end of one period is the previous period's plus netPayable less paidOut.
 */
export const SettlementStatementSchema = z.object({
  gross: AmountSchema,
  commission: AmountSchema,
  commissionGst: AmountSchema,
  refunds: AmountSchema,
  cancellationFees: AmountSchema,
  netPayable: AmountSchema,
  paidOut: AmountSchema,
  outstanding: AmountSchema,
  pending: AmountSchema,
});
export type SettlementStatement = z.infer<typeof SettlementStatementSchema>;

/**
 * `GET /restaurant/report?from&to&page&limit`: the orders the restaurant received in the range (India days, both
 * included; online orders once paid), newest first, a page of them (`limit`, default REPORT_PAGE_SIZE). `totals` are
 * the whole range's: `totals.orders` counts them all; the money totals and `delivered` count DELIVERED orders only, so
 * gross − commission − commissionGst = net holds for the totals as for each row.
 * `settlement` is the period's settlement statement from the ledger (SettlementStatementSchema): it counts money by
 * when it moved (an order placed on the 14th and delivered on the 15th has its sale on the 14th and its commission on
 * the 15th), where the rows and totals count orders by the day they were placed.
 * With `format=csv` every order of the range (no pages), a totals row and the statement as `text/csv` (reportCsv).
 */
export const RestaurantReportSchema = z.object({
  from: IsoDaySchema,
  to: IsoDaySchema,
  orders: z.array(ReportOrderSchema),
  totals: z.object({
    orders: CountSchema,
    delivered: CountSchema,
    gross: AmountSchema,
    commission: AmountSchema,
    commissionGst: AmountSchema,
    net: AmountSchema,
  }),
  settlement: SettlementStatementSchema,
  /** Of `orders` (JSON only): `total` is `totals.orders`. */
  pagination: PaginationSchema,
});
export type RestaurantReport = z.infer<typeof RestaurantReportSchema>;

/** What the CSV alternative of the report holds (documented in the OpenAPI document beside the JSON). */
export const RestaurantReportCsvSchema = z
  .string()
  .describe(
    "text/csv: a header row, one row per order of the whole range (as the JSON's orders, without pages), a totals row, then the settlement statement: a row of its headings and a row of its amounts",
  );

/**
 * `GET /order/overview` (admins): today in India across the platform. `today.orders` counts every order placed
 * today (unpaid online ones included) and `byStatus` splits them over the 8 statuses; `gmv` is what customers pay
 * (order totals) for today's orders that were not cancelled or rejected, `gmvLast7Days` the same over the last 7
 * days with today. `activeRestaurants`: active, not deleted; `ridersOnline`: active riders who are online;
 * `newCustomersToday`: customer accounts created today. The rates divide today's cancelled and rejected orders by
 * today's orders (0 to 1, null with no orders).
 */
export const OrderOverviewSchema = z.object({
  today: z.object({
    orders: CountSchema,
    /** Every status, each present (0 when none). */
    byStatus: z.record(z.enum(ORDER_STATUSES), CountSchema),
    gmv: AmountSchema,
  }),
  gmvLast7Days: AmountSchema,
  activeRestaurants: CountSchema,
  ridersOnline: CountSchema,
  newCustomersToday: CountSchema,
  cancellationRate: RateSchema,
  rejectionRate: RateSchema,
});
export type OrderOverview = z.infer<typeof OrderOverviewSchema>;

/** One day of the platform's revenue: DELIVERED orders placed that day. */
export const PlatformRevenueDaySchema = z.object({
  date: IsoDaySchema,
  orders: CountSchema,
  /** Order totals (what customers paid). */
  gmv: AmountSchema,
  /** The platform's commission charged at each delivery (its GST is owed to the state, not counted). */
  commission: AmountSchema,
});

/**
 * `GET /order/revenue?days=N` (admins): DELIVERED orders over the last N India days, one entry per day (zero-filled,
 * oldest first), their totals, and the 5 restaurants with the highest GMV in the period.
 */
export const PlatformRevenueSchema = z.object({
  days: z.number().int(),
  from: IsoDaySchema,
  to: IsoDaySchema,
  series: z.array(PlatformRevenueDaySchema),
  totals: z.object({ orders: CountSchema, gmv: AmountSchema, commission: AmountSchema }),
  topRestaurants: z.array(
    z.object({ restaurantId: z.string(), name: z.string(), orders: CountSchema, gmv: AmountSchema }),
  ),
});
export type PlatformRevenue = z.infer<typeof PlatformRevenueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The report as CSV

export const REPORT_CSV_HEADER = [
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
] as const;

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rupees with exactly two decimals, "1234.50" (worked from paise, so no float shows through). */
export function csvAmount(rupees: number): string {
  const paise = toPaise(rupees);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The headings of the settlement statement's rows in the CSV, after the totals row (the JSON's `settlement`). */
export const REPORT_CSV_SETTLEMENT_HEADER = [
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
] as const;

/** The file a browser saves the report's CSV as. */
export function reportFileName(from: string, to: string): string {
  return `zaika-report-${from}-to-${to}.csv`;
}

/**
 * The report as CSV: the header, one line per order (the JSON's rows, times in India), a totals line whose amounts
 * are the JSON's totals (delivered orders), then the settlement statement: its headings and a line of its amounts,
 * led by the period. Lines end with CR LF, as RFC 4180 and spreadsheets expect.
 */
export function reportCsv(report: Omit<RestaurantReport, "pagination">): string {
  const lines: Array<ReadonlyArray<string | number>> = [
    REPORT_CSV_HEADER,
    ...report.orders.map((order) => [
      order.orderId,
      order.orderNumber,
      indiaDateTime(new Date(order.placedAt)),
      order.items,
      order.status,
      order.paymentMode,
      csvAmount(order.gross),
      csvAmount(order.commission),
      csvAmount(order.commissionGst),
      csvAmount(order.net),
    ]),
    [
      "Totals",
      `${report.totals.orders} orders`,
      "",
      "",
      `${report.totals.delivered} delivered`,
      "",
      csvAmount(report.totals.gross),
      csvAmount(report.totals.commission),
      csvAmount(report.totals.commissionGst),
      csvAmount(report.totals.net),
    ],
    REPORT_CSV_SETTLEMENT_HEADER,
    [
      `${report.from} to ${report.to}`,
      csvAmount(report.settlement.gross),
      csvAmount(report.settlement.commission),
      csvAmount(report.settlement.commissionGst),
      csvAmount(report.settlement.refunds),
      csvAmount(report.settlement.cancellationFees),
      csvAmount(report.settlement.netPayable),
      csvAmount(report.settlement.paidOut),
      csvAmount(report.settlement.outstanding),
      csvAmount(report.settlement.pending),
    ],
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
