/**
 * /admin/riders: the delivery partners (issue 5), searchable (debounced), filtered by online state and paginated;
 * "Add rider" opens the form, each rider can be deactivated or activated again. Page, search and filter live in the
 * URL, so Back returns to the same list.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { Bike, CirclePlus } from "lucide-react";
import { useState } from "react";
import { useRiders } from "../../../api/riders";
import { type AdminListFilter, AdminListPage, readFilter } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { AddRiderDialog } from "../components/AddRiderDialog";
import { RiderCard, RiderListSkeleton, riderColumns, useRiderActivation } from "../components/RiderList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

const AVAILABILITY_FILTER: AdminListFilter<"online" | "offline"> = {
  key: "available",
  label: "Availability",
  options: { all: "All", online: "Online", offline: "Offline" },
};

export function AdminRidersPage() {
  useTitle("Riders");
  const urlList = useUrlList({ debounceMs: SEARCH_DEBOUNCE_MS });
  const availability = readFilter(urlList.params, AVAILABILITY_FILTER);
  const [adding, setAdding] = useState(false);
  const { activeSwitch, confirmDialog } = useRiderActivation();

  const list = useRiders({
    page: urlList.page,
    limit: PAGE_SIZE,
    search: urlList.search || undefined,
    available: availability === "all" ? undefined : availability === "online",
  });

  return (
    <AdminListPage
      title="Riders"
      description="Delivery partners, their vehicles and their work."
      action={
        <Button onClick={() => setAdding(true)}>
          <CirclePlus className="size-5" aria-hidden="true" />
          Add rider
        </Button>
      }
      urlList={urlList}
      search={{ label: "Search riders", placeholder: "Name, phone or vehicle number" }}
      filter={AVAILABILITY_FILTER}
      query={list}
      noun={{ one: "rider", other: "riders" }}
      skeleton={<RiderListSkeleton />}
      errorTitle="Could not load the riders"
      empty={{
        icon: Bike,
        title: "No riders yet",
        description: "Add your first delivery partner; they sign in with their phone number.",
        action: <Button onClick={() => setAdding(true)}>Add rider</Button>,
      }}
      noMatch={{
        title: "No riders match",
        description: "Try another name, phone or vehicle number, or change the availability filter.",
      }}
      caption="Riders"
      columns={riderColumns(activeSwitch)}
      card={(rider) => <RiderCard rider={rider} activeSwitch={activeSwitch} />}
      cardClassName="space-y-2"
      itemKey={(rider) => rider._id}
      paginationLabel="Rider pages"
    >
      <AddRiderDialog open={adding} onClose={() => setAdding(false)} />
      {confirmDialog}
    </AdminListPage>
  );
}
