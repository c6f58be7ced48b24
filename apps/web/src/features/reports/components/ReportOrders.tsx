/**
 * The report's orders, a page at a time (decision 016): which orders of the period are shown, the table, the page
 * controls, and a way back from a page past the last one. Totals and the statement stay the whole period's.
 */
import type { RestaurantReport } from "@zaika/contract/reports";
import { FileSearch } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Pagination } from "../../../components/ui/Pagination";
import { t } from "../../../lib/i18n";
import { shownOrders } from "../lib/report-page";
import { ReportTable } from "./ReportTable";

type ReportOrdersProps = {
  /** A report of a period with orders (`totals.orders > 0`). */
  report: RestaurantReport;
  onPageChange: (page: number) => void;
};

export function ReportOrders({ report, onPageChange }: ReportOrdersProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { totals, pagination } = report;
  const shown = shownOrders(pagination, report.orders.length);

  // A page past the last (a shared link, or fewer orders than when it was made): the period still has orders.
  if (!shown) {
    const last = Math.max(1, pagination.totalPages);
    return (
      <EmptyState
        icon={FileSearch}
        title={t("reports:noOrdersOnPage", { page: pagination.page })}
        description={t("reports:ordersFillPages", {
          orders: t("reports:orderCount", { count: totals.orders }),
          pages: t("reports:pageCount", { count: last }),
        })}
        action={<Button onClick={() => onPageChange(last)}>{t("reports:goToPage", { page: last })}</Button>}
      />
    );
  }

  const paged = pagination.totalPages > 1;
  const range = shown.first === shown.last ? String(shown.first) : `${shown.first}–${shown.last}`;
  const changePage = (page: number) => {
    onPageChange(page);
    // The controls sit under up to REPORT_PAGE_SIZE rows: bring the top of the list back into view when it has
    // scrolled off (jsdom has no scrollIntoView).
    const top = section.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) section.current?.scrollIntoView?.({ block: "start" });
  };

  return (
    <section ref={section} aria-labelledby={headingId} className="scroll-mt-24 space-y-3">
      <h2 id={headingId} className="sr-only">
        {t("reports:orders")}
      </h2>
      <p className="text-sm text-gray-700">
        {t(paged ? "reports:showingPaged" : "reports:showing", { range, count: totals.orders })}
      </p>
      <ReportTable report={report} />
      <Pagination
        label={t("reports:orderPages")}
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPageChange={changePage}
      />
      <p className="text-sm text-gray-700">{t("reports:deliveredOnly", { count: totals.delivered })}</p>
    </section>
  );
}
