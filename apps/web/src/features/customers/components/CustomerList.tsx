/** The admin list's columns of a customer (a table on wide screens, labelled cards on phones), with Block or Unblock. */
import type { Customer } from "@zaika/contract/customer-admin";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Badge } from "../../../components/ui/Badge";
import { BreakableText } from "../../../components/ui/BreakableText";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatRupees, t } from "../../../lib/i18n";
import { formatDay } from "../../../lib/india-time";

function joined(createdAt: string): string {
  return formatDay(createdAt);
}

function Status({ customer }: { customer: Customer }) {
  if (!customer.isBlocked) return <Badge tone="green">{t("customers:active")}</Badge>;
  return (
    <span className="space-y-1">
      <Badge tone="red">{t("customers:blocked")}</Badge>
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
      aria-label={
        customer.isBlocked
          ? t("customers:unblockName", { name: customer.name })
          : t("customers:blockName", { name: customer.name })
      }
      onClick={() => onToggleBlock(customer)}
    >
      {customer.isBlocked ? t("customers:unblock") : t("customers:block")}
    </Button>
  );
}

export function customerColumns(onToggleBlock: ToggleBlock): AdminListColumn<Customer>[] {
  return [
    { header: t("customers:name"), className: "font-semibold text-gray-900", cell: (customer) => customer.name },
    { header: t("customers:phone"), cell: (customer) => customer.phone ?? "—" },
    {
      header: t("customers:email"),
      // Wraps at the @ and the dots, so the column need not be as wide as the longest address.
      cell: (customer) => (customer.email ? <BreakableText text={customer.email} /> : "—"),
    },
    {
      header: t("customers:orders"),
      numeric: true,
      cell: (customer) => customer.orderCount,
    },
    {
      header: t("customers:totalSpent"),
      numeric: true,
      cell: (customer) => formatRupees(customer.totalSpent),
    },
    { header: t("customers:joined"), cell: (customer) => joined(customer.createdAt) },
    { header: t("customers:status"), cell: (customer) => <Status customer={customer} /> },
    {
      header: t("customers:actions"),
      hideHeader: true,
      cell: (customer) => <BlockButton customer={customer} onToggleBlock={onToggleBlock} />,
    },
  ];
}

export function CustomerListSkeleton() {
  return (
    <ListSkeleton
      label={t("customers:loading")}
      rows={5}
      rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
