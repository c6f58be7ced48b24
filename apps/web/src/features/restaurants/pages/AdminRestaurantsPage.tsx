/**
 * /admin/restaurants: every restaurant, searchable (debounced), filtered by active state and paginated (spec §9:
 * page 1, limit 10), each linking to its detail page; and a map of them all with clustered markers. The view, page,
 * search and filter live in the URL, so Back returns to the same list.
 */
import { DEBOUNCE_MS, RESTAURANT_LIST } from "@zaika/contract/constants";
import { CirclePlus, Search, Store } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { Skeleton } from "../../../components/ui/Skeleton";
import { TextField } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useAllRestaurants } from "../api/get-all-restaurants";
import { useRestaurants } from "../api/get-restaurants";
import { RestaurantList, RestaurantListSkeleton } from "../components/RestaurantList";
import { panelId, type RestaurantView, tabId, ViewTabs } from "../components/ViewTabs";

const RestaurantsMap = lazy(() => import("../components/RestaurantsMap"));

const STATUS_FILTERS = { all: "All", active: "Active", inactive: "Inactive" } as const;
type StatusFilter = keyof typeof STATUS_FILTERS;

function statusOf(value: string | null): StatusFilter {
  return value === "active" || value === "inactive" ? value : "all";
}

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

export function AdminRestaurantsPage() {
  useTitle("Restaurants");
  const {
    params,
    page,
    search,
    text,
    setText,
    update: updateParams,
    clear,
  } = useUrlList({
    debounceMs: DEBOUNCE_MS.restaurantSearch,
  });
  const view: RestaurantView = params.get("view") === "map" ? "map" : "list";
  const status = statusOf(params.get("status"));
  const isActive = status === "all" ? undefined : status === "active";

  const list = useRestaurants({ page, limit: RESTAURANT_LIST.limit, search: search || undefined, isActive });
  const mapData = useAllRestaurants({ search: search || undefined, isActive }, view === "map");
  const filtered = search !== "" || status !== "all";

  const emptyState = filtered ? (
    <EmptyState
      icon={Search}
      title="No restaurants match"
      description="Try another name, cuisine or dish, or change the status filter."
      action={
        <Button variant="secondary" onClick={() => clear(["status"])}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Store}
      title="No restaurants yet"
      description="Add the first partner restaurant to get started."
      action={
        <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
          Add restaurant
        </Link>
      }
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Restaurants</h1>
          <p className="mt-1 text-gray-700">Every partner restaurant, active or not.</p>
        </div>
        <Link to={paths.admin.addRestaurant.getHref()} className={buttonClassName()}>
          <CirclePlus className="size-5" aria-hidden="true" />
          Add restaurant
        </Link>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <TextField
          label="Search restaurants"
          type="search"
          placeholder="Name, cuisine or dish"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-80"
        />
        <Select
          label="Status"
          value={status}
          onChange={(event) => updateParams({ status: event.target.value === "all" ? null : event.target.value })}
          className="md:w-44"
        >
          {Object.entries(STATUS_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <div className="md:ml-auto">
          <ViewTabs
            view={view}
            onChange={(next) => updateParams({ view: next === "list" ? null : next, page: params.get("page") })}
          />
        </div>
      </div>

      <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} className="space-y-4">
        {view === "list" ? (
          list.isPending ? (
            <RestaurantListSkeleton />
          ) : list.isError ? (
            <ErrorState
              title="Could not load the restaurants"
              message={errorMessage(list.error)}
              onRetry={() => list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data.data.length === 0 ? (
            emptyState
          ) : (
            <div aria-busy={list.isPlaceholderData || undefined} className="space-y-4">
              <p className="text-sm text-gray-700" aria-live="polite">
                {list.data.pagination.total} restaurant{list.data.pagination.total === 1 ? "" : "s"}
                {search && ` matching “${search}”`}
              </p>
              <RestaurantList restaurants={list.data.data} />
              <Pagination
                label="Restaurant pages"
                page={list.data.pagination.page}
                totalPages={list.data.pagination.totalPages}
                onPageChange={(next) => updateParams({ page: next === 1 ? null : String(next) })}
              />
            </div>
          )
        ) : mapData.isPending ? (
          <MapSkeleton />
        ) : mapData.isError ? (
          <ErrorState
            title="Could not load the restaurants for the map"
            message={errorMessage(mapData.error)}
            onRetry={() => mapData.refetch()}
            retrying={mapData.isFetching}
          />
        ) : mapData.data.length === 0 ? (
          emptyState
        ) : (
          <Suspense fallback={<MapSkeleton />}>
            <p className="text-sm text-gray-700">
              {mapData.data.length} restaurant{mapData.data.length === 1 ? "" : "s"} on the map
            </p>
            <RestaurantsMap restaurants={mapData.data} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
