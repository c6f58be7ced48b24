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
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useSettlements } from "../api/get-settlements";
import { PartyMoneyCard, PartyMoneyListSkeleton, partyMoneyColumns } from "../components/PartyMoneyList";
import { RecordPayoutDialog } from "../components/RecordPayoutDialog";
import { settlementList } from "../components/SettlementList";

const PAGE_SIZE = 10;

export function AdminSettlementsPage() {
  useTitle("Settlements");
  // No search box here: the list has only its page and "show all" in the URL.
  const urlList = useUrlList({ debounceMs: 0 });
  const all = urlList.params.get("all") === "true";
  const showAll = (checked: boolean) => urlList.update({ all: checked ? "true" : null });
  const [paying, setPaying] = useState<Settlement | null>(null);
  const list = useSettlements({ page: urlList.page, limit: PAGE_SIZE, all });

  const empty = all
    ? { icon: Landmark, title: "No restaurants yet", description: "Restaurants appear here once they are added." }
    : {
        icon: Landmark,
        title: "No restaurant is owed anything right now",
        description:
          "Delivered orders add to what a restaurant may be paid; orders still under way stay pending until then.",
        action: (
          <Button variant="secondary" onClick={() => showAll(true)}>
            Show all restaurants
          </Button>
        ),
      };

  return (
    <AdminListPage
      title="Settlements"
      description="What each restaurant may be paid now (outstanding, after commission, its GST and refunds), what its orders still under way will add (pending), and the payouts that settle it."
      action={
        <Checkbox
          label="Show all restaurants"
          description="Including those owed nothing"
          checked={all}
          onChange={(event) => showAll(event.target.checked)}
        />
      }
      urlList={urlList}
      query={list}
      noun={{ one: "restaurant", other: "restaurants" }}
      skeleton={<PartyMoneyListSkeleton label="Loading settlements" />}
      errorTitle="Could not load the settlements"
      empty={empty}
      caption="Settlements"
      columns={partyMoneyColumns(settlementList, setPaying)}
      card={(settlement) => <PartyMoneyCard config={settlementList} item={settlement} onRecord={setPaying} />}
      cardClassName="space-y-3"
      itemKey={(settlement) => settlement.restaurantId}
      paginationLabel="Settlement pages"
    >
      {paying && <RecordPayoutDialog key={paying.restaurantId} settlement={paying} onClose={() => setPaying(null)} />}
    </AdminListPage>
  );
}
