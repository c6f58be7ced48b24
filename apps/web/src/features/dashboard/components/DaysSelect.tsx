/** The period of a revenue chart: the last 7, 30 or 90 days (kept in the URL by useRevenueDays). */
import { Select } from "../../../components/ui/Select";
import { t } from "../../../lib/i18n";
import { REVENUE_DAY_CHOICES } from "../lib/use-revenue-days";

export function DaysSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <Select
      label={t("dashboard:period")}
      value={String(days)}
      onChange={(event) => onChange(Number(event.target.value))}
      className="w-full sm:w-44"
    >
      {REVENUE_DAY_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t("dashboard:lastDays", { days: choice })}
        </option>
      ))}
    </Select>
  );
}
