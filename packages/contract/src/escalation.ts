/**
 * Unanswered orders escalate (issue 12): an order the kitchen has neither accepted nor rejected is sent to the
 * restaurant's phones by SMS after 2 minutes, and after 5 the system cancels it with a full refund. Both deadlines
 * count from when the kitchen got the order (placement for cash, payment for online, release for a scheduled order)
 * and are stored with it, so a restart loses none. The server sets and sweeps them; admins see the orders at risk.
 */
import { z } from "zod";
import { normaliseIndianMobile } from "./auth";
import { toRupees } from "./common";
import { type OrderStatus, PAYMENT_MODES } from "./order-status";
import { formatRupees } from "./pricing";

/** How long after the kitchen got an order the SMS goes and the order is cancelled (ORDER_SMS_AFTER_SECONDS …). */
export interface EscalationTimings {
  smsAfterSeconds: number;
  cancelAfterSeconds: number;
}

export const ESCALATION_DEFAULTS: EscalationTimings = { smsAfterSeconds: 120, cancelAfterSeconds: 300 };

/** The range either setting may take: a few seconds for a drill, at most an hour of a customer waiting. */
export const ESCALATION_LIMITS = { minSeconds: 10, maxSeconds: 3600 } as const;

/** An order this close to its auto-cancel is at risk even before its SMS is due (a short gap between the two). */
export const AT_RISK_BEFORE_CANCEL_SECONDS = 60;

export const ESCALATION_MESSAGES = {
  /** The cancel reason on the order, its timeline and the customer's live update. */
  autoCancelReason: "The restaurant did not respond in time",
  cancelAfterSms: "ORDER_AUTO_CANCEL_AFTER_SECONDS must be more than ORDER_SMS_AFTER_SECONDS",
} as const;

export interface EscalationDeadlines {
  smsDueAt: Date;
  cancelDueAt: Date;
}

/** When the SMS is due and when the order is cancelled, for an order the kitchen got at `kitchenAt`. */
export function escalationDeadlines(kitchenAt: Date, timings: EscalationTimings): EscalationDeadlines {
  const at = kitchenAt.getTime();
  return {
    smsDueAt: new Date(at + timings.smsAfterSeconds * 1000),
    cancelDueAt: new Date(at + timings.cancelAfterSeconds * 1000),
  };
}

/** Why a pair of timings cannot be used, or null: the cancel must come after the SMS (the limits are the config's). */
export function escalationTimingsProblem(timings: EscalationTimings): string | null {
  return timings.cancelAfterSeconds > timings.smsAfterSeconds ? null : ESCALATION_MESSAGES.cancelAfterSms;
}

/** What the rules read of an order: still PENDING, and its stored deadlines (null: the kitchen has not got it). */
export interface EscalationState {
  status: OrderStatus;
  smsDueAt: Date | null;
  cancelDueAt: Date | null;
}

/**
 * Whether admins should look at the order now: still unanswered and past its SMS deadline, or within a minute of
 * being cancelled. Orders the kitchen has not got (unpaid, scheduled, older than the deadlines) never are.
 */
export function isAtRisk(order: EscalationState, now: Date): boolean {
  if (order.status !== "PENDING" || !order.smsDueAt || !order.cancelDueAt) return false;
  const t = now.getTime();
  return t >= order.smsDueAt.getTime() || order.cancelDueAt.getTime() - t <= AT_RISK_BEFORE_CANCEL_SECONDS * 1000;
}

/** Whether the order is cancelled by the sweep at `now`: still unanswered at (or after) its cancel deadline. */
export function isAutoCancelDue(order: EscalationState, now: Date): boolean {
  return order.status === "PENDING" && order.cancelDueAt !== null && now.getTime() >= order.cancelDueAt.getTime();
}

/**
 * Whole minutes left to accept, rounded down so the SMS never promises more time than there is, and at least 1 (a
 * text saying "within 0 min" helps nobody; the sweep cancels on time anyway).
 */
export function minutesToAccept(cancelDueAt: Date, now: Date): number {
  return Math.max(1, Math.floor((cancelDueAt.getTime() - now.getTime()) / 60_000));
}

/** The restaurant's phones that can receive the SMS: its mobiles, each once (a landline gets no text). */
export function textablePhones(phones: readonly string[]): string[] {
  const mobiles = phones.map(normaliseIndianMobile).filter((phone): phone is string => phone !== null);
  return [...new Set(mobiles)];
}

/** The SMS to the restaurant's phones: which order, how much, and how long before it is cancelled. */
export function restaurantAlertText(input: {
  orderNumber: string;
  totalPaise: number;
  cancelDueAt: Date;
  now: Date;
}): string {
  const minutes = minutesToAccept(input.cancelDueAt, input.now);
  return (
    `Zaika: new order ${input.orderNumber} (${formatRupees(toRupees(input.totalPaise))}) is waiting. ` +
    `Accept it within ${minutes} min or it will be cancelled.`
  );
}

/** "3:07", "0:05", "12:00": a countdown or a wait in minutes and seconds (negative counts as 0:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** An order at risk, as `GET /admin/orders/at-risk` lists it. */
export const AtRiskOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** Rupees. */
  finalTotal: z.number(),
  paymentMode: z.enum(PAYMENT_MODES),
  restaurant: z.object({ _id: z.string(), name: z.string(), phones: z.array(z.string()) }),
  kitchenAt: z.string(),
  smsDueAt: z.string(),
  /** When the SMS went out; null while it is not due yet or could not be sent (it is retried). */
  smsSentAt: z.string().nullable(),
  cancelDueAt: z.string(),
  /** Seconds since the kitchen got it, and seconds left before it is cancelled (0: the sweep is about to), at `asOf`. */
  waitingSeconds: z.number().int(),
  secondsLeft: z.number().int(),
});
export type AtRiskOrder = z.infer<typeof AtRiskOrderSchema>;

export const AtRiskOrdersResponseSchema = z.object({
  /** The most urgent first (soonest auto-cancel), at most AT_RISK_LIST_LIMIT. */
  data: z.array(AtRiskOrderSchema),
  /** All orders at risk, also those past the list's limit. */
  total: z.number().int(),
  /** The server's time the seconds were counted at. */
  asOf: z.string(),
});
export type AtRiskOrdersResponse = z.infer<typeof AtRiskOrdersResponseSchema>;

export const AT_RISK_LIST_LIMIT = 50;
