/**
 * How the settlements list shows a restaurant's account: the table's columns on wide screens, a card on phones, each
 * with "Record payout" while the restaurant is owed something. Outstanding is what may be paid out (settled orders);
 * pending is owed for orders still under way, payable once they are delivered, cancelled or rejected.
 */
import type { Settlement } from "@zaika/contract/settlements";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatAmount, formatIndiaDay } from "../lib/format";

type OnRecord = (settlement: Settlement) => void;

function Outstanding({ settlement }: { settlement: Settlement }) {
  return (
    <>
      <span className="font-semibold text-gray-900 tabular-nums">{formatAmount(settlement.outstanding)}</span>
      {settlement.outstanding < 0 && (
        <span className="block text-xs text-gray-700">Owes the platform (a refund after a payout)</span>
      )}
    </>
  );
}

const lastPayout = (settlement: Settlement) =>
  settlement.lastPayoutOn ? formatIndiaDay(settlement.lastPayoutOn) : "Never";

function RecordPayoutButton({ settlement, onRecord }: { settlement: Settlement; onRecord: OnRecord }) {
  if (settlement.outstanding <= 0) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Record payout to ${settlement.name}`}
      onClick={() => onRecord(settlement)}
    >
      Record payout
    </Button>
  );
}

const money = { headerClassName: "text-right", className: "text-right tabular-nums" };

export function settlementColumns(onRecord: OnRecord): AdminListColumn<Settlement>[] {
  return [
    {
      header: "Restaurant",
      cell: (settlement) => (
        <>
          <span className="font-semibold text-gray-900">{settlement.name}</span>
          <span className="block text-sm text-gray-700">{settlement.city}</span>
        </>
      ),
    },
    { header: "Outstanding", ...money, cell: (settlement) => <Outstanding settlement={settlement} /> },
    { header: "Pending", ...money, cell: (settlement) => formatAmount(settlement.pending) },
    { header: "Paid out", ...money, cell: (settlement) => formatAmount(settlement.paidOut) },
    { header: "Last payout", cell: lastPayout },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (settlement) => <RecordPayoutButton settlement={settlement} onRecord={onRecord} />,
    },
  ];
}

export function SettlementCard({ settlement, onRecord }: { settlement: Settlement; onRecord: OnRecord }) {
  return (
    <>
      <div>
        <p className="font-semibold text-gray-900">{settlement.name}</p>
        <p className="text-sm text-gray-700">{settlement.city}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-700">Outstanding</dt>
          <dd>
            <Outstanding settlement={settlement} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-700">Pending</dt>
          <dd className="text-gray-900 tabular-nums">{formatAmount(settlement.pending)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Paid out</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatAmount(settlement.paidOut)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Last payout</dt>
          <dd className="text-gray-900">{lastPayout(settlement)}</dd>
        </div>
      </dl>
      <RecordPayoutButton settlement={settlement} onRecord={onRecord} />
    </>
  );
}

export function SettlementListSkeleton() {
  return (
    <ListSkeleton
      label="Loading settlements"
      rows={4}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
