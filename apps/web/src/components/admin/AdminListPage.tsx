/**
 * The one admin list page: title and action, a search box and a filter kept in the URL (useUrlList), then the
 * loading, error, empty and filtered-empty states, the count, a table on wide screens or cards on phones, and
 * pagination. A page gives its texts, its query and its columns (DataTable draws the table and the cards from them:
 * every column shows at 1280 px, and each card labels its values with the headers). A list its endpoint cannot search or
 * filter (the money screens: only a page and `all=true`) leaves out the search, the filter and the no-match texts
 * together, and the search row goes.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type LucideIcon, Search } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-error";
import { t } from "../../lib/i18n";
import type { useUrlList } from "../../lib/use-url-list";
import { Button } from "../ui/Button";
import { EmptyState } from "../ui/EmptyState";
import { ErrorState } from "../ui/ErrorState";
import { Pagination } from "../ui/Pagination";
import { Select } from "../ui/Select";
import { TextField } from "../ui/TextField";
import { type DataColumn, DataTable } from "./DataTable";

/** One column: the table's column on wide screens, a labelled line of each card on phones. */
export type AdminListColumn<T> = DataColumn<T>;

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

/** The search box and the filter, with what to say when nothing matches them; or none of the three. */
type AdminListNarrowing<V extends string> =
  | {
      search: { label: string; placeholder: string };
      filter: AdminListFilter<V>;
      /** Nothing matches the search or filter: offered with "Clear filters". */
      noMatch: { title: string; description: string };
    }
  | { search?: undefined; filter?: undefined; noMatch?: undefined };

type AdminListPageProps<T, V extends string> = AdminListNarrowing<V> & {
  title: string;
  description: string;
  /** Beside the title, e.g. "Add rider" or a "Show all" checkbox. */
  action?: ReactNode;
  /** The page's useUrlList: page, search text and URL updates. */
  urlList: ReturnType<typeof useUrlList>;
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
  /** The table's caption, read by screen readers. */
  caption: string;
  columns: readonly AdminListColumn<T>[];
  rowClassName?: string;
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

export function AdminListPage<T, V extends string = never>(props: AdminListPageProps<T, V>) {
  const { title, description, action, urlList, toolbarEnd, panel, otherView, children } = props;
  const emptyState = emptyStateOf(props);
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

      {(props.search || toolbarEnd) && (
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          {props.search && <SearchAndFilter urlList={urlList} search={props.search} filter={props.filter} />}
          {toolbarEnd && <div className="md:ml-auto">{toolbarEnd}</div>}
        </div>
      )}

      {panel ? panel(content) : content}

      {children}
    </div>
  );
}

/** "Nothing matches" with "Clear filters" while the search or filter narrows the list, else the page's empty state. */
function emptyStateOf<T, V extends string>({ urlList, filter, noMatch, empty }: AdminListPageProps<T, V>): ReactNode {
  if (filter && noMatch && (urlList.search !== "" || readFilter(urlList.params, filter) !== "all")) {
    return (
      <EmptyState
        icon={Search}
        title={noMatch.title}
        description={noMatch.description}
        action={
          <Button variant="secondary" onClick={() => urlList.clear([filter.key])}>
            {t("ui:clearFilters")}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />;
}

type SearchAndFilterProps<V extends string> = Pick<AdminListPageProps<unknown, V>, "urlList"> & {
  search: { label: string; placeholder: string };
  filter: AdminListFilter<V>;
};

function SearchAndFilter<V extends string>({ urlList, search, filter }: SearchAndFilterProps<V>) {
  const { params, text, setText, update } = urlList;
  return (
    <>
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
        value={readFilter(params, filter)}
        onChange={(event) => update({ [filter.key]: event.target.value === "all" ? null : event.target.value })}
        className="md:w-44"
      >
        {Object.entries(filter.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </>
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
  search,
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
  const nounOf = (total: number) => (total === 1 ? noun.one : noun.other);
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
      <p className="text-sm text-gray-700" aria-live="polite">
        {search && urlList.search
          ? t("ui:listCountMatching", {
              total: pagination.total,
              noun: nounOf(pagination.total),
              search: urlList.search,
            })
          : t("ui:listCount", { total: pagination.total, noun: nounOf(pagination.total) })}
      </p>
      <DataTable
        items={data}
        caption={list.caption}
        columns={list.columns}
        itemKey={list.itemKey}
        rowClassName={list.rowClassName}
      />
      <Pagination
        label={paginationLabel}
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPageChange={(next) => urlList.update({ page: next === 1 ? null : String(next) })}
      />
    </div>
  );
}
