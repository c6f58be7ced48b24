/** India-time (IST) formatting of dates and times, whatever the browser's own time zone (ARCHITECTURE §4). */

const IST = "Asia/Kolkata";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: IST });
const time = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: IST });
const timeWithSeconds = new Intl.DateTimeFormat("en-IN", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
  timeZone: IST,
});
const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: IST });
const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: IST });

/** "15 Jan 2026, 12:00 pm" */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** "12:00 pm" */
export const formatTime = (iso: string): string => time.format(new Date(iso));
/** "12:01:00" (the free-cancellation deadline, to the second) */
export const formatTimeWithSeconds = (iso: string): string => timeWithSeconds.format(new Date(iso));
/** "15 Jan 2026" */
export const formatDay = (iso: string): string => day.format(new Date(iso));
const longDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: IST });
/** "15 January 2026" */
export const formatLongDay = (iso: string): string => longDay.format(new Date(iso));
/** Today's date in India as YYYY-MM-DD (the upper bound of the date filters). */
export const todayInIndia = (now: Date = new Date()): string => isoDay.format(now);

/** "14:05" style m:ss countdown from milliseconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
