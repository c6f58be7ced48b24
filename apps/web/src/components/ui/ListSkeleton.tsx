/** Placeholder rows for a list that is loading, announced once to screen readers. */
import type { ReactNode } from "react";

export function ListSkeleton({
  label,
  rows,
  rowClassName,
  children,
}: {
  /** What is loading, e.g. "Loading categories" (read out by screen readers). */
  label: string;
  rows: number;
  rowClassName: string;
  /** The placeholder shapes of one row. */
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={rowClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}
