/** Placeholder of the restaurant detail page while it loads. */
import { Skeleton } from "../../../components/ui/Skeleton";
import { t } from "../../../lib/i18n";

export function RestaurantDetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {t("restaurants:loadingRestaurant")}
      </span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 shrink-0 rounded-2xl" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-64 max-w-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
