/** The period at a glance: orders received and delivered, and the money of the delivered ones. */
import { formatRupees } from "@zaika/contract/pricing";
import type { RestaurantReport } from "@zaika/contract/reports";

export function ReportSummary({ totals }: { totals: RestaurantReport["totals"] }) {
  const figures = [
    { label: "Orders", value: String(totals.orders) },
    { label: "Delivered", value: String(totals.delivered) },
    { label: "Gross", value: formatRupees(totals.gross) },
    { label: "Commission", value: formatRupees(totals.commission) },
    { label: "GST on commission", value: formatRupees(totals.commissionGst) },
    { label: "Net", value: formatRupees(totals.net) },
  ];
  return (
    <dl aria-label="Totals of the period" className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 print:shadow-none">
          <dt className="text-sm font-medium text-gray-700">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold text-gray-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
