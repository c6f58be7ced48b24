/**
 * Scheduled orders (issue 12): besides "Deliver now", a customer picks a 15-minute delivery slot later today or
 * tomorrow (India days). A slot must leave the kitchen its preparation and the rider the ride (the lead, from the
 * ETA model), and the restaurant must be open both when the order goes to the kitchen (slot − lead) and at the slot.
 * The order is released to the kitchen at slot − lead; it cancels free until 60 minutes before the slot (spec §4, §9).
 */
import { z } from "zod";
import { type BusinessHours, indiaTime, isOpenAt } from "./business-hours";
import { IdSchema } from "./common";
import { CANCELLATION } from "./constants";
import { indiaClockTime } from "./kitchen";

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = 330 * 60_000;

/** A slot as sent: an ISO instant on a 15-minute boundary (India is UTC+05:30, so the boundaries agree). */
export const ScheduledForSchema = z.iso
  .datetime({ offset: true, error: "scheduledFor must be an ISO date-time, e.g. 2026-11-24T19:00:00+05:30" })
  .refine((value) => {
    const at = Date.parse(value);
    return !Number.isNaN(at) && at % SLOT_MS === 0;
  }, `scheduledFor must be on a ${SLOT_MINUTES}-minute boundary (7:00, 7:15, 7:30, 7:45)`);

/** The first slot at or after `at`. */
export function slotAtOrAfter(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / SLOT_MS) * SLOT_MS);
}

/** Midnight (India) at the start of the day after tomorrow: slots end before it. */
export function scheduleHorizon(now: Date): Date {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + 2 * DAY_MS - IST_OFFSET_MS);
}

/** When a scheduled order goes to the kitchen: the slot less the lead (preparation and ride), to the minute. */
export function releaseAt(slot: Date, leadMinutes: number): Date {
  return new Date(slot.getTime() - Math.ceil(leadMinutes) * 60_000);
}

/** Whether the kitchen can take a slot: open when the order reaches it and at the slot itself. */
function kitchenOpenFor(hours: BusinessHours, slot: Date, leadMinutes: number): boolean {
  return isOpenAt(hours, releaseAt(slot, leadMinutes)) && isOpenAt(hours, slot);
}

export interface SlotRules {
  hours: BusinessHours;
  now: Date;
  /** Preparation and ride, in minutes (the ETA model's estimate for this address). */
  leadMinutes: number;
  /** Slots already full (the kitchen's cap), as instants: skipped. */
  full?: ReadonlySet<number>;
}

/** Every slot the customer may choose, soonest first: today's and tomorrow's. */
export function availableSlots(rules: SlotRules): Date[] {
  const slots: Date[] = [];
  const end = scheduleHorizon(rules.now).getTime();
  const first = slotAtOrAfter(new Date(rules.now.getTime() + Math.ceil(rules.leadMinutes) * 60_000));
  for (let at = first.getTime(); at < end; at += SLOT_MS) {
    const slot = new Date(at);
    if (rules.full?.has(at)) continue;
    if (kitchenOpenFor(rules.hours, slot, rules.leadMinutes)) slots.push(slot);
  }
  return slots;
}

/** "Today, 8:45 PM" or "Tomorrow, 7:00 PM" (India days, as seen at `now`). */
export function slotLabel(slot: Date, now: Date): string {
  const day = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
  const offset = day(slot) - day(now);
  const prefix = offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : indiaTime(slot).weekday;
  return `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}, ${indiaClockTime(slot)}`;
}

export type SlotProblem =
  | { kind: "range"; message: string }
  | { kind: "rule"; rule: "too-soon" | "closed" | "full"; message: string; earliest: Date | null };

export const SCHEDULE_MESSAGES = {
  outOfRange: "scheduledFor must be a slot later today or tomorrow",
  noSlots: "There is no slot left today or tomorrow",
} as const;

/**
 * What is wrong with a chosen slot, or null when it can be taken: beyond tomorrow or in the past is bad input (400);
 * too soon for the lead, outside the kitchen's hours, or full is a rule (422), answered with the earliest slot.
 */
export function slotProblem(rules: SlotRules & { restaurantName: string; slot: Date }): SlotProblem | null {
  const { slot, now } = rules;
  if (slot.getTime() <= now.getTime() || slot.getTime() >= scheduleHorizon(now).getTime()) {
    return { kind: "range", message: SCHEDULE_MESSAGES.outOfRange };
  }
  const slots = availableSlots(rules);
  if (slots.some((s) => s.getTime() === slot.getTime())) return null;
  const earliest = slots[0] ?? null;
  const next = earliest ? ` The earliest slot is ${slotLabel(earliest, now)}.` : ` ${SCHEDULE_MESSAGES.noSlots}.`;
  const lead = Math.ceil(rules.leadMinutes);
  if (slot.getTime() < now.getTime() + lead * 60_000) {
    return {
      kind: "rule",
      rule: "too-soon",
      message: `That slot is too soon: ${rules.restaurantName} needs ${lead} minutes to prepare and deliver.${next}`,
      earliest,
    };
  }
  if (rules.full?.has(slot.getTime()) && kitchenOpenFor(rules.hours, slot, rules.leadMinutes)) {
    return { kind: "rule", rule: "full", message: `That slot is full.${next}`, earliest };
  }
  return {
    kind: "rule",
    rule: "closed",
    message: `${rules.restaurantName} is not open for that slot.${next}`,
    earliest,
  };
}

/** Why a restaurant cannot act on a scheduled order before it is released to its kitchen. */
export function scheduledNotReleased(scheduledFor: Date, releasesAt: Date): string {
  return `This order is scheduled for ${indiaClockTime(scheduledFor)}; it comes to your kitchen at ${indiaClockTime(releasesAt)}.`;
}

/**
 * Until when a scheduled order cancels free: 60 minutes before its slot, or the usual free minute after placing if
 * that is later.
 */
export function scheduledFreeCancelUntil(placedAt: Date, scheduledFor: Date): Date {
  const beforeSlot = scheduledFor.getTime() - CANCELLATION.preOrderFreeCancelMinutes * 60_000;
  const afterPlacing = placedAt.getTime() + CANCELLATION.freeWindowSeconds * 1000;
  return new Date(Math.max(beforeSlot, afterPlacing));
}

/** GET /order/slots: the slots for the cart's restaurant and a saved address. */
export const DeliverySlotsQuerySchema = z.object({ addressId: IdSchema });
export const DeliverySlotsResponseSchema = z.object({
  /** Whether the restaurant takes an order to deliver now (open, not paused). */
  deliverNow: z.boolean(),
  /** The slots that can be chosen, soonest first (ISO instants; slotLabel words them). */
  slots: z.array(z.string()),
  /** Preparation and ride for this address, in whole minutes: how far ahead the first slot is. */
  leadMinutes: z.number().int(),
});
export type DeliverySlotsResponse = z.infer<typeof DeliverySlotsResponseSchema>;
