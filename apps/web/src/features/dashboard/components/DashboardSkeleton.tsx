/** Placeholder figure cards and chart while a dashboard section loads, announced once to screen readers. */
import { Skeleton } from "../../../components/ui/Skeleton";

export function StatsSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-7 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function ChartSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
