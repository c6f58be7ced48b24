/** The customers of one page: a table on wide screens, cards on phones; each with Block or Unblock. */
import type { Customer } from "@zaika/contract/customer-admin";
import { formatRupees } from "@zaika/contract/pricing";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Table, Td, Th } from "../../../components/ui/Table";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
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

type CustomerListProps = { customers: readonly Customer[]; onToggleBlock: (customer: Customer) => void };

export function CustomerList({ customers, onToggleBlock }: CustomerListProps) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);

  const action = (customer: Customer) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${customer.isBlocked ? "Unblock" : "Block"} ${customer.name}`}
      onClick={() => onToggleBlock(customer)}
    >
      {customer.isBlocked ? "Unblock" : "Block"}
    </Button>
  );

  if (wide) {
    return (
      <Table caption="Customers">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Phone</Th>
            <Th>E-mail</Th>
            <Th className="text-right">Orders</Th>
            <Th className="text-right">Total spent</Th>
            <Th>Joined</Th>
            <Th>Status</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id}>
              <Td className="font-semibold text-gray-900">{customer.name}</Td>
              <Td>{customer.phone ?? "—"}</Td>
              <Td className="max-w-56 truncate">{customer.email ?? "—"}</Td>
              <Td className="text-right tabular-nums">{customer.orderCount}</Td>
              <Td className="text-right tabular-nums">{formatRupees(customer.totalSpent)}</Td>
              <Td>{joined(customer.createdAt)}</Td>
              <Td>
                <Status customer={customer} />
              </Td>
              <Td>{action(customer)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <ul className="space-y-3">
      {customers.map((customer) => (
        <li key={customer._id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{customer.name}</p>
              {customer.phone && <p className="text-sm text-gray-800">{customer.phone}</p>}
              {customer.email && <p className="truncate text-sm text-gray-800">{customer.email}</p>}
            </div>
            {action(customer)}
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
        </li>
      ))}
    </ul>
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
