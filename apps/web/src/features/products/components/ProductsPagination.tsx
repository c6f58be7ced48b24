/** The range shown ("Showing 21–40 of 45 dishes") and the page controls of the dish list. */
import type { Pagination as PaginationData } from "@zaika/contract/common";
import { Pagination } from "../../../components/ui/Pagination";
import { t } from "../../../lib/i18n";

type ProductsPaginationProps = { pagination: PaginationData; onPageChange: (page: number) => void };

export function ProductsPagination({ pagination, onPageChange }: ProductsPaginationProps) {
  const { page, limit, total, totalPages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">{t("products:showingRange", { first, last, count: total })}</p>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={t("products:dishListPages")} />
    </div>
  );
}
