/** Placeholder of an order page while it loads, announced once to screen readers. */
import { Skeleton } from "../../../components/ui/Skeleton";
import { t } from "../../../lib/i18n";

export function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {t("orders:loadingOrder")}
      </span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="space-y-3 rounded-2xl bg-white p-6 ring-1 ring-gray-200">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
      <div className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-gray-200">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4">
            <Skeleton className="size-16 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
