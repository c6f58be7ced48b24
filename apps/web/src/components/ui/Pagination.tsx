/** Previous / next page controls with "Page X of Y" for a paginated list. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { t } from "../../lib/i18n";
import { Button } from "./Button";

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the list, e.g. "Restaurants pages". */
  label?: string;
};

export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t("ui:pagination")} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t("ui:previous")}
      </Button>
      <p className="text-sm text-gray-800" aria-live="polite">
        {t("ui:pageOf", { page, total: totalPages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t("ui:next")}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
