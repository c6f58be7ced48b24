/** The rider app's own mobile-first frame: a top bar with the logo, the rider's name and Logout (no site header). */
import { LogOut } from "lucide-react";
import { type ReactNode, useState } from "react";
import { logout } from "../../../api/auth";
import { LogoMark } from "../../../components/brand/Logo";
import { Button } from "../../../components/ui/Button";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth-store";
import { t } from "../../../lib/i18n";
import { Link, useNavigate } from "../../../lib/router";

export function RiderShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function onLogout() {
    setSigningOut(true);
    await logout();
    navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#rider-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {t("rider:skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-3 py-2">
          <Link
            to={paths.rider.home.getHref()}
            aria-label={t("rider:riderHome")}
            className="flex shrink-0 items-center gap-2"
          >
            <LogoMark className="size-9 shrink-0" />
            {/* On a phone the mark alone says Zaika, leaving the rider's name room to show in full. */}
            <span className="hidden text-xl font-extrabold tracking-tight text-orange-700 sm:inline">
              {/* i18n-ignore: the wordmark, a logo in every language */}
              Zaika
            </span>
            <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">
              {t("rider:riderBadge")}
            </span>
          </Link>
          {/* The whole name, wrapping onto more lines when long, never cut to "Ravi K…" (issue 16). */}
          <p className="min-w-0 flex-1 text-right text-sm leading-tight font-medium break-words text-gray-900">
            {user?.name}
          </p>
          <Button variant="secondary" onClick={onLogout} loading={signingOut} className="shrink-0">
            <LogOut className="size-5" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t("rider:logout")}</span>
          </Button>
        </div>
      </header>
      <main id="rider-main" tabIndex={-1} className="mx-auto max-w-2xl space-y-4 px-3 py-4 pb-12">
        {children}
      </main>
    </div>
  );
}
