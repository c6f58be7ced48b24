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
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { AddRiderDialog } from "../components/AddRiderDialog";
import { RiderListSkeleton, riderColumns, useRiderActivation } from "../components/RiderList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

/** The availability filter, its texts in the current language. */
function availabilityFilter(): AdminListFilter<"online" | "offline"> {
  return {
    key: "available",
    label: t("riders:availability"),
    options: { all: t("riders:all"), online: t("riders:online"), offline: t("riders:offline") },
  };
}

export function AdminRidersPage() {
  useTitle(t("riders:title"));
  const urlList = useUrlList({ debounceMs: SEARCH_DEBOUNCE_MS });
  const filter = availabilityFilter();
  const availability = readFilter(urlList.params, filter);
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
      title={t("riders:title")}
      description={t("riders:description")}
      action={
        <Button onClick={() => setAdding(true)}>
          <CirclePlus className="size-5" aria-hidden="true" />
          {t("riders:addRider")}
        </Button>
      }
      urlList={urlList}
      search={{ label: t("riders:search"), placeholder: t("riders:searchPlaceholder") }}
      filter={filter}
      query={list}
      noun={{ one: t("riders:nounOne"), other: t("riders:nounOther") }}
      skeleton={<RiderListSkeleton />}
      errorTitle={t("riders:loadFailed")}
      empty={{
        icon: Bike,
        title: t("riders:emptyTitle"),
        description: t("riders:emptyDescription"),
        action: <Button onClick={() => setAdding(true)}>{t("riders:addRider")}</Button>,
      }}
      noMatch={{
        title: t("riders:noMatchTitle"),
        description: t("riders:noMatchDescription"),
      }}
      caption={t("riders:title")}
      columns={riderColumns(activeSwitch)}
      itemKey={(rider) => rider._id}
      paginationLabel={t("riders:pages")}
    >
      <AddRiderDialog open={adding} onClose={() => setAdding(false)} />
      {confirmDialog}
    </AdminListPage>
  );
}
