/**
 * /restaurant/reviews: the owner reads their restaurant's reviews, newest first, or only those waiting for a reply,
 * and replies once, publicly. A review an admin hid is marked, with the reason. Filter and page live in the URL.
 */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { ManagedReview } from "@zaika/contract/reviews";
import { REVIEW_ADMIN_PAGE_SIZE } from "@zaika/contract/reviews-rules";
import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useOwnerReviews } from "../api/get-owner-reviews";
import { ManagedReviewList, type ReviewFilter, readReviewFilter } from "../components/ManagedReviewList";
import { ReplyDialog } from "../components/ReplyDialog";

const REPLY_FILTER: ReviewFilter<"unanswered" | "answered"> = {
  key: "replied",
  labelKey: "reviews:show",
  options: { all: "reviews:allReviews", unanswered: "reviews:waitingForReply", answered: "reviews:replied" },
};

export function OwnerReviewsPage() {
  useTitle(t("reviews:title"));
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
      title={t("reviews:title")}
      description={t("reviews:ownerIntro")}
      urlList={urlList}
      filter={REPLY_FILTER}
      query={list}
      empty={{ title: t("reviews:noneYet"), description: t("reviews:ownerNoneText") }}
      noMatch={{ title: t("reviews:noneHere"), description: t("reviews:noMatch") }}
      aside={(review) => (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {t("reviews:orderNumber", { number: review.orderNumber })}
          {review.hidden && <Badge tone="red">{t("reviews:hiddenByZaika", { reason: review.hidden.reason })}</Badge>}
        </p>
      )}
      actions={(review) =>
        review.reply ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setTarget(review)}
            aria-label={t("reviews:replyTo", { name: review.author })}
          >
            <MessageSquareReply className="size-4" aria-hidden="true" />
            {t("reviews:reply")}
          </Button>
        )
      }
    >
      <ReplyDialog review={target} onClose={() => setTarget(null)} />
    </ManagedReviewList>
  );
}
