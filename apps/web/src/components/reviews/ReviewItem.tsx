/**
 * One review as the restaurant page, the owner and admins show it: who wrote it and when, the food and delivery
 * stars, the words, the dishes it names and the owner's reply. Staff pages add their own facts and actions below.
 */
import type { PublicReview } from "@zaika/contract/reviews";
import { Bike, Store, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { t } from "../../lib/i18n";
import { formatDay } from "../../lib/india-time";
import { Stars } from "./Stars";

export function ReviewItem({
  review,
  headingLevel = 3,
  aside,
  children,
}: {
  review: PublicReview;
  /** The author's name is a heading of this level, so a screen reader can jump from review to review. */
  headingLevel?: 2 | 3 | 4;
  /** Beside the author, e.g. the restaurant and order an admin sees. */
  aside?: ReactNode;
  /** Below the review, e.g. a Reply button. */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 3 ? "h3" : "h4";
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="font-semibold text-gray-900">{review.author}</Heading>
        <p className="text-sm text-gray-700">
          <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          {edited && ` · ${t("reviews:edited")}`}
        </p>
      </div>
      {aside}
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-800">
        <li className="flex items-center gap-1.5">
          <UtensilsCrossed className="size-4 text-gray-700" aria-hidden="true" />
          <span>{t("reviews:food")}</span>
          <Stars value={review.foodRating} label={t("reviews:foodRated", { rating: review.foodRating })} />
        </li>
        <li className="flex items-center gap-1.5">
          <Bike className="size-4 text-gray-700" aria-hidden="true" />
          <span>{t("reviews:delivery")}</span>
          <Stars value={review.deliveryRating} label={t("reviews:deliveryRated", { rating: review.deliveryRating })} />
        </li>
      </ul>
      {review.body && <p className="whitespace-pre-line break-words text-gray-900">{review.body}</p>}
      {review.dishes.length > 0 && (
        <ul aria-label={t("reviews:dishesMentioned")} className="flex flex-wrap gap-2">
          {review.dishes.map((dish) => (
            <li
              key={dish.productId}
              className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800"
            >
              {dish.name}
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="rounded-xl bg-gray-50 p-3 ring-1 ring-gray-200">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
            <Store className="size-4 text-gray-700" aria-hidden="true" />
            {t("reviews:replyFromRestaurant")}
            <span className="font-normal text-gray-700">
              · <time dateTime={review.reply.repliedAt}>{formatDay(review.reply.repliedAt)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-900">{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
