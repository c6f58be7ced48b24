/**
 * Opening hours per weekday with several slots, and "open now" in India time: the types and rules (./business-hours
 * adds the schemas and re-exports these). Free of zod, so the customer pages' scripts can tell open from closed
 * without loading it.
 */

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One opening slot, "HH:MM" in 24-hour time ("24:00": midnight at the end of the day). A close earlier than the open
 * runs past midnight (18:30–02:00).
 */
export interface TimeSlot {
  open: string;
  close: string;
}

/** A weekday's hours: closed all day, or open in its slots (at most 4, not overlapping). */
export interface DayHours {
  isClosed: boolean;
  slots: TimeSlot[];
}

export type BusinessHours = { [day in Weekday]: DayHours };

/** "18:30" → 1110: minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Every day the same slots: a helper for forms and the seed. */
export function sameEveryDay(slots: TimeSlot[]): BusinessHours {
  const day = { isClosed: false, slots };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
}

/** What a restaurant gets when it is created without hours: 11:00–23:00 every day. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = sameEveryDay([{ open: "11:00", close: "23:00" }]);

const IST_OFFSET_MINUTES = 330;

/** The weekday and minute of the day in India time (IST has no daylight saving). */
export function indiaTime(at: Date): { weekday: Weekday; minute: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  // getUTCDay: 0 = Sunday.
  const weekday = WEEKDAYS[(shifted.getUTCDay() + 6) % 7] as Weekday;
  return { weekday, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] as Weekday;
}

/** Whether the hours say open at `at` (India time), counting yesterday's slots that run past midnight. */
export function isOpenAt(hours: BusinessHours, at: Date): boolean {
  const { weekday, minute } = indiaTime(at);
  const today = hours[weekday];
  if (!today.isClosed) {
    for (const slot of today.slots) {
      const open = minutesOf(slot.open);
      const close = minutesOf(slot.close);
      if (close > open ? minute >= open && minute < close : minute >= open) return true;
    }
  }
  const yesterday = hours[previousDay(weekday)];
  if (!yesterday.isClosed) {
    for (const slot of yesterday.slots) {
      const open = minutesOf(slot.open);
      const close = minutesOf(slot.close);
      if (close <= open && minute < close) return true;
    }
  }
  return false;
}

/** "11:00" → "11:00 AM"; "24:00" → "12:00 AM". */
export function formatTime12h(time: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

const DAY_MINUTES = 24 * 60;

/**
 * The next instant after `at` at which a slot opens (India time), looking up to a week ahead; null when the hours
 * never open. A slot that is open at `at` does not count: this is "opens at" for a restaurant that is closed now.
 */
export function nextOpeningAt(hours: BusinessHours, at: Date): Date | null {
  const { weekday, minute } = indiaTime(at);
  // The start of today's India day, as an instant (seconds and milliseconds of `at` dropped).
  const dayStart = Math.floor(at.getTime() / 60_000) * 60_000 - minute * 60_000;
  let best: number | null = null;
  for (let offset = 0; offset <= 7 && best === null; offset++) {
    const day = hours[WEEKDAYS[(WEEKDAYS.indexOf(weekday) + offset) % 7] as Weekday];
    if (day.isClosed) continue;
    for (const slot of day.slots) {
      const start = dayStart + (offset * DAY_MINUTES + minutesOf(slot.open)) * 60_000;
      if (start > at.getTime() && (best === null || start < best)) best = start;
    }
  }
  return best === null ? null : new Date(best);
}

/** When a restaurant closed at `at` opens next; null while it is open (or when it never opens). */
export function opensAtIfClosed(hours: BusinessHours, at: Date): Date | null {
  return isOpenAt(hours, at) ? null : nextOpeningAt(hours, at);
}
