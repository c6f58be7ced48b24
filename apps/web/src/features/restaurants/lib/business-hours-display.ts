/** Business hours as people read them: "Monday", "11:00 AM – 3:00 PM, 6:30 PM – 11:30 PM", "Open 24 hours". */
import { type DayHours, formatTime12h, type TimeSlot, type Weekday } from "@zaika/contract/business-hours-rules";
import { t } from "../../../lib/i18n";

const WEEKDAY_KEYS = {
  monday: "restaurants:monday",
  tuesday: "restaurants:tuesday",
  wednesday: "restaurants:wednesday",
  thursday: "restaurants:thursday",
  friday: "restaurants:friday",
  saturday: "restaurants:saturday",
  sunday: "restaurants:sunday",
} as const satisfies Record<Weekday, string>;

export function weekdayLabel(day: Weekday): string {
  return t(WEEKDAY_KEYS[day]);
}

/** The one slot that means "round the clock". */
export const ROUND_THE_CLOCK: TimeSlot = { open: "00:00", close: "24:00" };

export function isRoundTheClock(slots: readonly TimeSlot[]): boolean {
  const [only] = slots;
  return slots.length === 1 && only?.open === ROUND_THE_CLOCK.open && only.close === ROUND_THE_CLOCK.close;
}

export function describeDay(day: DayHours): string {
  if (day.isClosed || day.slots.length === 0) return t("restaurants:closed");
  if (isRoundTheClock(day.slots)) return t("restaurants:open24Hours");
  return [...day.slots]
    .sort((a, b) => a.open.localeCompare(b.open))
    .map((slot) => t("restaurants:slotRange", { open: formatTime12h(slot.open), close: formatTime12h(slot.close) }))
    .join(", ");
}
