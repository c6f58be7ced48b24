/**
 * /admin/reviews: every review, newest first, or only the visible or the hidden ones; an admin hides one with a
 * reason, or shows it again (its restaurant's rating follows at once). Filter and page live in the URL.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { type ManagedReview, REVIEW_ADMIN_PAGE_SIZE } from "@zaika/contract/reviews";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { formatDay } from "../../../lib/india-time";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useAdminReviews } from "../api/get-admin-reviews";
import { HideReviewDialog } from "../components/HideReviewDialog";
import { ManagedReviewList, type ReviewFilter, readReviewFilter } from "../components/ManagedReviewList";

const VISIBILITY_FILTER: ReviewFilter<"visible" | "hidden"> = {
  key: "visibility",
  label: "Show",
  options: { all: "All reviews", visible: "Visible", hidden: "Hidden" },
};

export function AdminReviewsPage() {
  useTitle("Reviews");
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
      title="Reviews"
      description="Customers' reviews of every restaurant. Hide one that breaks the rules, with the reason."
      urlList={urlList}
      filter={VISIBILITY_FILTER}
      query={list}
      empty={{ title: "No reviews yet", description: "Reviews appear here once customers rate delivered orders." }}
      noMatch={{ title: "No reviews here", description: "No review matches this filter." }}
      aside={(review) => (
        <div className="space-y-1 text-sm text-gray-700">
          <p>
            {review.restaurant.name} · Order {review.orderNumber}
          </p>
          {review.hidden && (
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone="red">Hidden</Badge>
              <span>
                since <time dateTime={review.hidden.at}>{formatDay(review.hidden.at)}</time>: {review.hidden.reason}
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
          aria-label={review.hidden ? `Show again ${review.author}'s review` : `Hide ${review.author}'s review`}
        >
          {review.hidden ? (
            <Eye className="size-4" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4" aria-hidden="true" />
          )}
          {review.hidden ? "Show again" : "Hide"}
        </Button>
      )}
    >
      <HideReviewDialog review={target} onClose={() => setTarget(null)} />
    </ManagedReviewList>
  );
}
