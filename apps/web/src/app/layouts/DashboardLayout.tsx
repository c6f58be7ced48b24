/** Layouts of the admin and restaurant areas: header, the area's sidebar (desktop) and the page. */
import type { ReactNode } from "react";
import { adminNav, type NavItem, restaurantNav } from "../../config/navigation";
import { NewOrderAlertProvider, NewOrdersBanner } from "../../features/orders/components/NewOrderAlert";
import { useAuth } from "../../lib/auth-store";
import { t } from "../../lib/i18n";
import { Outlet } from "../../lib/router";
import { Header } from "./Header";
import { SideNav } from "./SideNav";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

function DashboardLayout({ label, items, notice }: { label: string; items: readonly NavItem[]; notice?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <aside className="hidden w-64 shrink-0 border-r border-gray-200 bg-white p-4 md:block">
          <div className="sticky top-20">
            <SideNav label={label} items={items} />
          </div>
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          {notice}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function AdminLayout() {
  return <DashboardLayout label={t("layout:adminMenu")} items={adminNav} />;
}

/** New orders ring and show on every restaurant page, not only on the orders list. */
export function RestaurantLayout() {
  const { user } = useAuth();
  return (
    <NewOrderAlertProvider>
      <DashboardLayout
        label={t("layout:restaurantMenu")}
        items={restaurantNav(user?.id ?? "")}
        notice={<NewOrdersBanner />}
      />
    </NewOrderAlertProvider>
  );
}
