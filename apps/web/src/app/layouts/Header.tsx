/**
 * The sticky site header (spec §2 Header). Customers and visitors get the search (dishes, restaurants and categories,
 * issue 12), location and cart;
 * admin and restaurant users get their menu instead. Below md a drawer holds the location (customers, from the
 * right, full width) or the staff menu (from the left, w-64).
 */
import { MapPin, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Logo } from "../../components/brand/Logo";
import { LanguageSwitcher } from "../../components/i18n/LanguageSwitcher";
import { iconButtonClassName } from "../../components/ui/Button";
import { Drawer } from "../../components/ui/Drawer";
import { WIDE_SCREEN_QUERY } from "../../components/ui/use-media-query";
import { paths } from "../../config/paths";
import { UserMenu } from "../../features/auth/components/UserMenu";
import { CartButton } from "../../features/cart/components/CartButton";
import { DeliveryLocationPanel } from "../../features/location/components/DeliveryLocationPanel";
import { LocationBox } from "../../features/location/components/LocationBox";
import { HeaderSearch } from "../../features/search/components/HeaderSearch";
import { type AuthUser, useAuth } from "../../lib/auth-store";
import { t } from "../../lib/i18n";
import { Link, useLocation } from "../../lib/router";
import { onLocationChoiceRequest } from "../../lib/storage";

const StaffMenu = lazy(() => import("./StaffMenu"));

function staffMenu(user: AuthUser | null): { label: string; user: AuthUser } | null {
  if (user?.role === "admin") return { label: t("layout:adminMenu"), user };
  if (user?.role === "restaurant") return { label: t("layout:restaurantMenu"), user };
  return null;
}

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const menu = staffMenu(user);
  const showLocation = !pathname.startsWith("/user/category");
  const closeDrawer = () => setDrawerOpen(false);

  // A page's "Set location" prompt: the header's box answers on wide screens; elsewhere the location drawer opens.
  const isStaff = menu !== null;
  // The staff's drawer menu is a chunk of its own (StaffMenu): fetched once a staff user is in, before it is opened.
  useEffect(() => {
    if (isStaff) import("./StaffMenu").catch(() => undefined);
  }, [isStaff]);
  useEffect(() => {
    if (isStaff) return;
    return onLocationChoiceRequest(() => {
      if (showLocation && window.matchMedia(WIDE_SCREEN_QUERY).matches) return;
      setDrawerOpen(true);
    });
  }, [isStaff, showLocation]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-4 md:flex-nowrap md:gap-x-4">
        {(menu || showLocation) && (
          <button
            type="button"
            className={`${iconButtonClassName} md:hidden`}
            aria-label={menu ? t("layout:openMenu") : t("layout:chooseDeliveryLocation")}
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            {menu ? <Menu className="size-6" aria-hidden="true" /> : <MapPin className="size-6" aria-hidden="true" />}
          </button>
        )}

        <Link
          to={paths.home.getHref()}
          aria-label={t("layout:homeLink")}
          className="flex shrink-0 items-center rounded-lg"
        >
          <Logo className="h-9 w-auto" />
        </Link>

        {!menu && <HeaderSearch className="order-last w-full md:order-none md:w-auto md:max-w-md md:flex-1" />}
        {!menu && showLocation && <LocationBox className="hidden w-56 md:block lg:w-72" answerRequests />}

        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          {!menu && <CartButton />}
          <UserMenu />
        </div>
      </div>

      {menu ? (
        <Drawer
          id={drawerId}
          open={drawerOpen}
          onClose={closeDrawer}
          title={menu.label}
          side="left"
          widthClassName="w-64"
        >
          <Suspense fallback={null}>
            <StaffMenu user={menu.user} label={menu.label} onNavigate={closeDrawer} />
          </Suspense>
        </Drawer>
      ) : (
        <Drawer
          id={drawerId}
          open={drawerOpen}
          onClose={closeDrawer}
          title={t("layout:enterYourLocation")}
          side="right"
          widthClassName="w-full"
        >
          <DeliveryLocationPanel onDone={closeDrawer} />
        </Drawer>
      )}
    </header>
  );
}
