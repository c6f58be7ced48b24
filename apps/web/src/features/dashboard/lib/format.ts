/** How the dashboards write their figures: rates as percentages, minutes, and the days of a revenue chart. */

/** Shown for a figure the server could not work out (a rate with nothing to divide, a mean of no orders). */
export const NO_FIGURE = "—";

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const minutes = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });
const chartDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A rate between 0 and 1 as a percentage to one decimal ("8.3%"); NO_FIGURE for null. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_FIGURE : percent.format(rate);
}

/** Minutes to one decimal ("18.5 min"); NO_FIGURE for null. */
export function formatMinutes(value: number | null): string {
  return value === null ? NO_FIGURE : `${minutes.format(value)} min`;
}

/** An India day (YYYY-MM-DD) on a chart's axis: "5 Jan". The day is a calendar date, so it is read in UTC. */
export function formatChartDay(day: string): string {
  return chartDay.format(new Date(`${day}T00:00:00Z`));
}

/** Rupees on a chart's value axis, short: "₹0", "₹1.2K", "₹3.5L", "₹1.2Cr". */
export function formatAxisRupees(rupees: number): string {
  return compactRupees.format(rupees);
}
