/**
 * Kitchen controls (issue 12): a busy kitchen adds minutes to its preparation time, pauses new orders for a while or
 * until it resumes, and may cap the orders it takes per 15-minute window. The rules here decide what a customer is
 * told and what placing an order is refused with; the server stores the settings and the web app shows them.
 */
import { z } from "zod";
import { formatTime12h } from "./business-hours";

/** The pause lengths the owner can choose, in minutes; "until resumed" has no end. */
export const PAUSE_MINUTES = [15, 30, 60] as const;
export type PauseMinutes = (typeof PAUSE_MINUTES)[number];
export const BUSY_MINUTES_MAX = 60;
/** The steps of the "Busy" control, in minutes (0: not busy). */
export const BUSY_MINUTE_CHOICES = [0, 10, 20, 30, 45, 60] as const;
/** Orders are capped per aligned window of this many minutes (8:30–8:45 PM, 8:45–9:00 PM, …). */
export const ORDER_CAP_WINDOW_MINUTES = 15;
export const ORDER_CAP_MAX = 500;

/**
 * PUT /restaurant/{id}/kitchen: any of the three controls. `pause`: 15, 30 or 60 minutes, "until-resumed", or
 * "resume" to take orders again. `orderCapPerWindow`: null removes the cap.
 */
export const KitchenControlsBodySchema = z
  .object({
    busyMinutes: z
      .number({ error: "busyMinutes must be a number of minutes" })
      .int("busyMinutes must be whole minutes")
      .min(0, "busyMinutes must be 0 to 60")
      .max(BUSY_MINUTES_MAX, "busyMinutes must be 0 to 60"),
    pause: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal("until-resumed"), z.literal("resume")], {
      error: 'pause must be 15, 30, 60, "until-resumed" or "resume"',
    }),
    orderCapPerWindow: z
      .number({ error: "orderCapPerWindow must be a number of orders or null" })
      .int("orderCapPerWindow must be a whole number")
      .min(1, `orderCapPerWindow must be 1 to ${ORDER_CAP_MAX}`)
      .max(ORDER_CAP_MAX, `orderCapPerWindow must be 1 to ${ORDER_CAP_MAX}`)
      .nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Send busyMinutes, pause or orderCapPerWindow");
export type KitchenControlsBody = z.input<typeof KitchenControlsBodySchema>;

/** Kitchen controls as customers see them (restaurant cards and page, the cart): a pause that has ended is not shown. */
export const PublicKitchenSchema = z.object({
  busyMinutes: z.number().int(),
  paused: z.boolean(),
  /** When the pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: z.string().nullable(),
});
export type PublicKitchen = z.infer<typeof PublicKitchenSchema>;

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

/** A restaurant's kitchen controls as its owner and admins see them. */
export const KitchenStateSchema = z.object({
  busyMinutes: z.number().int(),
  paused: z.boolean(),
  /** When a pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: z.string().nullable(),
  orderCapPerWindow: z.number().int().nullable(),
  /** Orders taken in the current window (owner and admins only). */
  ordersThisWindow: z.number().int(),
});
export type KitchenState = z.infer<typeof KitchenStateSchema>;
export const KitchenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  kitchen: KitchenStateSchema,
});
export const KitchenStateResponseSchema = z.object({ kitchen: KitchenStateSchema });

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
