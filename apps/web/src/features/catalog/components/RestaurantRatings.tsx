/**
 * The restaurant page's ratings (issue 14): the average of the food ratings and how many there are, a 5-to-1 bar
 * chart of the breakdown (each bar said in words too), and the latest reviews with "Show more". Its own loading,
 * empty and error states, so the menu above never waits for it.
 */
import { breakdownPercent } from "@zaika/contract/reviews-rules";
import { MessageSquareText, Star } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { useRestaurantReviews } from "../../../api/reviews";
import { ReviewItem } from "../../../components/reviews/ReviewItem";
import { Stars } from "../../../components/reviews/Stars";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api-error";
import { formatNumber, messageText, t } from "../../../lib/i18n";

export const RATINGS_SECTION_ID = "ratings";
const TITLE_ID = "ratings-title";

const oneDecimal = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function RestaurantRatings({ restaurantId }: { restaurantId: string }) {
  const reviews = useRestaurantReviews(restaurantId);
  // The reviews render in a transition, in slices, after the menu (issue 15: on a phone, one long task otherwise).
  const data = useDeferredValue(reviews.data);

  let content: ReactNode;
  if (reviews.isPending || (!data && !reviews.isError)) {
    content = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("catalog:loadingReviews")}</span>
        <Skeleton className="h-12 w-40" />
        <Skeleton className="h-24 w-full max-w-sm" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (reviews.isError) {
    content = (
      <ErrorState
        title={t("catalog:reviewsError")}
        message={messageText(errorMessage(reviews.error))}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isRefetching}
      />
    );
  } else {
    const pages = data?.pages ?? [];
    const [first] = pages;
    const summary = first?.summary ?? { average: 0, count: 0, breakdown: [] };
    const list = pages.flatMap((page) => page.data);
    content =
      summary.count === 0 && list.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t("catalog:noReviews")} description={t("catalog:noReviewsHint")} />
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div>
            <p className="flex items-end gap-2">
              <span className="text-4xl font-extrabold text-gray-900">{oneDecimal(summary.average)}</span>
              <span className="pb-1 text-gray-700">{t("catalog:outOfFive")}</span>
            </p>
            <Stars
              value={summary.average}
              size="md"
              label={t("catalog:ratedOutOfFive", { rating: oneDecimal(summary.average) })}
            />
            <p className="mt-1 text-sm text-gray-700">{t("catalog:ratings", { count: summary.count })}</p>
            <ul aria-label={t("catalog:ratingsByStars")} className="mt-4 space-y-1.5">
              {summary.breakdown.map(({ stars, count }) => {
                const percent = breakdownPercent(count, summary.count);
                return (
                  <li key={stars} className="flex items-center gap-2 text-sm text-gray-800">
                    <span className="sr-only">
                      {t("catalog:breakdownRow", {
                        stars: t("catalog:stars", { count: stars }),
                        ratings: t("catalog:ratings", { count }),
                        percent,
                      })}
                    </span>
                    <span aria-hidden="true" className="flex w-8 items-center gap-0.5 font-semibold">
                      {stars}
                      <Star className="size-3.5 fill-amber-500 text-amber-600" />
                    </span>
                    <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200">
                      <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
                    </span>
                    <span aria-hidden="true" className="w-10 text-right tabular-nums">
                      {count}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="min-w-0">
            <h3 className="sr-only">{t("catalog:recentReviews")}</h3>
            {list.length === 0 ? (
              <p className="text-gray-800">{t("catalog:noWrittenReviews")}</p>
            ) : (
              <ul className="divide-y divide-gray-200">
                {list.map((review) => (
                  <li key={review._id} className="py-4 first:pt-0">
                    <ReviewItem review={review} headingLevel={4} />
                  </li>
                ))}
              </ul>
            )}
            {reviews.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => void reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
              >
                {t("catalog:showMoreReviews")}
              </Button>
            )}
          </div>
        </div>
      );
  }

  return (
    <section
      id={RATINGS_SECTION_ID}
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      className="mt-10 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 outline-none sm:p-6"
    >
      <h2 id={TITLE_ID} className="text-lg font-extrabold text-gray-900 sm:text-xl">
        {t("catalog:ratingsAndReviews")}
      </h2>
      <div className="mt-4">{content}</div>
    </section>
  );
}
