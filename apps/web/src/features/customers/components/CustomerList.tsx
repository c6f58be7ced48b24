/** How the admin list shows a customer: table columns on wide screens, a card on phones; each with Block or Unblock. */
import type { Customer } from "@zaika/contract/customer-admin";
import { formatRupees } from "@zaika/contract/pricing";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatDay } from "../../../lib/india-time";

function joined(createdAt: string): string {
  return formatDay(createdAt);
}

function Status({ customer }: { customer: Customer }) {
  if (!customer.isBlocked) return <Badge tone="green">Active</Badge>;
  return (
    <span className="space-y-1">
      <Badge tone="red">Blocked</Badge>
      {customer.blockedReason && <span className="block text-xs text-gray-700">{customer.blockedReason}</span>}
    </span>
  );
}

type ToggleBlock = (customer: Customer) => void;

function BlockButton({ customer, onToggleBlock }: { customer: Customer; onToggleBlock: ToggleBlock }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${customer.isBlocked ? "Unblock" : "Block"} ${customer.name}`}
      onClick={() => onToggleBlock(customer)}
    >
      {customer.isBlocked ? "Unblock" : "Block"}
    </Button>
  );
}

export function customerColumns(onToggleBlock: ToggleBlock): AdminListColumn<Customer>[] {
  return [
    { header: "Name", className: "font-semibold text-gray-900", cell: (customer) => customer.name },
    { header: "Phone", cell: (customer) => customer.phone ?? "—" },
    { header: "E-mail", className: "max-w-56 truncate", cell: (customer) => customer.email ?? "—" },
    {
      header: "Orders",
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (customer) => customer.orderCount,
    },
    {
      header: "Total spent",
      headerClassName: "text-right",
      className: "text-right tabular-nums",
      cell: (customer) => formatRupees(customer.totalSpent),
    },
    { header: "Joined", cell: (customer) => joined(customer.createdAt) },
    { header: "Status", cell: (customer) => <Status customer={customer} /> },
    {
      header: "Actions",
      hideHeader: true,
      cell: (customer) => <BlockButton customer={customer} onToggleBlock={onToggleBlock} />,
    },
  ];
}

export function CustomerCard({ customer, onToggleBlock }: { customer: Customer; onToggleBlock: ToggleBlock }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{customer.name}</p>
          {customer.phone && <p className="text-sm text-gray-800">{customer.phone}</p>}
          {customer.email && <p className="truncate text-sm text-gray-800">{customer.email}</p>}
        </div>
        <BlockButton customer={customer} onToggleBlock={onToggleBlock} />
      </div>
      <Status customer={customer} />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-gray-700">Orders</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{customer.orderCount}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Total spent</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">{formatRupees(customer.totalSpent)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Joined</dt>
          <dd className="font-semibold text-gray-900">{joined(customer.createdAt)}</dd>
        </div>
      </dl>
    </>
  );
}

export function CustomerListSkeleton() {
  return (
    <ListSkeleton
      label="Loading customers"
      rows={5}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
