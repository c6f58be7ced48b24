/** The "Business hours" card: the week at a glance, and the editor behind an Edit button (or always, in settings). */
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useBusinessHours } from "../api/get-business-hours";
import { BusinessHoursEditor } from "./BusinessHoursEditor";
import { BusinessHoursView } from "./BusinessHoursView";

type BusinessHoursSectionProps = { restaurantId: string; alwaysEditing?: boolean };

export function BusinessHoursSection({ restaurantId, alwaysEditing = false }: BusinessHoursSectionProps) {
  const hours = useBusinessHours(restaurantId);
  const [editing, setEditing] = useState(false);
  const showEditor = alwaysEditing || editing;

  return (
    <section
      aria-labelledby="business-hours-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="business-hours-heading" className="text-lg font-semibold text-gray-900">
          {t("restaurants:businessHours")}
        </h2>
        {!showEditor && hours.data && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t("restaurants:editHours")}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">{t("restaurants:indiaTime")}</p>
      <div className="mt-3">
        {hours.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              {t("restaurants:loadingHours")}
            </span>
            {Array.from({ length: 7 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="h-5 w-full" />
            ))}
          </div>
        ) : hours.isError ? (
          <ErrorState
            title={t("restaurants:hoursError")}
            message={messageText(errorMessage(hours.error))}
            onRetry={() => hours.refetch()}
            retrying={hours.isFetching}
          />
        ) : showEditor ? (
          <BusinessHoursEditor
            restaurantId={restaurantId}
            hours={hours.data}
            onSaved={() => setEditing(false)}
            onCancel={alwaysEditing ? undefined : () => setEditing(false)}
          />
        ) : (
          <BusinessHoursView hours={hours.data} />
        )}
      </div>
    </section>
  );
}
