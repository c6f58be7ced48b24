/**
 * /admin/restaurants: every restaurant, searchable (debounced), filtered by active state and paginated (spec §9:
 * page 1, limit 10), each linking to its detail page; and a map of them all with clustered markers. The view, page,
 * search and filter live in the URL, so Back returns to the same list.
 */
import { DEBOUNCE_MS, RESTAURANT_LIST } from "@zaika/contract/constants";
import { CirclePlus, Store } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { type AdminListFilter, AdminListPage, readFilter } from "../../../components/admin/AdminListPage";
import { buttonClassName } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useAllRestaurants } from "../api/get-all-restaurants";
import { useRestaurants } from "../api/get-restaurants";
import { RestaurantListSkeleton, restaurantColumns } from "../components/RestaurantList";
import { panelId, type RestaurantView, tabId, ViewTabs } from "../components/ViewTabs";

const RestaurantsMap = lazy(() => import("../components/RestaurantsMap"));

/** The status filter, its texts in the current language. */
function statusFilter(): AdminListFilter<"active" | "inactive"> {
  return {
    key: "status",
    label: t("restaurants:status"),
    options: { all: t("restaurants:all"), active: t("restaurants:active"), inactive: t("restaurants:inactive") },
  };
}

function MapSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t("restaurants:loadingMap")}
      </span>
      <Skeleton className="h-[60vh] min-h-80 w-full rounded-2xl" />
    </div>
  );
}

/** The map view: every restaurant the search and filter select, on one map. */
function MapView({ query, emptyState }: { query: ReturnType<typeof useAllRestaurants>; emptyState: ReactNode }) {
  if (query.isPending) return <MapSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={t("restaurants:mapError")}
        message={messageText(errorMessage(query.error))}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return emptyState;
  return (
    <Suspense fallback={<MapSkeleton />}>
      <p className="text-sm text-gray-700">{t("restaurants:onTheMap", { count: query.data.length })}</p>
      <RestaurantsMap restaurants={query.data} />
    </Suspense>
  );
}

export function AdminRestaurantsPage() {
  useTitle(t("restaurants:restaurants"));
  const filter = statusFilter();
  const urlList = useUrlList({ debounceMs: DEBOUNCE_MS.restaurantSearch });
  const { params, page, search, update } = urlList;
  const view: RestaurantView = params.get("view") === "map" ? "map" : "list";
  const status = readFilter(params, filter);
  const isActive = status === "all" ? undefined : status === "active";

  const list = useRestaurants({ page, limit: RESTAURANT_LIST.limit, search: search || undefined, isActive });
  const mapData = useAllRestaurants({ search: search || undefined, isActive }, view === "map");
  const addRestaurant = (
    <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
      {t("restaurants:addRestaurant")}
    </Link>
  );

  return (
    <AdminListPage
      title={t("restaurants:restaurants")}
      description={t("restaurants:listIntro")}
      action={
        <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
          <CirclePlus className="size-5" aria-hidden="true" />
          {t("restaurants:addRestaurant")}
        </Link>
      }
      urlList={urlList}
      search={{ label: t("restaurants:searchRestaurants"), placeholder: t("restaurants:searchPlaceholder") }}
      filter={filter}
      toolbarEnd={
        <ViewTabs
          view={view}
          onChange={(next) => update({ view: next === "list" ? null : next, page: params.get("page") })}
        />
      }
      query={list}
      noun={{ one: t("restaurants:nounOne"), other: t("restaurants:nounOther") }}
      skeleton={<RestaurantListSkeleton />}
      errorTitle={t("restaurants:listError")}
      empty={{
        icon: Store,
        title: t("restaurants:noRestaurantsYet"),
        description: t("restaurants:addFirst"),
        action: addRestaurant,
      }}
      noMatch={{
        title: t("restaurants:noMatch"),
        description: t("restaurants:noMatchHint"),
      }}
      caption={t("restaurants:restaurants")}
      columns={restaurantColumns()}
      rowClassName="hover:bg-gray-50"
      itemKey={(restaurant) => restaurant._id}
      paginationLabel={t("restaurants:restaurantPages")}
      panel={(content) => (
        <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} className="space-y-4">
          {content}
        </div>
      )}
      otherView={view === "map" ? (emptyState) => <MapView query={mapData} emptyState={emptyState} /> : undefined}
    />
  );
}
