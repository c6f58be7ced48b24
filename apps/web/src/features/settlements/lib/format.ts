/** How the money screens write days and amounts (India time, rupees in the current locale). */
import { formatRupees } from "../../../lib/i18n";
import { formatDay } from "../../../lib/india-time";

/** An India day as the API sends it ("2026-01-15") → "15 Jan 2026", whatever the browser's time zone. */
export const formatIndiaDay = (day: string): string => formatDay(`${day}T12:00:00+05:30`);

/** An amount of a money column: "₹1,234.50"; below zero it is what the restaurant owes the platform. */
export function formatAmount(rupees: number): string {
  return formatRupees(rupees === 0 ? 0 : rupees);
}
