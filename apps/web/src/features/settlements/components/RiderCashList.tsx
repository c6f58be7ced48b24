/**
 * How the rider-cash list shows a rider: the table's columns on wide screens, a card on phones, each with "Record
 * deposit" while the rider holds cash.
 */
import type { RiderCash } from "@zaika/contract/settlements";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatDateTime } from "../../../lib/india-time";
import { formatAmount } from "../lib/format";

type OnRecord = (rider: RiderCash) => void;

const heldSince = (rider: RiderCash) => (rider.heldSince ? formatDateTime(rider.heldSince) : "—");
const lastDeposit = (rider: RiderCash) => (rider.lastDepositAt ? formatDateTime(rider.lastDepositAt) : "Never");

function RecordDepositButton({ rider, onRecord }: { rider: RiderCash; onRecord: OnRecord }) {
  if (rider.held <= 0) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Record deposit from ${rider.name}`}
      onClick={() => onRecord(rider)}
    >
      Record deposit
    </Button>
  );
}

const money = { headerClassName: "text-right", className: "text-right tabular-nums" };

export function riderCashColumns(onRecord: OnRecord): AdminListColumn<RiderCash>[] {
  return [
    {
      header: "Rider",
      cell: (rider) => (
        <>
          <span className="font-semibold text-gray-900">{rider.name}</span>
          {rider.phone && <span className="block text-sm text-gray-700">{rider.phone}</span>}
        </>
      ),
    },
    {
      header: "Cash held",
      ...money,
      cell: (rider) => <span className="font-semibold text-gray-900">{formatAmount(rider.held)}</span>,
    },
    { header: "Deliveries", ...money, cell: (rider) => rider.deliveries },
    { header: "Held since", cell: heldSince },
    { header: "Deposited", ...money, cell: (rider) => formatAmount(rider.deposited) },
    { header: "Last deposit", cell: lastDeposit },
    {
      header: "Actions",
      hideHeader: true,
      className: "text-right",
      cell: (rider) => <RecordDepositButton rider={rider} onRecord={onRecord} />,
    },
  ];
}

export function RiderCashCard({ rider, onRecord }: { rider: RiderCash; onRecord: OnRecord }) {
  return (
    <>
      <div>
        <p className="font-semibold text-gray-900">{rider.name}</p>
        {rider.phone && <p className="text-sm text-gray-700">{rider.phone}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-gray-700">Cash held</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatAmount(rider.held)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Deliveries</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{rider.deliveries}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Held since</dt>
          <dd className="text-gray-900">{heldSince(rider)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Deposited</dt>
          <dd className="text-gray-900 tabular-nums">{formatAmount(rider.deposited)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-gray-700">Last deposit</dt>
          <dd className="text-gray-900">{lastDeposit(rider)}</dd>
        </div>
      </dl>
      <RecordDepositButton rider={rider} onRecord={onRecord} />
    </>
  );
}

export function RiderCashListSkeleton() {
  return (
    <ListSkeleton
      label="Loading rider cash"
      rows={4}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
