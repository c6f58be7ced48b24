/**
 * The page of the report's orders (decision 016): read from the URL (`&page=`) beside the range, and which orders of
 * the period a page shows. Totals and the settlement statement are the whole period's on every page.
 */
import { ReportQuerySchema, type RestaurantReport } from "@zaika/contract/reports";
import type { ReportRange } from "./report-range";

/** A range and the page of its orders: what the report's JSON is asked for. */
export type ReportPageQuery = ReportRange & { page: number };

/**
 * The page in the URL, 1 when it names none or one the server would refuse (not a whole number from 1 up, or beyond
 * the contract's limit): a hand-edited page shows the first page rather than an error.
 */
export function pageFromParams(params: URLSearchParams): number {
  const result = ReportQuerySchema.shape.page.safeParse(params.get("page") ?? undefined);
  return result.success ? result.data : 1;
}

/**
 * The positions (from 1, newest first) of the first and last order a page shows, as in "Showing 51–100 of 587";
 * null for a page with none (past the last page, or a period without orders).
 */
export function shownOrders(
  pagination: RestaurantReport["pagination"],
  count: number,
): { first: number; last: number } | null {
  if (count === 0) return null;
  const first = (pagination.page - 1) * pagination.limit + 1;
  return { first, last: first + count - 1 };
}
