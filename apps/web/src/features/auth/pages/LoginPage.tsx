/** /login: customers and riders sign in with their phone, restaurant and admin accounts with e-mail and password. */
import { homePathFor } from "@zaika/contract/roles";
import { type KeyboardEvent, useRef, useState } from "react";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth-store";
import { t } from "../../../lib/i18n";
import { Navigate, useLocation } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { CustomerSignIn } from "../components/CustomerSignIn";
import { PasswordLoginForm } from "../components/PasswordLoginForm";

const TABS = [
  { id: "customer", labelKey: "auth:tabCustomer" },
  { id: "partner", labelKey: "auth:tabPartner" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The page a guard sent the user away from, if it is a safe in-app path. */
function returnPath(state: unknown): string | null {
  const from = typeof state === "object" && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  return from.startsWith(paths.login.path) ? null : from;
}

export function LoginPage() {
  useTitle(t("auth:login"));
  const auth = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<TabId>("customer");
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ customer: null, partner: null });

  if (auth.status === "signedIn") {
    return <Navigate to={returnPath(location.state) ?? homePathFor(auth.user.role)} replace />;
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((item) => item.id === tab);
    const next =
      event.key === "Home"
        ? TABS[0]
        : event.key === "End"
          ? TABS[TABS.length - 1]
          : TABS[(index + (event.key === "ArrowRight" ? 1 : -1) + TABS.length) % TABS.length];
    if (!next) return;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{t("auth:login")}</h1>
        <p className="mt-1 text-gray-700">{t("auth:loginIntro")}</p>

        <div
          role="tablist"
          aria-label={t("auth:accountType")}
          className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1"
        >
          {TABS.map((item) => (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`login-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls={tab === item.id ? `login-panel-${item.id}` : undefined}
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={onTabKeyDown}
              className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
                tab === item.id ? "bg-white text-brand-800 shadow-sm" : "text-gray-700 hover:text-gray-900"
              }`}
            >
              {t(item.labelKey)}
            </button>
          ))}
        </div>

        <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`} className="mt-6">
          {tab === "customer" ? <CustomerSignIn /> : <PasswordLoginForm />}
        </div>
      </div>
    </div>
  );
}
