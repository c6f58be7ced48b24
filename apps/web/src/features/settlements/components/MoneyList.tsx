/**
 * The list scaffold of the admin's money screens: loading, error with a retry, empty, then the count, a table on
 * wide screens (scrolling inside its card) or cards on phones, and pagination. It mirrors AdminListPage's results,
 * which cannot be used as they are: that page always shows a search box and a select filter, and these endpoints
 * have neither (only `all=true`).
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AdminListColumn, AdminListData } from "../../../components/admin/AdminListPage";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Pagination } from "../../../components/ui/Pagination";
import { Table, Td, Th } from "../../../components/ui/Table";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
import { errorMessage } from "../../../lib/api-error";

type MoneyListProps<T> = {
  query: UseQueryResult<AdminListData<T>>;
  /** Placeholder rows while the first page loads (a ListSkeleton that says what is loading). */
  skeleton: ReactNode;
  errorTitle: string;
  /** Shown when the page has nothing in it. */
  empty: ReactNode;
  /** What the list holds, for "3 restaurants". */
  noun: { one: string; other: string };
  /** The table's caption, read by screen readers. */
  caption: string;
  columns: readonly AdminListColumn<T>[];
  /** The content of one item's card on narrow screens. */
  card: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Names the pagination, e.g. "Settlement pages". */
  paginationLabel: string;
  onPageChange: (page: number) => void;
};

const CARD_CLASS = "space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200";

export function MoneyList<T>({
  query,
  skeleton,
  errorTitle,
  empty,
  noun,
  paginationLabel,
  onPageChange,
  ...items
}: MoneyListProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data, pagination } = query.data;
  if (data.length === 0) return empty;
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
      <p className="text-sm text-gray-700" aria-live="polite">
        {pagination.total} {pagination.total === 1 ? noun.one : noun.other}
      </p>
      <Items items={data} {...items} />
      <Pagination
        label={paginationLabel}
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPageChange={onPageChange}
      />
    </div>
  );
}

type ItemsProps<T> = { items: readonly T[] } & Pick<MoneyListProps<T>, "caption" | "columns" | "card" | "itemKey">;

function Items<T>({ items, caption, columns, card, itemKey }: ItemsProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  if (wide) {
    return (
      <Table caption={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.header} className={column.headerClassName}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={itemKey(item)}>
              {columns.map((column) => (
                <Td key={column.header} className={column.className}>
                  {column.cell(item)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={itemKey(item)} className={CARD_CLASS}>
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
