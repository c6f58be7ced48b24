/**
 * /restaurant/reviews: the owner reads their restaurant's reviews, newest first, or only those waiting for a reply,
 * and replies once, publicly. A review an admin hid is marked, with the reason. Filter and page live in the URL.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { type ManagedReview, REVIEW_ADMIN_PAGE_SIZE } from "@zaika/contract/reviews";
import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useOwnerReviews } from "../api/get-owner-reviews";
import { ManagedReviewList, type ReviewFilter, readReviewFilter } from "../components/ManagedReviewList";
import { ReplyDialog } from "../components/ReplyDialog";

const REPLY_FILTER: ReviewFilter<"unanswered" | "answered"> = {
  key: "replied",
  label: "Show",
  options: { all: "All reviews", unanswered: "Waiting for a reply", answered: "Replied" },
};

export function OwnerReviewsPage() {
  useTitle("Reviews");
  const urlList = useUrlList({ debounceMs: DEBOUNCE_MS.restaurantSearch });
  const replied = readReviewFilter(urlList.params, REPLY_FILTER);
  const [target, setTarget] = useState<ManagedReview | null>(null);
  const list = useOwnerReviews({
    page: urlList.page,
    limit: REVIEW_ADMIN_PAGE_SIZE,
    ...(replied === "all" ? {} : { replied }),
  });

  return (
    <ManagedReviewList
      title="Reviews"
      description="What customers say about their orders. You can reply once to each review; everyone can read it."
      urlList={urlList}
      filter={REPLY_FILTER}
      query={list}
      empty={{ title: "No reviews yet", description: "Customers can rate their orders once they are delivered." }}
      noMatch={{ title: "No reviews here", description: "No review matches this filter." }}
      aside={(review) => (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          Order {review.orderNumber}
          {review.hidden && <Badge tone="red">Hidden by Zaika: {review.hidden.reason}</Badge>}
        </p>
      )}
      actions={(review) =>
        review.reply ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setTarget(review)}
            aria-label={`Reply to ${review.author}`}
          >
            <MessageSquareReply className="size-4" aria-hidden="true" />
            Reply
          </Button>
        )
      }
    >
      <ReplyDialog review={target} onClose={() => setTarget(null)} />
    </ManagedReviewList>
  );
}
