/** The dashboards' figures: a list of labelled values as cards that stack on a phone and sit in columns on a desk. */
import type { ReactNode } from "react";

export type Stat = {
  label: string;
  value: ReactNode;
  /** One line under the value: what it counts, or a link to act on it. */
  detail?: ReactNode;
};

export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dt className="text-sm font-medium text-gray-700">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">{stat.value}</dd>
          {stat.detail && <dd className="mt-1 text-sm text-gray-700">{stat.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
