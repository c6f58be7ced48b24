/**
 * /admin/riders: the delivery partners (issue 5), searchable (debounced), filtered by online state and paginated;
 * "Add rider" opens the form, each rider can be deactivated or activated again. Page, search and filter live in the
 * URL, so Back returns to the same list.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { Bike, CirclePlus, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useRiders } from "../api/get-riders";
import { AddRiderDialog } from "../components/AddRiderDialog";
import { RiderList, RiderListSkeleton } from "../components/RiderList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

const AVAILABILITY_FILTERS = { all: "All", online: "Online", offline: "Offline" } as const;
type AvailabilityFilter = keyof typeof AVAILABILITY_FILTERS;

function availabilityOf(value: string | null): AvailabilityFilter {
  return value === "online" || value === "offline" ? value : "all";
}

export function AdminRidersPage() {
  useTitle("Riders");
  const {
    params,
    page,
    search,
    text,
    setText,
    update: updateParams,
    clear,
  } = useUrlList({
    debounceMs: SEARCH_DEBOUNCE_MS,
  });
  const availability = availabilityOf(params.get("available"));
  const [adding, setAdding] = useState(false);

  const list = useRiders({
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    available: availability === "all" ? undefined : availability === "online",
  });
  const filtered = search !== "" || availability !== "all";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Riders</h1>
          <p className="mt-1 text-gray-700">Delivery partners, their vehicles and their work.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <CirclePlus className="size-5" aria-hidden="true" />
          Add rider
        </Button>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <TextField
          label="Search riders"
          type="search"
          placeholder="Name, phone or vehicle number"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-80"
        />
        <Select
          label="Availability"
          value={availability}
          onChange={(event) => updateParams({ available: event.target.value === "all" ? null : event.target.value })}
          className="md:w-44"
        >
          {Object.entries(AVAILABILITY_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>

      {list.isPending ? (
        <RiderListSkeleton />
      ) : list.isError ? (
        <ErrorState
          title="Could not load the riders"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No riders match"
            description="Try another name, phone or vehicle number, or change the availability filter."
            action={
              <Button variant="secondary" onClick={() => clear(["available"])}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Bike}
            title="No riders yet"
            description="Add your first delivery partner; they sign in with their phone number."
            action={<Button onClick={() => setAdding(true)}>Add rider</Button>}
          />
        )
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className="space-y-4">
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.data.pagination.total} rider{list.data.pagination.total === 1 ? "" : "s"}
            {search && ` matching “${search}”`}
          </p>
          <RiderList riders={list.data.data} />
          <Pagination
            label="Rider pages"
            page={list.data.pagination.page}
            totalPages={list.data.pagination.totalPages}
            onPageChange={(next) => updateParams({ page: next === 1 ? null : String(next) })}
          />
        </div>
      )}

      <AddRiderDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
