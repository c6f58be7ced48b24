/**
 * /user/restaurant/{id}: the restaurant's header and its menu by category, with a veg-only switch, a dish search,
 * category jumps, and the item dialog to add a dish; its ratings and reviews below the menu. Visitors are sent to log
 * in first (and brought back); admin and restaurant accounts browse without Add. Closed now or outside the delivery area: the page and the dialog say why,
 * and adding is off (components/AddToCartFlow.tsx adds, and asks "Start a new cart?" when needed).
 */
import type { Product } from "@zaika/contract/product";
import { Search, TriangleAlert, UtensilsCrossed } from "lucide-react";
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Switch } from "../../../components/ui/Switch";
import { inputClassName } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { t } from "../../../lib/i18n";
import { sentCover } from "../../../lib/page-data";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "../../../lib/router";
import { requestLocationChoice, useStoredLocation } from "../../../lib/storage";
import { useAtInstant } from "../../../lib/use-at-instant";
import { useTitle } from "../../../lib/use-title";
import { useMenu } from "../api/get-menu";
import { DishCard } from "../components/DishCard";
import { MenuButton, type MenuSection, MenuSidebar } from "../components/MenuNav";
import { RestaurantCover, RestaurantHeader } from "../components/RestaurantHeader";
import { RestaurantRatings } from "../components/RestaurantRatings";
import { orderBlocker } from "../order-blocker";

// The add-to-cart flow (item dialog, cart call, "Start a new cart?") loads on demand; it is fetched ahead once the
// menu is on screen and the browser is idle.
const loadAddToCartFlow = () => import("../components/AddToCartFlow");
const AddToCartFlow = lazy(loadAddToCartFlow);

/** Dishes on their way: rows shaped like DishCard. */
function DishPlaceholders() {
  return Array.from({ length: 4 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div key={index} aria-hidden="true" className="flex gap-4 py-4">
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <Skeleton className="h-28 w-32 rounded-xl" />
    </div>
  ));
}

/** While the menu loads; with the cover the server sent with the page (lib/page-data), the picture is already there. */
function RestaurantPageSkeleton({ cover }: { cover: string | undefined }) {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t("catalog:loadingRestaurant")}</span>
      {cover ? <RestaurantCover src={cover} /> : <Skeleton className="h-36 w-full rounded-2xl sm:h-56" />}
      <div className="space-y-3">
        <Skeleton className="h-8 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-1/2 max-w-sm" />
        <Skeleton className="h-4 w-1/3 max-w-xs" />
      </div>
      <DishPlaceholders />
    </div>
  );
}

function matchesSearch(product: Product, needle: string): boolean {
  return needle === "" || product.name.toLocaleLowerCase("en-IN").includes(needle);
}

export function RestaurantPage() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const highlightedDish = searchParams.get("dish");
  const location = useStoredLocation();
  const menu = useMenu(id, location);
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const here = useLocation();
  const searchId = useId();

  const [vegOnly, setVegOnly] = useState(false);
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Product | null>(null);

  useTitle(menu.data?.restaurant.name ?? t("catalog:restaurant"));

  // The page renders what the menu brings in a transition, in slices between which the phone stays free for taps: the
  // whole page arriving at once was one long task on a phone (issue 15). Until then the placeholders stay.
  const menuData = useDeferredValue(menu.data);
  const restaurant = menuData?.restaurant;
  const blocker = restaurant ? orderBlocker(restaurant) : null;
  // A timed pause ends by itself: read the page again then.
  useAtInstant(restaurant?.kitchen.pausedUntil, () => void menu.refetch());
  const needle = search.trim().toLocaleLowerCase("en-IN");

  const sections = useMemo(
    () =>
      (menuData?.categories ?? [])
        .map((category) => ({
          ...category,
          products: category.products.filter(
            (product) => (!vegOnly || product.foodType === "veg") && matchesSearch(product, needle),
          ),
        }))
        .filter((category) => category.products.length > 0),
    [menuData, vegOnly, needle],
  );
  // A new filter or search, too, shows its dishes in a transition, the old ones meanwhile.
  const shownSections = useDeferredValue(sections);
  const navSections: MenuSection[] = shownSections.map((section) => ({
    id: `menu-${section._id}`,
    name: section.name,
    count: section.products.length,
  }));
  const dishCount = menuData?.categories.reduce((sum, category) => sum + category.products.length, 0) ?? 0;

  const canOrder = user?.role === "user";
  useEffect(() => {
    if (!canOrder || !menuData) return;
    const prefetch = () => void loadAddToCartFlow().catch(() => undefined);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(prefetch, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [canOrder, menuData]);

  // A dish linked from a category page: bring it into view once the menu is on screen.
  useEffect(() => {
    if (!highlightedDish || shownSections.length === 0) return;
    document.getElementById(`dish-${highlightedDish}`)?.scrollIntoView({ block: "center" });
  }, [highlightedDish, shownSections]);

  // Only customers order: visitors log in first (and come back here), staff accounts just browse. While the session
  // check is still out (a visitor's page renders before it, lib/session-hint) nobody is sent to log in yet.
  const onAdd =
    status === "loading" || (user && user.role !== "user")
      ? null
      : (product: Product) => {
          if (!user) {
            navigate(paths.login.getHref(), { state: { from: `${here.pathname}${here.search}` } });
            return;
          }
          setSelected(product);
        };

  let content: ReactNode;
  if (menu.isPending || (menu.data && !menuData)) {
    content = <RestaurantPageSkeleton cover={sentCover(id)} />;
  } else if (menu.isError || !menuData || !restaurant) {
    const notFound = menu.error instanceof ApiError && menu.error.status === 404;
    content = notFound ? (
      <EmptyState
        icon={UtensilsCrossed}
        title={t("catalog:restaurantNotFound")}
        description={t("catalog:restaurantNotFoundHint")}
        action={
          <Link to={paths.user.home.getHref()} className={buttonClassName({ size: "sm" })}>
            {t("catalog:browseRestaurants")}
          </Link>
        }
      />
    ) : (
      <ErrorState
        title={t("catalog:restaurantError")}
        onRetry={() => void menu.refetch()}
        retrying={menu.isRefetching}
      />
    );
  } else {
    content = (
      <>
        <RestaurantHeader restaurant={restaurant} />

        {blocker && (
          <div
            role="status"
            className={`mt-5 flex gap-3 rounded-xl p-4 ring-1 ${blocker.schedulable ? "bg-yellow-50 ring-yellow-300" : "bg-red-50 ring-red-200"}`}
          >
            <TriangleAlert
              className={`mt-0.5 size-5 shrink-0 ${blocker.schedulable ? "text-yellow-800" : "text-red-700"}`}
              aria-hidden="true"
            />
            <p className="text-gray-900">
              <span className="font-bold">{blocker.title}.</span> {blocker.message}
            </p>
          </div>
        )}
        {!blocker && !location && user?.role !== "admin" && user?.role !== "restaurant" && (
          <div className="mt-5 flex flex-col items-start gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-gray-900">{t("catalog:checkDelivers", { name: restaurant.name })}</p>
            <Button size="sm" variant="secondary" onClick={requestLocationChoice}>
              {t("catalog:setLocation")}
            </Button>
          </div>
        )}

        <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
          <MenuSidebar sections={navSections} />
          <section aria-labelledby="menu-title" className="min-w-0">
            <h2 id="menu-title" className="sr-only">
              {t("catalog:menu")}
            </h2>
            <div className="flex flex-col gap-3 border-b border-gray-200 pb-4 sm:flex-row sm:items-center">
              <div className="relative flex-1">
                <label htmlFor={searchId} className="sr-only">
                  {t("catalog:searchDishes")}
                </label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600"
                  aria-hidden="true"
                />
                <input
                  id={searchId}
                  type="search"
                  placeholder={t("catalog:searchDishes")}
                  autoComplete="off"
                  className={`${inputClassName} py-2 pl-9`}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <div className="flex items-center gap-2">
                <Switch checked={vegOnly} onCheckedChange={setVegOnly} aria-labelledby={`${searchId}-veg`} />
                <span id={`${searchId}-veg`} className="font-semibold text-gray-900">
                  {t("catalog:vegOnly")}
                </span>
              </div>
            </div>

            {dishCount === 0 ? (
              <div className="mt-6">
                <EmptyState
                  icon={UtensilsCrossed}
                  title={t("catalog:noDishesYet")}
                  description={t("catalog:noMenuYet")}
                />
              </div>
            ) : shownSections.length === 0 && sections.length > 0 ? (
              <DishPlaceholders />
            ) : shownSections.length === 0 ? (
              <div className="mt-6">
                <EmptyState
                  icon={Search}
                  title={needle ? t("catalog:noDishesMatch", { search: search.trim() }) : t("catalog:noVegDishes")}
                  description={t("catalog:tryAnotherSearch")}
                  action={
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        setSearch("");
                        setVegOnly(false);
                      }}
                    >
                      {t("catalog:showAllDishes")}
                    </Button>
                  }
                />
              </div>
            ) : (
              shownSections.map((section) => (
                <section
                  key={section._id}
                  id={`menu-${section._id}`}
                  tabIndex={-1}
                  aria-labelledby={`menu-${section._id}-title`}
                  className="scroll-mt-36 border-b-8 border-gray-100 pt-6 outline-none lg:scroll-mt-32"
                >
                  <h2 id={`menu-${section._id}-title`} className="text-lg font-extrabold text-gray-900 sm:text-xl">
                    {section.name} <span className="font-semibold text-gray-700">({section.products.length})</span>
                  </h2>
                  <div className="divide-y divide-gray-200">
                    {section.products.map((product) => (
                      <DishCard
                        key={product._id}
                        product={product}
                        onAdd={onAdd}
                        highlighted={product._id === highlightedDish}
                      />
                    ))}
                  </div>
                </section>
              ))
            )}
          </section>
        </div>
        <RestaurantRatings restaurantId={restaurant._id} />
        <MenuButton sections={navSections} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 pb-24 sm:py-8">
      {content}
      {selected && (
        <Suspense fallback={null}>
          <AddToCartFlow product={selected} blocker={blocker} onDone={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}
