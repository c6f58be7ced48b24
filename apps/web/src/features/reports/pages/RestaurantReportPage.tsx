/**
 * /restaurant/report (spec §2, issue 11): the owner's orders of a date range, a page at a time (range and page kept in
 * the URL, so a reload, Back or a shared link shows the same report), with gross, commission, its GST and net, the
 * whole period's totals, and the period's settlement statement from the ledger; printed as on screen (one page of
 * orders) or downloaded as CSV (every order of the period, decision 016).
 */
import { useMutation } from "@tanstack/react-query";
import { FileSearch, FileSpreadsheet, Printer } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { formatDay, todayInIndia } from "../../../lib/india-time";
import { useSearchParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { downloadReportCsv, useRestaurantReport } from "../api/get-restaurant-report";
import { ReportOrders } from "../components/ReportOrders";
import { ReportRangeForm } from "../components/ReportRangeForm";
import { ReportSummary } from "../components/ReportSummary";
import { SettlementStatement } from "../components/SettlementStatement";
import { pageFromParams } from "../lib/report-page";
import { checkRange, type ReportRange, rangeFromParams } from "../lib/report-range";
import "../report-print.css";

function ReportSkeleton() {
  return (
    <ListSkeleton label={t("reports:loading")} rows={5} rowClassName="flex gap-4 rounded-xl bg-white p-4">
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 flex-1" />
      <Skeleton className="h-4 w-16" />
    </ListSkeleton>
  );
}

type ReportContentProps = {
  report: ReturnType<typeof useRestaurantReport>;
  onPageChange: (page: number) => void;
};

function ReportContent({ report, onPageChange }: ReportContentProps) {
  if (report.isError && !report.data) {
    return (
      <ErrorState
        title={t("reports:loadFailed")}
        message={messageText(errorMessage(report.error))}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!report.data) return <ReportSkeleton />;
  const { totals, settlement, from, to } = report.data;
  return (
    <div className="space-y-4" aria-busy={report.isPlaceholderData || undefined}>
      {totals.orders === 0 ? (
        <EmptyState icon={FileSearch} title={t("reports:noOrdersInPeriod")} description={t("reports:noOrdersHint")} />
      ) : (
        <>
          <ReportSummary totals={totals} />
          <ReportOrders report={report.data} onPageChange={onPageChange} />
        </>
      )}
      {/* Shown without orders too: a payout, or a refund of an older order, can still move money in the period. */}
      <SettlementStatement settlement={settlement} from={from} to={to} />
    </div>
  );
}

export function RestaurantReportPage() {
  useTitle(t("reports:title"));
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const range = rangeFromParams(params, today);
  const page = pageFromParams(params);
  const rangeErrors = checkRange(range);
  const valid = !rangeErrors.from && !rangeErrors.to;
  const report = useRestaurantReport(valid ? { ...range, page } : null);
  const download = useMutation({ mutationFn: downloadReportCsv });
  const hintId = useId();

  // A 400 is about the range: said beside it, with nothing to retry. Any other failure can be retried.
  const refused = report.error instanceof ApiError && report.error.status === 400;

  // A new range starts on its first page; page 1 is left out of the URL.
  const apply = (next: ReportRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("from", next.from);
      updated.set("to", next.to);
      updated.delete("page");
      return updated;
    });

  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set("page", String(next));
      else updated.delete("page");
      return updated;
    });

  return (
    <div className="report-page space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t("reports:title")}</h1>
          {valid && (
            <p className="mt-1 text-gray-700">
              {t("reports:placedBetween", { from: formatDay(range.from), to: formatDay(range.to) })}
            </p>
          )}
        </div>
        <div className="space-y-2 print:hidden">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={!valid || refused}
              loading={download.isPending}
              aria-describedby={hintId}
              onClick={() => download.mutate(range)}
            >
              <FileSpreadsheet className="size-5" aria-hidden="true" />
              {t("reports:downloadCsv")}
            </Button>
            <Button
              variant="secondary"
              disabled={!report.data}
              aria-describedby={hintId}
              onClick={() => window.print()}
            >
              <Printer className="size-5" aria-hidden="true" />
              {t("reports:print")}
            </Button>
          </div>
          <p id={hintId} className="text-sm text-gray-700">
            {t("reports:printHint")}
          </p>
        </div>
      </div>

      <ReportRangeForm
        key={`${range.from}/${range.to}`}
        range={range}
        today={today}
        onApply={apply}
        serverError={refused ? messageText(errorMessage(report.error)) : undefined}
      />

      {valid && !refused && <ReportContent report={report} onPageChange={goToPage} />}
    </div>
  );
}
