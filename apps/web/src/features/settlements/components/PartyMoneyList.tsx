/**
 * How a money screen shows each party (a restaurant, a rider) in AdminListPage: the party's name and one line under
 * it, its amounts, and a "record" action while there is something to record — as the table's columns on wide screens
 * and as a labelled card on phones (components/admin/DataTable). A screen gives its labels and values; the layout is the
 * same for all.
 */
import type { ReactNode } from "react";
import type { AdminListColumn } from "../../../components/admin/AdminListPage";
import { Button } from "../../../components/ui/Button";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { t } from "../../../lib/i18n";

/** One figure about a party: a table column and a line of the card. */
export type PartyMoneyField<T> = {
  label: string;
  value: (item: T) => ReactNode;
  /** A count or an amount: right-aligned in the table, with digits of one width. */
  money?: boolean;
};

export type PartyMoneyListConfig<T> = {
  /** The party column's header, e.g. "Restaurant". */
  party: string;
  name: (item: T) => string;
  /** The line under the name (a city, a phone), if any. */
  detail: (item: T) => string | null;
  fields: readonly PartyMoneyField<T>[];
  record: {
    /** The button's text, e.g. "Record payout". */
    label: string;
    /** What a screen reader hears, naming the party, e.g. "Record payout to Sharma Ji Ki Rasoi". */
    accessibleLabel: (item: T) => string;
    /** Whether there is anything to record (else no button). */
    allowed: (item: T) => boolean;
  };
};

type OnRecord<T> = (item: T) => void;

/** One party's row or card. */
type PartyProps<T> = { config: PartyMoneyListConfig<T>; item: T; onRecord: OnRecord<T> };

/** The party's name in bold, the line about it under. */
function PartyName<T>({ config, item }: Pick<PartyProps<T>, "config" | "item">) {
  const detail = config.detail(item);
  return (
    <>
      <p className="font-semibold text-gray-900">{config.name(item)}</p>
      {detail !== null && <p className="text-sm text-gray-700">{detail}</p>}
    </>
  );
}

function RecordButton<T>({ config, item, onRecord }: PartyProps<T>) {
  if (!config.record.allowed(item)) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={config.record.accessibleLabel(item)}
      onClick={() => onRecord(item)}
    >
      {config.record.label}
    </Button>
  );
}

export function partyMoneyColumns<T>(config: PartyMoneyListConfig<T>, onRecord: OnRecord<T>): AdminListColumn<T>[] {
  return [
    {
      header: config.party,
      cell: (item) => <PartyName config={config} item={item} />,
    },
    ...config.fields.map((field) => ({ header: field.label, numeric: field.money, cell: field.value })),
    {
      header: t("settlements:actions"),
      hideHeader: true,
      cell: (item) => <RecordButton config={config} item={item} onRecord={onRecord} />,
    },
  ];
}

/** Placeholder cards while the first page loads, saying what is loading (e.g. "Loading settlements"). */
export function PartyMoneyListSkeleton({ label }: { label: string }) {
  return (
    <ListSkeleton label={label} rows={4} rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-1/4" />
    </ListSkeleton>
  );
}
