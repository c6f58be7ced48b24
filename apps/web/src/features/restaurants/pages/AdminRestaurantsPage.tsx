/**
 * /admin/restaurants: every restaurant, searchable (debounced), filtered by active state and paginated (spec §9:
 * page 1, limit 10), each linking to its detail page; and a map of them all with clustered markers. The view, page,
 * search and filter live in the URL, so Back returns to the same list.
 */
import { DEBOUNCE_MS, RESTAURANT_LIST } from "@zaika/contract/constants";
import { CirclePlus, Store } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { type AdminListFilter, AdminListPage, readFilter } from "../../../components/admin/AdminListPage";
import { buttonClassName } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useAllRestaurants } from "../api/get-all-restaurants";
import { useRestaurants } from "../api/get-restaurants";
import { RestaurantCard, RestaurantListSkeleton, restaurantColumns } from "../components/RestaurantList";
import { panelId, type RestaurantView, tabId, ViewTabs } from "../components/ViewTabs";

const RestaurantsMap = lazy(() => import("../components/RestaurantsMap"));

const STATUS_FILTER: AdminListFilter<"active" | "inactive"> = {
  key: "status",
  label: "Status",
  options: { all: "All", active: "Active", inactive: "Inactive" },
};

function MapSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading the map
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
        title="Could not load the restaurants for the map"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return emptyState;
  return (
    <Suspense fallback={<MapSkeleton />}>
      <p className="text-sm text-gray-700">
        {query.data.length} restaurant{query.data.length === 1 ? "" : "s"} on the map
      </p>
      <RestaurantsMap restaurants={query.data} />
    </Suspense>
  );
}

export function AdminRestaurantsPage() {
  useTitle("Restaurants");
  const urlList = useUrlList({ debounceMs: DEBOUNCE_MS.restaurantSearch });
  const { params, page, search, update } = urlList;
  const view: RestaurantView = params.get("view") === "map" ? "map" : "list";
  const status = readFilter(params, STATUS_FILTER);
  const isActive = status === "all" ? undefined : status === "active";

  const list = useRestaurants({ page, limit: RESTAURANT_LIST.limit, search: search || undefined, isActive });
  const mapData = useAllRestaurants({ search: search || undefined, isActive }, view === "map");
  const addRestaurant = (
    <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
      Add restaurant
    </Link>
  );

  return (
    <AdminListPage
      title="Restaurants"
      description="Every partner restaurant, active or not."
      action={
        <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
          <CirclePlus className="size-5" aria-hidden="true" />
          Add restaurant
        </Link>
      }
      urlList={urlList}
      search={{ label: "Search restaurants", placeholder: "Name, cuisine or dish" }}
      filter={STATUS_FILTER}
      toolbarEnd={
        <ViewTabs
          view={view}
          onChange={(next) => update({ view: next === "list" ? null : next, page: params.get("page") })}
        />
      }
      query={list}
      noun={{ one: "restaurant", other: "restaurants" }}
      skeleton={<RestaurantListSkeleton />}
      errorTitle="Could not load the restaurants"
      empty={{
        icon: Store,
        title: "No restaurants yet",
        description: "Add the first partner restaurant to get started.",
        action: addRestaurant,
      }}
      noMatch={{
        title: "No restaurants match",
        description: "Try another name, cuisine or dish, or change the status filter.",
      }}
      caption="Restaurants"
      columns={restaurantColumns}
      rowClassName="hover:bg-gray-50"
      card={(restaurant) => <RestaurantCard restaurant={restaurant} />}
      itemKey={(restaurant) => restaurant._id}
      paginationLabel="Restaurant pages"
      panel={(content) => (
        <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} className="space-y-4">
          {content}
        </div>
      )}
      otherView={view === "map" ? (emptyState) => <MapView query={mapData} emptyState={emptyState} /> : undefined}
    />
  );
}
