/**
 * A delivery slot as the customer reads it, in the app's language (issue 15): "Today, 8:45 PM", "Tomorrow, 7:00 PM"
 * (India days, as seen at `now`), the same English as the contract's slotLabel. Used by checkout's slot picker and
 * the customer's scheduled orders.
 */
import { indiaClockTime } from "@zaika/contract/kitchen-rules";
import { dateFormat, t } from "./i18n";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The slot's day ("Today", "Tomorrow", else its weekday) and its clock time. */
export function slotParts(slot: Date, now: Date): { day: string; time: string } {
  const dayOf = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
  const offset = dayOf(slot) - dayOf(now);
  let day: string;
  if (offset === 0) day = t("cart:slotToday");
  else if (offset === 1) day = t("cart:slotTomorrow");
  else day = dateFormat({ weekday: "long" }).format(slot);
  return { day, time: indiaClockTime(slot) };
}

/** "Today, 8:45 PM" */
export function slotText(slot: Date, now: Date): string {
  return t("cart:slotAt", slotParts(slot, now));
}
