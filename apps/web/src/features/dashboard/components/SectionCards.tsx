/** The dashboard's cards, one per section of the area's menu. */

import type { NavItem } from "../../../config/navigation";
import { Link } from "../../../lib/router";

export function SectionCards({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map(({ label, href, icon: Icon, description }) => (
        <li key={href}>
          <Link
            to={href}
            className="flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 transition hover:ring-brand-700"
          >
            <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-gray-900">{label}</span>
              <span className="mt-1 block text-sm text-gray-700">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
