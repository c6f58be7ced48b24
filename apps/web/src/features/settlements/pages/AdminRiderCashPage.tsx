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
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useRiderCash } from "../api/get-rider-cash";
import { PartyMoneyCard, PartyMoneyListSkeleton, partyMoneyColumns } from "../components/PartyMoneyList";
import { RecordDepositDialog } from "../components/RecordDepositDialog";
import { riderCashList } from "../components/RiderCashList";

const PAGE_SIZE = 10;

export function AdminRiderCashPage() {
  useTitle("Rider cash");
  // No search box here: the list has only its page and "show all" in the URL.
  const urlList = useUrlList({ debounceMs: 0 });
  const all = urlList.params.get("all") === "true";
  const showAll = (checked: boolean) => urlList.update({ all: checked ? "true" : null });
  const [depositing, setDepositing] = useState<RiderCash | null>(null);
  const list = useRiderCash({ page: urlList.page, limit: PAGE_SIZE, all });

  const empty = all
    ? { icon: HandCoins, title: "No riders yet", description: "Riders appear here once they are added." }
    : {
        icon: HandCoins,
        title: "No rider is holding cash right now",
        description: "Cash collected on cash-on-delivery orders shows here until the rider deposits it.",
        action: (
          <Button variant="secondary" onClick={() => showAll(true)}>
            Show all riders
          </Button>
        ),
      };

  return (
    <AdminListPage
      title="Rider cash"
      description="Cash riders collected on cash-on-delivery orders and have not deposited yet."
      action={
        <Checkbox
          label="Show all riders"
          description="Including those holding no cash"
          checked={all}
          onChange={(event) => showAll(event.target.checked)}
        />
      }
      urlList={urlList}
      query={list}
      noun={{ one: "rider", other: "riders" }}
      skeleton={<PartyMoneyListSkeleton label="Loading rider cash" />}
      errorTitle="Could not load the riders' cash"
      empty={empty}
      caption="Rider cash"
      columns={partyMoneyColumns(riderCashList, setDepositing)}
      card={(rider) => <PartyMoneyCard config={riderCashList} item={rider} onRecord={setDepositing} />}
      cardClassName="space-y-3"
      itemKey={(rider) => rider.riderId}
      paginationLabel="Rider cash pages"
    >
      {depositing && (
        <RecordDepositDialog key={depositing.riderId} rider={depositing} onClose={() => setDepositing(null)} />
      )}
    </AdminListPage>
  );
}
