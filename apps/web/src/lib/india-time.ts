/**
 * India-time (IST) formatting of dates and times, whatever the browser's own time zone (ARCHITECTURE §4), in the
 * app's language: en-IN ("15 Jan 2026, 12:00 pm") or hi-IN ("15 जन॰ 2026, 12:00 pm"), through lib/i18n's dateFormat.
 */
import { dateFormat } from "./i18n";

const IST = "Asia/Kolkata";

// Machine-readable, not shown: the same in every language.
const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: IST });

/** "15 Jan 2026, 12:00 pm" */
export const formatDateTime = (iso: string): string =>
  dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: IST }).format(new Date(iso));
/** "12:00 pm" */
export const formatTime = (iso: string): string =>
  dateFormat({ timeStyle: "short", timeZone: IST }).format(new Date(iso));
/** "12:01:00" (the free-cancellation deadline, to the second) */
export const formatTimeWithSeconds = (iso: string): string =>
  dateFormat({ hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false, timeZone: IST }).format(
    new Date(iso),
  );
/** "15 Jan 2026" */
export const formatDay = (iso: string): string =>
  dateFormat({ dateStyle: "medium", timeZone: IST }).format(new Date(iso));
/** "15 January 2026" */
export const formatLongDay = (iso: string): string =>
  dateFormat({ dateStyle: "long", timeZone: IST }).format(new Date(iso));
/** Today's date in India as YYYY-MM-DD (the upper bound of the date filters). */
export const todayInIndia = (now: Date = new Date()): string => isoDay.format(now);

/** "14:05" style m:ss countdown from milliseconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
