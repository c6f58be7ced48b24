/** The period at a glance: orders received and delivered, and the money of the delivered ones. */
import type { RestaurantReport } from "@zaika/contract/reports";
import { formatRupees, t } from "../../../lib/i18n";

export function ReportSummary({ totals }: { totals: RestaurantReport["totals"] }) {
  const figures = [
    { label: t("reports:orders"), value: String(totals.orders) },
    { label: t("reports:delivered"), value: String(totals.delivered) },
    { label: t("reports:gross"), value: formatRupees(totals.gross) },
    { label: t("reports:commission"), value: formatRupees(totals.commission) },
    { label: t("reports:gstOnCommission"), value: formatRupees(totals.commissionGst) },
    { label: t("reports:net"), value: formatRupees(totals.net) },
  ];
  return (
    <dl aria-label={t("reports:totalsOfPeriod")} className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 print:shadow-none">
          <dt className="text-sm font-medium text-gray-700">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
