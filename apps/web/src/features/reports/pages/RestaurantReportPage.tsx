/**
 * /restaurant/report (spec §2, issue 11): the owner's orders of a date range (kept in the URL, so a reload or a shared
 * link shows the same report) with gross, commission, its GST and net, totals, and the period's settlement statement
 * from the ledger; downloaded as CSV or printed.
 */
import { useMutation } from "@tanstack/react-query";
import { FileSearch, FileSpreadsheet, Printer } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { formatDay, todayInIndia } from "../../../lib/india-time";
import { useTitle } from "../../../lib/use-title";
import { downloadReportCsv, useRestaurantReport } from "../api/get-restaurant-report";
import { ReportRangeForm } from "../components/ReportRangeForm";
import { ReportSummary } from "../components/ReportSummary";
import { ReportTable } from "../components/ReportTable";
import { SettlementStatement } from "../components/SettlementStatement";
import { checkRange, type ReportRange, rangeFromParams } from "../lib/report-range";
import "../report-print.css";

function ReportSkeleton() {
  return (
    <ListSkeleton label="Loading the report" rows={5} rowClassName="flex gap-4 rounded-xl bg-white p-4">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 flex-1" />
      <Skeleton className="h-4 w-16" />
    </ListSkeleton>
  );
}

function ReportContent({ report }: { report: ReturnType<typeof useRestaurantReport> }) {
  if (report.isError && !report.data) {
    return (
      <ErrorState
        title="Could not load the report"
        message={errorMessage(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!report.data) return <ReportSkeleton />;
  const { orders, totals, settlement, from, to } = report.data;
  return (
    <div className="space-y-4" aria-busy={report.isPlaceholderData || undefined}>
      {orders.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title="No orders in this period"
          description="Choose another range, or a longer one, to see its orders."
        />
      ) : (
        <>
          <ReportSummary totals={totals} />
          <ReportTable report={report.data} />
          <p className="text-sm text-gray-700">
            Commission, its GST and net count delivered orders only: the amounts of the totals add up the{" "}
            {totals.delivered} delivered {totals.delivered === 1 ? "order" : "orders"}.
          </p>
        </>
      )}
      {/* Shown without orders too: a payout, or a refund of an older order, can still move money in the period. */}
      <SettlementStatement settlement={settlement} from={from} to={to} />
    </div>
  );
}

export function RestaurantReportPage() {
  useTitle("Report");
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const range = rangeFromParams(params, today);
  const rangeErrors = checkRange(range);
  const valid = !rangeErrors.from && !rangeErrors.to;
  const report = useRestaurantReport(valid ? range : null);
  const download = useMutation({ mutationFn: downloadReportCsv });

  // A 400 is about the range: said beside it, with nothing to retry. Any other failure can be retried.
  const refused = report.error instanceof ApiError && report.error.status === 400;

  const apply = (next: ReportRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("from", next.from);
      updated.set("to", next.to);
      return updated;
    });

  return (
    <div className="report-page space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Report</h1>
          {valid && (
            <p className="mt-1 text-gray-700">
              Orders placed from {formatDay(range.from)} to {formatDay(range.to)} (India time)
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button
            variant="secondary"
            disabled={!valid || refused}
            loading={download.isPending}
            onClick={() => download.mutate(range)}
          >
            <FileSpreadsheet className="size-5" aria-hidden="true" />
            Download CSV
          </Button>
          <Button variant="secondary" disabled={!report.data} onClick={() => window.print()}>
            <Printer className="size-5" aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>

      <ReportRangeForm
        key={`${range.from}/${range.to}`}
        range={range}
        today={today}
        onApply={apply}
        serverError={refused ? errorMessage(report.error) : undefined}
      />

      {valid && !refused && <ReportContent report={report} />}
    </div>
  );
}
