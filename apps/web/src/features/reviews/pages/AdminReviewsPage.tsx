/**
 * /admin/reviews: every review, newest first, or only the visible or the hidden ones; an admin hides one with a
 * reason, or shows it again (its restaurant's rating follows at once). Filter and page live in the URL.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { ManagedReview } from "@zaika/contract/reviews";
import { REVIEW_ADMIN_PAGE_SIZE } from "@zaika/contract/reviews-rules";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Trans } from "../../../components/i18n/Trans";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { formatDay } from "../../../lib/india-time";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useAdminReviews } from "../api/get-admin-reviews";
import { HideReviewDialog } from "../components/HideReviewDialog";
import { ManagedReviewList, type ReviewFilter, readReviewFilter } from "../components/ManagedReviewList";

const VISIBILITY_FILTER: ReviewFilter<"visible" | "hidden"> = {
  key: "visibility",
  labelKey: "reviews:show",
  options: { all: "reviews:allReviews", visible: "reviews:visible", hidden: "reviews:hidden" },
};

export function AdminReviewsPage() {
  useTitle(t("reviews:title"));
  const urlList = useUrlList({ debounceMs: DEBOUNCE_MS.restaurantSearch });
  const visibility = readReviewFilter(urlList.params, VISIBILITY_FILTER);
  const [target, setTarget] = useState<ManagedReview | null>(null);
  const list = useAdminReviews({
    page: urlList.page,
    limit: REVIEW_ADMIN_PAGE_SIZE,
    ...(visibility === "all" ? {} : { visibility }),
  });

  return (
    <ManagedReviewList
      title={t("reviews:title")}
      description={t("reviews:adminIntro")}
      urlList={urlList}
      filter={VISIBILITY_FILTER}
      query={list}
      empty={{ title: t("reviews:noneYet"), description: t("reviews:adminNoneText") }}
      noMatch={{ title: t("reviews:noneHere"), description: t("reviews:noMatch") }}
      aside={(review) => (
        <div className="space-y-1 text-sm text-gray-700">
          <p>{t("reviews:restaurantOrder", { restaurant: review.restaurant.name, number: review.orderNumber })}</p>
          {review.hidden && (
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="red">{t("reviews:hidden")}</Badge>
              <span>
                <Trans
                  i18nKey="reviews:hiddenSince"
                  values={{ date: formatDay(review.hidden.at), reason: review.hidden.reason }}
                  components={{ time: <time dateTime={review.hidden.at} /> }}
                />
              </span>
            </p>
          )}
        </div>
      )}
      actions={(review) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setTarget(review)}
          // The visible words first, so a voice command of what is seen still finds the button.
          aria-label={
            review.hidden
              ? t("reviews:showAgainNamed", { name: review.author })
              : t("reviews:hideNamed", { name: review.author })
          }
        >
          {review.hidden ? (
            <Eye className="size-4" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4" aria-hidden="true" />
          )}
          {review.hidden ? t("reviews:showAgain") : t("reviews:hide")}
        </Button>
      )}
    >
      <HideReviewDialog review={target} onClose={() => setTarget(null)} />
    </ManagedReviewList>
  );
}
