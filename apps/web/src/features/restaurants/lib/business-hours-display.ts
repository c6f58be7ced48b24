/** Business hours as people read them: "Monday", "11:00 AM – 3:00 PM, 6:30 PM – 11:30 PM", "Open 24 hours". */
import { type DayHours, formatTime12h, type TimeSlot, type Weekday } from "@zaika/contract/business-hours";

export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The one slot that means "round the clock". */
export const ROUND_THE_CLOCK: TimeSlot = { open: "00:00", close: "24:00" };

export function isRoundTheClock(slots: readonly TimeSlot[]): boolean {
  const [only] = slots;
  return slots.length === 1 && only?.open === ROUND_THE_CLOCK.open && only.close === ROUND_THE_CLOCK.close;
}

export function describeDay(day: DayHours): string {
  if (day.isClosed || day.slots.length === 0) return "Closed";
  if (isRoundTheClock(day.slots)) return "Open 24 hours";
  return [...day.slots]
    .sort((a, b) => a.open.localeCompare(b.open))
    .map((slot) => `${formatTime12h(slot.open)} – ${formatTime12h(slot.close)}`)
    .join(", ");
}
