/** What a list shows when it has nothing in it: an icon, a title, a line of help and an optional action. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
};

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      {Icon && (
        <span className="rounded-full bg-brand-50 p-3 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <p className="mt-3 font-semibold text-gray-900">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-gray-700">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
