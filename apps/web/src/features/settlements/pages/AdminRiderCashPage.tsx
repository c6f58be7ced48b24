/**
 * /admin/rider-cash: the cash each rider holds from cash-on-delivery orders (issue 11) — how much, from how many
 * deliveries, since when — and their deposits; "Record deposit" enters cash handed in (a ledger entry). Only riders
 * holding cash unless "Show all riders" (`?all=true`); page and choice live in the URL.
 */
import type { RiderCash } from "@zaika/contract/settlements";
import { HandCoins } from "lucide-react";
import { useState } from "react";
import { AdminListPage } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useRiderCash } from "../api/get-rider-cash";
import { PartyMoneyListSkeleton, partyMoneyColumns } from "../components/PartyMoneyList";
import { RecordDepositDialog } from "../components/RecordDepositDialog";
import { riderCashList } from "../components/RiderCashList";

const PAGE_SIZE = 10;

export function AdminRiderCashPage() {
  useTitle(t("settlements:riderCashTitle"));
  // No search box here: the list has only its page and "show all" in the URL.
  const urlList = useUrlList({ debounceMs: 0 });
  const all = urlList.params.get("all") === "true";
  const showAll = (checked: boolean) => urlList.update({ all: checked ? "true" : null });
  const [depositing, setDepositing] = useState<RiderCash | null>(null);
  const list = useRiderCash({ page: urlList.page, limit: PAGE_SIZE, all });
  const config = riderCashList();

  const empty = all
    ? { icon: HandCoins, title: t("settlements:noRidersTitle"), description: t("settlements:noRidersDescription") }
    : {
        icon: HandCoins,
        title: t("settlements:noCashTitle"),
        description: t("settlements:noCashDescription"),
        action: (
          <Button variant="secondary" onClick={() => showAll(true)}>
            {t("settlements:showAllRiders")}
          </Button>
        ),
      };

  return (
    <AdminListPage
      title={t("settlements:riderCashTitle")}
      description={t("settlements:riderCashDescription")}
      action={
        <Checkbox
          label={t("settlements:showAllRiders")}
          description={t("settlements:showAllRidersHint")}
          checked={all}
          onChange={(event) => showAll(event.target.checked)}
        />
      }
      urlList={urlList}
      query={list}
      noun={{ one: t("settlements:riderNounOne"), other: t("settlements:riderNounOther") }}
      skeleton={<PartyMoneyListSkeleton label={t("settlements:loadingRiderCash")} />}
      errorTitle={t("settlements:riderCashFailed")}
      empty={empty}
      caption={t("settlements:riderCashTitle")}
      columns={partyMoneyColumns(config, setDepositing)}
      itemKey={(rider) => rider.riderId}
      paginationLabel={t("settlements:riderCashPages")}
    >
      {depositing && (
        <RecordDepositDialog key={depositing.riderId} rider={depositing} onClose={() => setDepositing(null)} />
      )}
    </AdminListPage>
  );
}
