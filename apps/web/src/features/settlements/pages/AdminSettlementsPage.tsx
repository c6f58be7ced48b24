/**
 * /admin/settlements: what the platform owes each restaurant (issue 11) — outstanding (payable: settled orders),
 * pending (orders under way), paid out so far, the last payout — most owed first; "Record payout" enters money sent (a ledger entry) and the outstanding amount drops.
 * Only restaurants owed something unless "Show all restaurants" (`?all=true`); page and choice live in the URL.
 */
import type { Settlement } from "@zaika/contract/settlements";
import { Landmark } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useSettlements } from "../api/get-settlements";
import { MoneyList } from "../components/MoneyList";
import { MoneyPageHeader } from "../components/MoneyPageHeader";
import { RecordPayoutDialog } from "../components/RecordPayoutDialog";
import { SettlementCard, SettlementListSkeleton, settlementColumns } from "../components/SettlementList";

const PAGE_SIZE = 10;

export function AdminSettlementsPage() {
  useTitle("Settlements");
  // No search box here: the list has only its page and "show all" in the URL.
  const urlList = useUrlList({ debounceMs: 0 });
  const all = urlList.params.get("all") === "true";
  const showAll = (checked: boolean) => urlList.update({ all: checked ? "true" : null });
  const [paying, setPaying] = useState<Settlement | null>(null);
  const list = useSettlements({ page: urlList.page, limit: PAGE_SIZE, all });

  const empty = all ? (
    <EmptyState icon={Landmark} title="No restaurants yet" description="Restaurants appear here once they are added." />
  ) : (
    <EmptyState
      icon={Landmark}
      title="No restaurant is owed anything right now"
      description="Delivered orders add to what a restaurant may be paid; orders still under way stay pending until then."
      action={
        <Button variant="secondary" onClick={() => showAll(true)}>
          Show all restaurants
        </Button>
      }
    />
  );

  return (
    <div className="space-y-6">
      <MoneyPageHeader
        title="Settlements"
        description="What each restaurant may be paid now (outstanding, after commission, its GST and refunds), what its orders still under way will add (pending), and the payouts that settle it."
        showAll={{
          label: "Show all restaurants",
          description: "Including those owed nothing",
          checked: all,
          onChange: showAll,
        }}
      />
      <MoneyList
        query={list}
        skeleton={<SettlementListSkeleton />}
        errorTitle="Could not load the settlements"
        empty={empty}
        noun={{ one: "restaurant", other: "restaurants" }}
        caption="Settlements"
        columns={settlementColumns(setPaying)}
        card={(settlement) => <SettlementCard settlement={settlement} onRecord={setPaying} />}
        itemKey={(settlement) => settlement.restaurantId}
        paginationLabel="Settlement pages"
        onPageChange={(next) => urlList.update({ page: next === 1 ? null : String(next) })}
      />
      {paying && <RecordPayoutDialog key={paying.restaurantId} settlement={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}
