/**
 * /admin/settlements: what the platform owes each restaurant (issue 11) — outstanding (payable: settled orders),
 * pending (orders under way), paid out so far, the last payout — most owed first; "Record payout" enters money sent (a ledger entry) and the outstanding amount drops.
 * Only restaurants owed something unless "Show all restaurants" (`?all=true`); page and choice live in the URL.
 */
import type { Settlement } from "@zaika/contract/settlements";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { AdminListPage } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useSettlements } from "../api/get-settlements";
import { PartyMoneyListSkeleton, partyMoneyColumns } from "../components/PartyMoneyList";
import { RecordPayoutDialog } from "../components/RecordPayoutDialog";
import { settlementList } from "../components/SettlementList";

const PAGE_SIZE = 10;

export function AdminSettlementsPage() {
  useTitle(t("settlements:settlementsTitle"));
  // No search box here: the list has only its page and "show all" in the URL.
  const urlList = useUrlList({ debounceMs: 0 });
  const all = urlList.params.get("all") === "true";
  const showAll = (checked: boolean) => urlList.update({ all: checked ? "true" : null });
  const [paying, setPaying] = useState<Settlement | null>(null);
  const list = useSettlements({ page: urlList.page, limit: PAGE_SIZE, all });
  const config = settlementList();

  const empty = all
    ? {
        icon: Landmark,
        title: t("settlements:noRestaurantsTitle"),
        description: t("settlements:noRestaurantsDescription"),
      }
    : {
        icon: Landmark,
        title: t("settlements:noneOwedTitle"),
        description: t("settlements:noneOwedDescription"),
        action: (
          <Button variant="secondary" onClick={() => showAll(true)}>
            {t("settlements:showAllRestaurants")}
          </Button>
        ),
      };

  return (
    <AdminListPage
      title={t("settlements:settlementsTitle")}
      description={t("settlements:settlementsDescription")}
      action={
        <Checkbox
          label={t("settlements:showAllRestaurants")}
          description={t("settlements:showAllRestaurantsHint")}
          checked={all}
          onChange={(event) => showAll(event.target.checked)}
        />
      }
      urlList={urlList}
      query={list}
      noun={{ one: t("settlements:restaurantNounOne"), other: t("settlements:restaurantNounOther") }}
      skeleton={<PartyMoneyListSkeleton label={t("settlements:loadingSettlements")} />}
      errorTitle={t("settlements:settlementsFailed")}
      empty={empty}
      caption={t("settlements:settlementsTitle")}
      columns={partyMoneyColumns(config, setPaying)}
      itemKey={(settlement) => settlement.restaurantId}
      paginationLabel={t("settlements:settlementPages")}
    >
      {paying && <RecordPayoutDialog key={paying.restaurantId} settlement={paying} onClose={() => setPaying(null)} />}
    </AdminListPage>
  );
}
