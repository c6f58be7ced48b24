/**
 * The one admin list page: title and action, a search box and a filter kept in the URL (useUrlList), then the
 * loading, error, empty and filtered-empty states, the count, a table on wide screens or cards on phones, and
 * pagination. A page gives its texts, its query, its columns and its card.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type LucideIcon, Search } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-error";
import type { useUrlList } from "../../lib/use-url-list";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { ErrorState } from "../ui/ErrorState";
import { Pagination } from "../ui/Pagination";
import { Select } from "../ui/Select";
import { Table, Td, Th } from "../ui/Table";
import { TextField } from "../ui/TextField";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../ui/use-media-query";

/** One column of the wide-screen table. */
export type AdminListColumn<T> = {
  header: string;
  /** The header is for screen readers only (e.g. "Actions"). */
  hideHeader?: boolean;
  headerClassName?: string;
  /** The cells' classes. */
  className?: string;
  cell: (item: T) => ReactNode;
};

/** A select filter kept in the URL under `key`; "all" (the first option) means no filter and leaves the URL clean. */
export type AdminListFilter<V extends string> = {
  key: string;
  label: string;
  options: { readonly all: string } & { readonly [value in V]: string };
};

/** The filter's value in the URL; anything it does not offer reads as "all". */
export function readFilter<V extends string>(params: URLSearchParams, filter: AdminListFilter<V>): V | "all" {
  const value = params.get(filter.key);
  return value !== null && isOption(filter, value) ? value : "all";
}

function isOption<V extends string>(filter: AdminListFilter<V>, value: string): value is V | "all" {
  return Object.hasOwn(filter.options, value);
}

/** A page of a paginated admin list, as every list endpoint answers it. */
export type AdminListData<T> = {
  data: readonly T[];
  pagination: { page: number; totalPages: number; total: number };
};

type AdminListPageProps<T, V extends string> = {
  title: string;
  description: string;
  /** Beside the title, e.g. "Add rider". */
  action?: ReactNode;
  /** The page's useUrlList: page, search text and URL updates. */
  urlList: ReturnType<typeof useUrlList>;
  search: { label: string; placeholder: string };
  filter: AdminListFilter<V>;
  /** At the far end of the search row, e.g. List / Map tabs. */
  toolbarEnd?: ReactNode;
  query: UseQueryResult<AdminListData<T>>;
  /** What the list holds, for "12 riders matching …". */
  noun: { one: string; other: string };
  /** Placeholder rows while the first page loads (a ListSkeleton that says what is loading). */
  skeleton: ReactNode;
  errorTitle: string;
  /** Nothing at all yet. */
  empty: { icon: LucideIcon; title: string; description: string; action?: ReactNode };
  /** Nothing matches the search or filter: offered with "Clear filters". */
  noMatch: { title: string; description: string };
  /** The table's caption, read by screen readers. */
  caption: string;
  columns: readonly AdminListColumn<T>[];
  rowClassName?: string;
  /** The content of one item's card on narrow screens. */
  card: (item: T) => ReactNode;
  cardClassName?: string;
  itemKey: (item: T) => string;
  /** Names the pagination, e.g. "Rider pages". */
  paginationLabel: string;
  /** Wraps what shows below the search row (e.g. in a tab panel). */
  panel?: (content: ReactNode) => ReactNode;
  /** Shown instead of the list (e.g. a map), given the list's empty state to reuse. */
  otherView?: (emptyState: ReactNode) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
};

const CARD_CLASS = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200";

export function AdminListPage<T, V extends string>(props: AdminListPageProps<T, V>) {
  const { title, description, action, urlList, search, filter, toolbarEnd, panel, otherView, children } = props;
  const { params, text, setText, update, clear } = urlList;
  const filterValue = readFilter(params, filter);
  const filtered = urlList.search !== "" || filterValue !== "all";

  const emptyState = filtered ? (
    <EmptyState
      icon={Search}
      title={props.noMatch.title}
      description={props.noMatch.description}
      action={
        <Button variant="secondary" onClick={() => clear([filter.key])}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={props.empty.icon}
      title={props.empty.title}
      description={props.empty.description}
      action={props.empty.action}
    />
  );
  const content = otherView ? otherView(emptyState) : <Results {...props} emptyState={emptyState} />;

  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-gray-700">{description}</p>
    </div>
  );

  return (
    <div className="space-y-6">
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <TextField
          label={search.label}
          type="search"
          placeholder={search.placeholder}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-80"
        />
        <Select
          label={filter.label}
          value={filterValue}
          onChange={(event) => update({ [filter.key]: event.target.value === "all" ? null : event.target.value })}
          className="md:w-44"
        >
          {Object.entries(filter.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        {toolbarEnd && <div className="md:ml-auto">{toolbarEnd}</div>}
      </div>

      {panel ? panel(content) : content}

      {children}
    </div>
  );
}

function Results<T, V extends string>({
  urlList,
  query,
  noun,
  skeleton,
  errorTitle,
  paginationLabel,
  emptyState,
  ...list
}: AdminListPageProps<T, V> & { emptyState: ReactNode }) {
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
  if (data.length === 0) return emptyState;
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
      <p className="text-sm text-gray-700" aria-live="polite">
        {pagination.total} {pagination.total === 1 ? noun.one : noun.other}
        {urlList.search && ` matching “${urlList.search}”`}
      </p>
      <Items items={data} {...list} />
      <Pagination
        label={paginationLabel}
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPageChange={(next) => urlList.update({ page: next === 1 ? null : String(next) })}
      />
    </div>
  );
}

type ItemsProps<T> = { items: readonly T[] } & Pick<
  AdminListPageProps<T, string>,
  "caption" | "columns" | "rowClassName" | "card" | "cardClassName" | "itemKey"
>;

/** A table on wide screens, cards on phones. */
function Items<T>({ items, caption, columns, rowClassName, card, cardClassName, itemKey }: ItemsProps<T>) {
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
            <tr key={itemKey(item)} className={rowClassName}>
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
        <li key={itemKey(item)} className={cardClassName ? `${cardClassName} ${CARD_CLASS}` : CARD_CLASS}>
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
