/** GET /restaurant/report?from&to: the owner's orders of a range with their money, and totals; CSV on demand. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getRestaurantReport as getRestaurantReportEndpoint } from "@zaika/contract/endpoints/reports";
import { reportFileName } from "@zaika/contract/reports";
import { call } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import type { ReportRange } from "../lib/report-range";

// Errors are shown in the page (a 400 beside the range, anything else with a retry), not toasted as well.
export const getRestaurantReport = (range: ReportRange, signal?: AbortSignal) =>
  call(getRestaurantReportEndpoint, { query: range, signal, toast: false });

// Under "orders", which live order events refresh (lib/live-events): an owner hears only their own orders, so an
// open report follows a new order or a status change of the range.
export const restaurantReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: [...orderQueryKeys.lists, "restaurant-report", range] as const,
    queryFn: ({ signal }) => getRestaurantReport(range, signal),
    placeholderData: keepPreviousData,
  });

/** The report of a range; nothing is asked while `range` is null (an invalid range the page is reporting). */
export function useRestaurantReport(range: ReportRange | null) {
  return useQuery({
    ...restaurantReportQueryOptions(range ?? { from: "", to: "" }),
    enabled: range !== null,
  });
}

/** The same report as CSV (`format=csv`), saved under the name the server gives it; errors are toasted. */
export const downloadReportCsv = (range: ReportRange) =>
  downloadFile(getRestaurantReportEndpoint, {
    query: { ...range, format: "csv" },
    accept: "text/csv",
    fallbackName: reportFileName(range.from, range.to),
  });
