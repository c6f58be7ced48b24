/**
 * GET /restaurant/report?from&to&page: a page of the owner's orders of a range with their money, and the whole range's
 * totals and settlement statement; CSV (every order of the range) on demand.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurantReport as getRestaurantReportEndpoint } from "@zaika/contract/endpoints/reports";
import { reportFileName } from "@zaika/contract/reports";
import { call } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import type { ReportPageQuery } from "../lib/report-page";
import type { ReportRange } from "../lib/report-range";

// Errors are shown in the page (a 400 beside the range, anything else with a retry), not toasted as well. The page
// size is the server's default (REPORT_PAGE_SIZE).
export const getRestaurantReport = (query: ReportPageQuery, signal?: AbortSignal) =>
  call(getRestaurantReportEndpoint, { query, signal, toast: false });

// Under "orders", which live order events refresh (lib/live-events): an owner hears only their own orders, so an
// open report follows a new order or a status change of the range. The page is part of the key; the previous page
// stays on screen while the next one loads.
export const restaurantReportQueryOptions = (query: ReportPageQuery) =>
  queryOptions({
    queryKey: [...orderQueryKeys.lists, "restaurant-report", query] as const,
    queryFn: ({ signal }) => getRestaurantReport(query, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the report of a range; nothing is asked while `query` is null (an invalid range the page is reporting). */
export function useRestaurantReport(query: ReportPageQuery | null) {
  return useQuery({
    ...restaurantReportQueryOptions(query ?? { from: "", to: "", page: 1 }),
    enabled: query !== null,
  });
}

/**
 * The same report as CSV (`format=csv`): every order of the range whatever page is on screen, saved under the name the
 * server gives it; errors are toasted.
 */
export const downloadReportCsv = (range: ReportRange) =>
  downloadFile(getRestaurantReportEndpoint, {
    query: { ...range, format: "csv" },
    accept: "text/csv",
    fallbackName: reportFileName(range.from, range.to),
  });
