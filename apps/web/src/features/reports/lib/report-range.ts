/**
 * The report's date range: India days (YYYY-MM-DD), both ends included, read from and written to the URL
 * (`?from=&to=`), the presets, and the same checks the server makes (the contract's ReportQuerySchema) so a reversed
 * or too long range is refused before anything is asked.
 */
import { addDays, ReportQuerySchema } from "@zaika/contract/reports";

export type ReportRange = { from: string; to: string };
export type RangeErrors = Partial<Record<keyof ReportRange, string>>;

export const RANGE_PRESETS = [
  { id: "last7", labelKey: "reports:presetLast7" },
  { id: "thisMonth", labelKey: "reports:presetThisMonth" },
  { id: "lastMonth", labelKey: "reports:presetLastMonth" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"];

/** The first day of the month `day` falls in. */
function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** A preset's range as of `today` (an India day): the last 7 days with today, this month so far, or last month. */
export function presetRange(preset: RangePreset, today: string): ReportRange {
  if (preset === "last7") return { from: addDays(today, -6), to: today };
  if (preset === "thisMonth") return { from: monthStart(today), to: today };
  const lastOfPrevious = addDays(monthStart(today), -1);
  return { from: monthStart(lastOfPrevious), to: lastOfPrevious };
}

/** The catalog keys of the messages for a missing end of the range (shown with messageText). */
export const RANGE_REQUIRED = { from: "reports:chooseFirstDay", to: "reports:chooseLastDay" } as const;

/**
 * What the server would say of this range, by field (a catalog key or the contract's message, for messageText);
 * empty when it is a valid range.
 */
export function checkRange(range: ReportRange): RangeErrors {
  const errors: RangeErrors = {};
  if (!range.from) errors.from = RANGE_REQUIRED.from;
  if (!range.to) errors.to = RANGE_REQUIRED.to;
  if (errors.from || errors.to) return errors;
  const result = ReportQuerySchema.safeParse(range);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The range in the URL, or the last 7 days when the URL names none. Whatever the URL holds is kept as is (a
 * hand-edited one may be invalid: the page shows why instead of asking the server).
 */
export function rangeFromParams(params: URLSearchParams, today: string): ReportRange {
  const from = params.get("from");
  const to = params.get("to");
  if (from === null && to === null) return presetRange("last7", today);
  return { from: from ?? "", to: to ?? "" };
}

/** The preset whose range this is today, if any (its button shows as pressed). */
export function matchingPreset(range: ReportRange, today: string): RangePreset | undefined {
  return RANGE_PRESETS.find(({ id }) => {
    const preset = presetRange(id, today);
    return preset.from === range.from && preset.to === range.to;
  })?.id;
}
