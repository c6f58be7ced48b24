/**
 * Money after delivery (issue 11): what the platform owes each restaurant and pays out, the cash riders hold and hand
 * in, refunds of delivered orders, and a restaurant's settlement statement for a period. Every figure is read from
 * the ledger (./ledger.ts): restaurant_payable is credited (negative) when the platform owes the restaurant, so what
 * is owed is minus its balance. Integer paise in the rules, rupees on the wire.
 *
 * **Only settled orders are paid out.** The sale credits the restaurant when an order is placed, long before it is
 * delivered or cancelled, so the balance of restaurant_payable is split in two:
 * - `outstanding`, what may be paid out: the balance over the entries of settled orders (SETTLED_STATUSES: delivered,
 *   cancelled or rejected) and the entries of no order (payouts);
 * - `pending`, not payable yet: the balance over the entries of orders still under way (UNSETTLED_STATUSES), which a
 *   cancellation may still undo.
 * A payout is at most `outstanding`, so cancelling an order that was under way when the restaurant was paid in full
 * never leaves the restaurant owing money: its sale was never paid, and its reversal only undoes that sale.
 */
import { z } from "zod";
import { PaginationSchema, toRupees } from "./common";
import { ORDER_MESSAGES } from "./order";
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  TERMINAL_STATUSES,
} from "./order-status";
import { formatRupees } from "./pricing";
import { addDays, indiaDay, indiaDayStart, isIsoDay, type SettlementStatement } from "./reports";

/** The longest payout or deposit reference (a bank's UTR is 22 characters at most; cheque and cash slips vary). */
export const REFERENCE_MAX = 64;
/** A refund's reason, as the timeline shows it. */
export const REFUND_REASON = { min: 3, max: 300 } as const;

/** ₹X as the messages write it (en-IN grouping). */
const rupeesText = (paise: number) => formatRupees(toRupees(paise));

export const SETTLEMENT_MESSAGES = {
  restaurantNotFound: "Restaurant not found",
  riderNotFound: "Rider not found",
  /** 422: two payouts recorded at once cannot together pay more than was owed. */
  payoutTooLarge: (outstandingPaise: number) =>
    `The payout is more than the ${rupeesText(outstandingPaise)} outstanding`,
  /** 422: a rider cannot hand in more cash than they collected. */
  depositTooLarge: (heldPaise: number) => `The deposit is more than the ${rupeesText(heldPaise)} the rider holds`,
  paidOnFuture: "paidOn cannot be a day after today (India time)",
  payoutRecorded: (amountPaise: number, restaurant: string) =>
    `Payout of ${rupeesText(amountPaise)} to ${restaurant} recorded`,
  depositRecorded: (amountPaise: number, rider: string) =>
    `Deposit of ${rupeesText(amountPaise)} from ${rider} recorded`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Rules

/**
 * Orders whose money may be paid out: delivered, cancelled or rejected, so nothing but a refund after delivery (which
 * the restaurant bears, under the same lock as payouts) can change what they leave the restaurant.
 */
export const SETTLED_STATUSES: readonly OrderStatus[] = TERMINAL_STATUSES;

/** Orders under way: what their entries owe the restaurant is pending, not payable. */
export const UNSETTLED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !SETTLED_STATUSES.includes(status),
);

/** What decides whether an admin may refund an order after delivery. */
export type RefundableOrder = { status: OrderStatus; paymentMode: PaymentMode; paymentStatus: PaymentStatus };

/**
 * Why an admin may not refund an order after delivery (`POST /order/{id}/refund`, the server's 409), or null when they
 * may: it must be delivered, paid online (a cash order has no payment to send back through the provider) and not
 * refunded yet (a refund marks the payment REFUNDED, and an order has at most one).
 */
export function whyNoDeliveredRefund(order: RefundableOrder): string | null {
  if (order.status !== "DELIVERED") return ORDER_MESSAGES.refundNotDelivered;
  if (order.paymentMode !== "ONLINE" || order.paymentStatus !== "PAID") return ORDER_MESSAGES.refundNotAllowed;
  return null;
}

/** Whether an admin may refund an order after delivery, so the admin's order page offers "Refund" only then. */
export function mayRefundDelivered(order: RefundableOrder): boolean {
  return whyNoDeliveredRefund(order) === null;
}

/**
 * The instant a payout is entered in the ledger: now when it was paid today (India), otherwise the last millisecond
 * of the India day it was paid on, so a payout recorded late still falls on its day, after that day's sales, in every
 * statement. A day after today is refused before this is called (a RangeError here: a caller's bug).
 */
export function payoutInstant(paidOn: string, now: Date): Date {
  if (!isIsoDay(paidOn)) throw new RangeError(`paidOn ${paidOn} is not a day`);
  const today = indiaDay(now);
  if (paidOn > today) throw new RangeError(`paidOn ${paidOn} is after today (${today})`);
  if (paidOn === today) return now;
  return new Date(indiaDayStart(addDays(paidOn, 1)).getTime() - 1);
}

/** Whether an India day is after the one `now` falls on. */
export function isAfterToday(day: string, now: Date): boolean {
  return day > indiaDay(now);
}

/**
 * Sums of a restaurant's ledger entries (signed as stored: debits positive, credits negative), in paise: the period's
 * entries of each posting kind that concerns the restaurant, and the balance of restaurant_payable at its end.
 */
export interface RestaurantLedgerSums {
  /** restaurant_payable entries of `sale` and `sale_reversal` postings: food and packaging sold, less orders undone. */
  sales: number;
  /** platform_revenue entries of `commission` postings (credits). */
  commissionRevenue: number;
  /** gst_payable entries of `commission` postings (credits): the 18 % GST on the commission. */
  commissionGst: number;
  /** restaurant_payable entries of `refund` postings (debits): refunds after delivery, borne by the restaurant. */
  refunds: number;
  /** restaurant_payable entries of `cancellation_fee` postings (credits): fees the restaurant keeps. */
  cancellationFees: number;
  /** restaurant_payable entries of `restaurant_payout` postings (debits): money sent to the restaurant. */
  payouts: number;
  /** The balance of restaurant_payable over every entry before the period's end (all time, not just the period). */
  balanceAtEnd: number;
  /**
   * The part of balanceAtEnd that belongs to orders still under way at the period's end (their timeline had not reached
   * a settled status by then): pending, not payable, at that time.
   */
  pendingAtEnd: number;
}

/** A restaurant's settlement statement for a period, in paise (SettlementStatementSchema has it in rupees). */
export interface SettlementStatementPaise {
  gross: number;
  commission: number;
  commissionGst: number;
  refunds: number;
  cancellationFees: number;
  netPayable: number;
  paidOut: number;
  outstanding: number;
  pending: number;
}

/**
 * The statement from the ledger's sums: gross = food and packaging sold (sales less reversals); commission and its
 * GST as the commission postings took them; refunds after delivery; the cancellation fees the restaurant kept;
 * netPayable = gross − commission − commissionGst − refunds + cancellationFees (what the period added to the amount
 * owed, which is minus the period's restaurant_payable entries other than payouts); paidOut = the period's payouts;
 * at the end of the period, whatever period earned it: outstanding = what was owed for settled orders and could be paid
 * out, pending = what was owed for orders still under way. outstanding + pending at the end of one period is the
 * previous period's plus netPayable less paidOut.
 */
export function settlementStatement(sums: RestaurantLedgerSums): SettlementStatementPaise {
  // 0 − x rather than −x: a credit of nothing is 0, never −0.
  const gross = 0 - sums.sales;
  const commission = 0 - sums.commissionRevenue;
  const commissionGst = 0 - sums.commissionGst;
  const cancellationFees = 0 - sums.cancellationFees;
  return {
    gross,
    commission,
    commissionGst,
    refunds: sums.refunds,
    cancellationFees,
    netPayable: gross - commission - commissionGst - sums.refunds + cancellationFees,
    paidOut: sums.payouts,
    outstanding: 0 - (sums.balanceAtEnd - sums.pendingAtEnd),
    pending: 0 - sums.pendingAtEnd,
  };
}

/** The statement in rupees. */
export function toWireStatement(statement: SettlementStatementPaise): SettlementStatement {
  return {
    gross: toRupees(statement.gross),
    commission: toRupees(statement.commission),
    commissionGst: toRupees(statement.commissionGst),
    refunds: toRupees(statement.refunds),
    cancellationFees: toRupees(statement.cancellationFees),
    netPayable: toRupees(statement.netPayable),
    paidOut: toRupees(statement.paidOut),
    outstanding: toRupees(statement.outstanding),
    pending: toRupees(statement.pending),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Rupees more than 0 with at most two decimals: a payout, a deposit or a refund. */
export const PositiveRupeesSchema = z
  .number({ error: "Amount must be a number" })
  .gt(0, "Amount must be more than ₹0")
  .max(10_000_000, "Amount is too large")
  .refine(twoDecimals, "Amount can have at most 2 decimals");

/** The bank's transfer reference (UTR), a cheque number or a cash slip: 1 to REFERENCE_MAX characters. */
export const ReferenceSchema = z
  .string({ error: "reference is required (e.g. the bank's UTR)" })
  .trim()
  .min(1, "reference is required (e.g. the bank's UTR)")
  .max(REFERENCE_MAX, `reference can be at most ${REFERENCE_MAX} characters`);

/** `?all=true` lists every restaurant (or rider), not only those with money outstanding; paginated like admin lists. */
export const SettlementListQuerySchema = z.object({
  all: z
    .enum(["true", "false"], { error: "all must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "limit must be 1 or more").max(100, "limit must be at most 100").default(10),
});
export type SettlementListQuery = z.input<typeof SettlementListQuerySchema>;

export const RestaurantPayoutParamsSchema = z.object({ restaurantId: z.uuid({ error: "Invalid restaurantId" }) });
export const RiderDepositParamsSchema = z.object({ riderId: z.uuid({ error: "Invalid riderId" }) });

/** `POST /admin/settlements/{restaurantId}/payouts`: money sent to the restaurant on `paidOn` (an India day). */
export const RestaurantPayoutBodySchema = z.object({
  amount: PositiveRupeesSchema,
  reference: ReferenceSchema,
  paidOn: z
    .string({ error: "paidOn is required (YYYY-MM-DD)" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "paidOn must be YYYY-MM-DD", abort: true })
    .refine(isIsoDay, "paidOn is not a real date"),
});
export type RestaurantPayoutBody = z.input<typeof RestaurantPayoutBodySchema>;

/** `POST /admin/rider-cash/{riderId}/deposits`: cash a rider handed in now. */
export const RiderDepositBodySchema = z.object({ amount: PositiveRupeesSchema, reference: ReferenceSchema });
export type RiderDepositBody = z.input<typeof RiderDepositBodySchema>;

/** `POST /order/{id}/refund` (admins): part or all of a delivered online order, borne by its restaurant. */
export const RefundDeliveredBodySchema = z.object({
  amount: PositiveRupeesSchema,
  reason: z
    .string({ error: ORDER_MESSAGES.reasonRequired })
    .trim()
    .min(REFUND_REASON.min, ORDER_MESSAGES.reasonRequired)
    .max(REFUND_REASON.max, `reason can be at most ${REFUND_REASON.max} characters`),
});
export type RefundDeliveredBody = z.input<typeof RefundDeliveredBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers (rupees)

/** Rupees; an outstanding amount is negative when the restaurant owes the platform (a refund after a payout). */
const AmountSchema = z.number().describe("Rupees");

/**
 * A restaurant's account with the platform, now:
 * - `outstanding` = what may be paid out: minus the balance of its restaurant_payable entries that belong to settled
 *   orders (SETTLED_STATUSES: sales, reversals, commission and its GST, refunds, fees kept) or to no order (payouts);
 *   negative when the restaurant owes the platform (a refund after a payout);
 * - `pending` = minus the balance of the entries of its orders still under way (their sales: the commission comes at
 *   delivery); shown beside, payable only once each order is delivered (less commission) or is cancelled or rejected
 *   (its sale undone, any fee kept);
 * - `paidOut` = every payout so far, `lastPayoutOn` = the India day of the latest payout (null if none).
 */
export const SettlementSchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  city: z.string(),
  outstanding: AmountSchema,
  pending: AmountSchema,
  paidOut: AmountSchema,
  lastPayoutOn: z.string().nullable().describe("An India day, YYYY-MM-DD"),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/**
 * Sorted by outstanding, largest first (then by name). By default only restaurants with an outstanding amount (what
 * may be paid, or is owed back); `all=true` adds every restaurant not deleted and any deleted one with money
 * outstanding or pending.
 */
export const SettlementListResponseSchema = z.object({ data: z.array(SettlementSchema), pagination: PaginationSchema });
export type SettlementListResponse = z.infer<typeof SettlementListResponseSchema>;

/**
 * The restaurant's account after the payout, with the new outstanding amount; a payout larger than `outstanding` is
 * refused (422), whatever is pending.
 */
export const PayoutResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: SettlementSchema });
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;

/**
 * The cash a rider holds: `held` = cash collected on COD deliveries less deposits (the balance of cash_with_rider
 * for the rider); `deliveries` = how many deliveries that cash comes from, deposits clearing the oldest cash first
 * (the newest cash deliveries whose amounts reach `held`), `heldSince` = when the oldest of them was collected;
 * `deposited` = all deposits so far, `lastDepositAt` = the latest (ISO 8601, null if none).
 */
export const RiderCashSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  held: AmountSchema,
  deliveries: z.number().int().min(0),
  heldSince: z.string().nullable(),
  deposited: AmountSchema,
  lastDepositAt: z.string().nullable(),
});
export type RiderCash = z.infer<typeof RiderCashSchema>;

/** Sorted by cash held, largest first (then by name). */
export const RiderCashListResponseSchema = z.object({ data: z.array(RiderCashSchema), pagination: PaginationSchema });
export type RiderCashListResponse = z.infer<typeof RiderCashListResponseSchema>;

export const DepositResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: RiderCashSchema });
export type DepositResponse = z.infer<typeof DepositResponseSchema>;
