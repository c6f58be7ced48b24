/** How the dashboards write their figures: rates as percentages, minutes, and the days of a revenue chart. */
import { dateFormat, formatNumber, t } from "../../../lib/i18n";

/** Shown for a figure the server could not work out (a rate with nothing to divide, a mean of no orders). */
export const NO_FIGURE = "—";

/** A rate between 0 and 1 as a percentage to one decimal ("8.3%"); NO_FIGURE for null. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_FIGURE : formatNumber(rate, { style: "percent", maximumFractionDigits: 1 });
}

/** Minutes to one decimal ("18.5 min"); NO_FIGURE for null. */
export function formatMinutes(value: number | null): string {
  return value === null
    ? NO_FIGURE
    : t("dashboard:minutes", { value: formatNumber(value, { maximumFractionDigits: 1 }) });
}

/** An India day (YYYY-MM-DD) on a chart's axis: "5 Jan". The day is a calendar date, so it is read in UTC. */
export function formatChartDay(day: string): string {
  return dateFormat({ day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** Rupees on a chart's value axis, short: "₹0", "₹1.2K", "₹3.5L", "₹1.2Cr". */
export function formatAxisRupees(rupees: number): string {
  return formatNumber(rupees, {
    style: "currency",
    currency: "INR",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
}
