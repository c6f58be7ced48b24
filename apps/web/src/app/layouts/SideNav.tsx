/** The admin / restaurant menu: the desktop sidebar and the mobile drawer render the same list. */

import type { NavItem } from "../../config/navigation";
import { NavLink } from "../../lib/router";

type SideNavProps = { label: string; items: readonly NavItem[]; onNavigate?: () => void };

export function SideNav({ label, items, onNavigate }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map(({ label: itemLabel, href, icon: Icon, end }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${
                  isActive ? "bg-brand-50 text-brand-800" : "text-gray-800 hover:bg-gray-100"
                }`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {itemLabel}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
