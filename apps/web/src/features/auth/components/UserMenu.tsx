/**
 * The header's user menu (spec §2): a login link when signed out, a Profile / Logout dropdown when signed in, and only
 * its place while the session check is still out.
 */
import { ChevronDown, CircleUserRound, LogOut, UserRound } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { logout } from "../../../api/auth";
import { iconButtonClassName } from "../../../components/ui/Button";
import { useDismiss } from "../../../components/ui/use-dismiss";
import { paths, profileHrefFor } from "../../../config/paths";
import { type AuthUser, useAuth } from "../../../lib/auth-store";
import { t } from "../../../lib/i18n";
import { Link, useNavigate } from "../../../lib/router";

export function UserMenu() {
  const { user, status } = useAuth();
  // The session check is still out (a visitor's page renders before it, lib/session-hint): the button's place only.
  if (status === "loading") return <span aria-hidden="true" className={`${iconButtonClassName} invisible`} />;
  if (!user) {
    return (
      <Link to={paths.login.getHref()} aria-label={t("auth:login")} className={iconButtonClassName}>
        <UserRound className="size-6" aria-hidden="true" />
      </Link>
    );
  }
  return <AccountMenu user={user} />;
}

const itemClassName =
  "flex w-full min-h-11 items-center gap-3 px-4 text-left text-gray-900 hover:bg-gray-100 focus-visible:bg-gray-100";

function AccountMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);
  // Close on a click or a focus move (Tab) outside the menu, and on Escape.
  useDismiss(open, close, containerRef, buttonRef);

  async function onLogout() {
    setSigningOut(true);
    setOpen(false);
    await logout();
    navigate(paths.home.getHref(), { replace: true });
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("auth:accountMenuFor", { name: user.name })}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${iconButtonClassName} w-auto gap-1 px-2 md:px-3`}
      >
        <CircleUserRound className="size-6" aria-hidden="true" />
        {/* The header has no room for a long name: cut short here, whole in the button's label and tooltip. */}
        <span title={user.name} className="hidden max-w-32 truncate text-sm font-medium md:inline">
          {user.name}
        </span>
        <ChevronDown className="hidden size-4 md:block" aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-20 mt-2 w-48 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          <li>
            <Link to={profileHrefFor(user.role)} className={itemClassName} onClick={() => setOpen(false)}>
              <UserRound className="size-5" aria-hidden="true" />
              {t("auth:profile")}
            </Link>
          </li>
          <li>
            <button type="button" className={itemClassName} onClick={onLogout} disabled={signingOut}>
              <LogOut className="size-5" aria-hidden="true" />
              {t("auth:logout")}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
