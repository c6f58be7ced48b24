/** /admin/settings (spec §2 Admin settings): the current GST percentage and the dialog that changes it. */
import { Percent } from "lucide-react";
import { useState } from "react";
import { useSettings } from "../../../api/settings";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { GstDialog } from "../components/GstDialog";

export function AdminSettingsPage() {
  useTitle(t("admin:settingsTitle"));
  const settings = useSettings();
  const [editing, setEditing] = useState(false);

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("admin:settingsTitle")}</h1>

      <section aria-labelledby="gst-heading" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Percent className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="gst-heading" className="text-lg font-semibold text-gray-900">
                {t("admin:gst")}
              </h2>
              {settings.isPending ? (
                <div aria-busy="true">
                  <span className="sr-only" role="status">
                    {t("admin:gstLoading")}
                  </span>
                  <Skeleton className="mt-1 h-8 w-24" />
                </div>
              ) : settings.isError ? null : (
                <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="current-gst">
                  {t("admin:gstValue", { percent: formatNumber(settings.data.gst, { maximumFractionDigits: 2 }) })}
                </p>
              )}
            </div>
          </div>
          <Button onClick={() => setEditing(true)} disabled={!settings.isSuccess}>
            {t("admin:updateGst")}
          </Button>
        </div>
        {settings.isError && (
          <div className="mt-4">
            <ErrorState
              message={errorMessage(settings.error)}
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          </div>
        )}
        <p className="mt-4 text-sm text-gray-700">{t("admin:gstExplanation")}</p>
      </section>

      {editing && settings.data && <GstDialog currentGst={settings.data.gst} onClose={() => setEditing(false)} />}
    </div>
  );
}
