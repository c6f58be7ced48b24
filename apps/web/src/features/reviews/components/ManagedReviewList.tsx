/**
 * The owner's and the admins' review lists: a filter kept in the URL, then the loading, error, empty and filtered-empty
 * states, the count, the reviews as cards (each with the page's facts and actions) and pagination.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ManagedReview, ManagedReviewList as ReviewPage } from "@zaika/contract/reviews";
import { MessageSquareText, Search } from "lucide-react";
import type { ReactNode } from "react";
import { ReviewItem } from "../../../components/reviews/ReviewItem";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import type { useUrlList } from "../../../lib/use-url-list";

/** A filter of the list: its URL parameter, and catalog keys of its label and of each option's text. */
export type ReviewFilter<V extends string> = {
  key: string;
  labelKey: string;
  options: { readonly all: string } & { readonly [value in V]: string };
};

/** The filter's value in the URL; anything it does not offer reads as "all". */
export function readReviewFilter<V extends string>(params: URLSearchParams, filter: ReviewFilter<V>): V | "all" {
  const value = params.get(filter.key);
  return value !== null && Object.hasOwn(filter.options, value) ? (value as V) : "all";
}

type ManagedReviewListProps<V extends string> = {
  title: string;
  description: string;
  urlList: ReturnType<typeof useUrlList>;
  filter: ReviewFilter<V>;
  query: UseQueryResult<ReviewPage>;
  empty: { title: string; description: string };
  noMatch: { title: string; description: string };
  /** Facts beside the author (the restaurant and order, whether it is hidden). */
  aside: (review: ManagedReview) => ReactNode;
  /** Below the review (Reply, Hide). */
  actions: (review: ManagedReview) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
};

export function ManagedReviewList<V extends string>(props: ManagedReviewListProps<V>) {
  const { title, description, urlList, filter, children } = props;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-gray-700">{description}</p>
      </div>
      <Select
        label={t(filter.labelKey)}
        value={readReviewFilter(urlList.params, filter)}
        onChange={(event) => urlList.update({ [filter.key]: event.target.value === "all" ? null : event.target.value })}
        className="md:w-56"
      >
        {Object.entries(filter.options).map(([value, labelKey]) => (
          <option key={value} value={value}>
            {t(labelKey as string)}
          </option>
        ))}
      </Select>
      <Results {...props} />
      {children}
    </div>
  );
}

function Results<V extends string>({
  urlList,
  filter,
  query,
  empty,
  noMatch,
  aside,
  actions,
}: ManagedReviewListProps<V>) {
  if (query.isPending) {
    return (
      <ListSkeleton
        label={t("reviews:loading")}
        rows={3}
        rowClassName="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      >
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </ListSkeleton>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t("reviews:loadFailed")}
        message={messageText(errorMessage(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data, pagination } = query.data;
  if (data.length === 0) {
    const filtered = readReviewFilter(urlList.params, filter) !== "all";
    return filtered ? (
      <EmptyState
        icon={Search}
        title={noMatch.title}
        description={noMatch.description}
        action={
          <Button variant="secondary" onClick={() => urlList.clear([filter.key])}>
            {t("reviews:showAll")}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={MessageSquareText} title={empty.title} description={empty.description} />
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
      <p className="text-sm text-gray-700" aria-live="polite">
        {t("reviews:count", { count: pagination.total })}
      </p>
      <ul className="space-y-3">
        {data.map((review) => (
          <li key={review._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
            <ReviewItem review={review} headingLevel={2} aside={aside(review)}>
              {actions(review)}
            </ReviewItem>
          </li>
        ))}
      </ul>
      <Pagination
        label={t("reviews:pages")}
        page={pagination.page}
        totalPages={Math.max(1, pagination.totalPages)}
        onPageChange={(next) => urlList.update({ page: next === 1 ? null : String(next) })}
      />
    </div>
  );
}
