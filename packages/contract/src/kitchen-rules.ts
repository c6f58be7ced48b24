/**
 * Kitchen controls (issue 12): a busy kitchen adds minutes to its preparation time, pauses new orders for a while or
 * until it resumes, and may cap the orders it takes per 15-minute window. The rules here decide what a customer is
 * told and what placing an order is refused with; the server stores the settings and the web app shows them. The
 * routes' schemas are in ./kitchen, which re-exports these; this module is free of zod, so the customer pages' scripts
 * can read a pause without loading it.
 */
import { formatTime12h } from "./business-hours-rules";

/** The pause lengths the owner can choose, in minutes; "until resumed" has no end. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];
export const BUSY_MINUTES_MAX = 60;
/** The steps of the "Busy" control, in minutes (0: not busy). */
export const BUSY_MINUTE_CHOICES = [0, 10, 20, 30, 45, 60] as const;
/** Orders are capped per aligned window of this many minutes (8:30–8:45 PM, 8:45–9:00 PM, …). */
export const ORDER_CAP_WINDOW_MINUTES = 15;
export const ORDER_CAP_MAX = 500;

/** Kitchen controls as customers see them (restaurant cards and page, the cart): a pause that has ended is not shown. */
export interface PublicKitchen {
  busyMinutes: number;
  paused: boolean;
  /** When the pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: string | null;
}

/** What customers are shown of the stored controls at `now`. */
export function publicKitchen(stored: StoredPause & { busyMinutes: number }, now: Date): PublicKitchen {
  const paused = isPausedAt(stored, now);
  return {
    busyMinutes: stored.busyMinutes,
    paused,
    pausedUntil: paused ? (stored.pausedUntil?.toISOString() ?? null) : null,
  };
}

/** The stored pause behind what a customer was shown (for kitchenRefusal in the browser). */
export function pauseOf(kitchen: PublicKitchen, now: Date): StoredPause {
  return {
    pausedAt: kitchen.paused ? now : null,
    pausedUntil: kitchen.pausedUntil ? new Date(kitchen.pausedUntil) : null,
  };
}

export const KITCHEN_MESSAGES = {
  saved: "Kitchen settings saved",
  paused: "New orders paused",
  resumed: "Taking orders again",
} as const;

/** What the stored columns say: paused from pausedAt, until pausedUntil (null: until resumed). */
export interface StoredPause {
  pausedAt: Date | null;
  pausedUntil: Date | null;
}

/** Whether new orders are paused at `now`; a timed pause ends by itself at its end. */
export function isPausedAt(pause: StoredPause, now: Date): boolean {
  if (!pause.pausedAt) return false;
  return pause.pausedUntil === null || now.getTime() < pause.pausedUntil.getTime();
}

/** The stored columns after the owner's choice at `now`. */
export function pauseAfter(choice: PauseMinutes | "until-resumed" | "resume", now: Date): StoredPause {
  if (choice === "resume") return { pausedAt: null, pausedUntil: null };
  if (choice === "until-resumed") return { pausedAt: now, pausedUntil: null };
  return { pausedAt: now, pausedUntil: new Date(now.getTime() + choice * 60_000) };
}

const WINDOW_MS = ORDER_CAP_WINDOW_MINUTES * 60_000;

/**
 * The aligned 15-minute window holding `at`: [start, end). India is UTC+05:30, so windows aligned in UTC are aligned
 * in India time too.
 */
export function orderCapWindow(at: Date): { start: Date; end: Date } {
  const start = Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS;
  return { start: new Date(start), end: new Date(start + WINDOW_MS) };
}

/** "8:30 PM" in India time. */
export function indiaClockTime(at: Date): string {
  const shifted = new Date(at.getTime() + 330 * 60_000);
  const hh = String(shifted.getUTCHours()).padStart(2, "0");
  const mm = String(shifted.getUTCMinutes()).padStart(2, "0");
  return formatTime12h(`${hh}:${mm}`);
}

export type KitchenRefusal = { rule: "paused" | "capped"; message: string; resumesAt: Date | null };

/**
 * Why an order placed at `now` is refused by the kitchen controls, or null when it may be placed. `ordersThisWindow`:
 * the restaurant's orders already placed in the window of `now`.
 */
export function kitchenRefusal(input: {
  restaurantName: string;
  pause: StoredPause;
  orderCapPerWindow: number | null;
  ordersThisWindow: number;
  now: Date;
}): KitchenRefusal | null {
  const { restaurantName: name, now } = input;
  if (isPausedAt(input.pause, now)) {
    const until = input.pause.pausedUntil;
    return until
      ? {
          rule: "paused",
          message: `${name} has paused new orders. Ordering resumes at ${indiaClockTime(until)}.`,
          resumesAt: until,
        }
      : { rule: "paused", message: `${name} has paused new orders until further notice.`, resumesAt: null };
  }
  if (input.orderCapPerWindow !== null && input.ordersThisWindow >= input.orderCapPerWindow) {
    const { end } = orderCapWindow(now);
    return {
      rule: "capped",
      message: `${name} is taking as many orders as its kitchen can handle. Ordering resumes at ${indiaClockTime(end)}.`,
      resumesAt: end,
    };
  }
  return null;
}

/** What a card or the restaurant page says about a pause: "Paused · back at 8:30 PM", or null when not paused. */
export function pauseLabel(pause: { paused: boolean; pausedUntil: string | null }): string | null {
  if (!pause.paused) return null;
  return pause.pausedUntil ? `Paused · back at ${indiaClockTime(new Date(pause.pausedUntil))}` : "Paused for now";
}
