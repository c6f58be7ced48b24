/** A restaurant's weekly hours, one line a day, today's line marked (in India time). */
import { type BusinessHours, indiaTime, WEEKDAYS } from "@zaika/contract/business-hours-rules";
import { t } from "../../../lib/i18n";
import { describeDay, weekdayLabel } from "../lib/business-hours-display";

export function BusinessHoursView({ hours, now = new Date() }: { hours: BusinessHours; now?: Date }) {
  const today = indiaTime(now).weekday;
  return (
    <dl className="divide-y divide-gray-100">
      {WEEKDAYS.map((day) => (
        <div key={day} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <dt className={day === today ? "font-semibold text-gray-900" : "text-gray-800"}>
            {weekdayLabel(day)}
            {day === today && <span className="ml-2 text-xs font-medium text-brand-700">{t("restaurants:today")}</span>}
          </dt>
          <dd className={hours[day].isClosed ? "text-gray-600" : "text-gray-900"}>{describeDay(hours[day])}</dd>
        </div>
      ))}
    </dl>
  );
}
