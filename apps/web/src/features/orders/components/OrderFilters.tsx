/** Status and date filters of an order list (dates are India days, YYYY-MM-DD, as the API expects). */
import { ORDER_STATUSES } from "@zaika/contract/order-status";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { t } from "../../../lib/i18n";
import { todayInIndia } from "../../../lib/india-time";
import { orderStatusText } from "../../../lib/order-status-text";

export type FilterValues = { status: string; startDate: string; endDate?: string };

type OrderFiltersProps = {
  values: FilterValues;
  onChange: (changes: Partial<Record<keyof FilterValues, string>>) => void;
  /** Show the "To" date (the admin list filters by start date only, as the spec's query has it). */
  withEndDate?: boolean;
};

export function OrderFilters({ values, onChange, withEndDate = false }: OrderFiltersProps) {
  const today = todayInIndia();
  const filtered = values.status !== "" || values.startDate !== "" || Boolean(values.endDate);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <Select
        label={t("orders:status")}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
        className="sm:w-48"
      >
        <option value="">{t("orders:allStatuses")}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusText(status)}
          </option>
        ))}
      </Select>
      <TextField
        label={withEndDate ? t("orders:from") : t("orders:placedOnOrAfter")}
        type="date"
        max={values.endDate || today}
        value={values.startDate}
        onChange={(event) => onChange({ startDate: event.target.value })}
        className="sm:w-48"
      />
      {withEndDate && (
        <TextField
          label={t("orders:to")}
          type="date"
          min={values.startDate || undefined}
          max={today}
          value={values.endDate ?? ""}
          onChange={(event) => onChange({ endDate: event.target.value })}
          className="sm:w-48"
        />
      )}
      {filtered && (
        <Button variant="ghost" onClick={() => onChange({ status: "", startDate: "", endDate: "" })}>
          {t("orders:clearFilters")}
        </Button>
      )}
    </div>
  );
}
