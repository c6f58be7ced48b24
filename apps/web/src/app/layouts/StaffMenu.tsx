/**
 * The admin's or restaurant's menu in the header's drawer (below md). Loaded only when a staff user is signed in, so a
 * customer's first load carries none of the menus' icons (issue 15).
 */
import { adminNav, restaurantNav } from "../../config/navigation";
import type { AuthUser } from "../../lib/auth-store";
import { SideNav } from "./SideNav";

type StaffMenuProps = { user: AuthUser; label: string; onNavigate: () => void };

export default function StaffMenu({ user, label, onNavigate }: StaffMenuProps) {
  return (
    <SideNav label={label} items={user.role === "admin" ? adminNav : restaurantNav(user.id)} onNavigate={onNavigate} />
  );
}
