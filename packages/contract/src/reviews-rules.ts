/**
 * Ratings and reviews of delivered orders (issue 14 item 1): the customer of a delivered order rates its food and its
 * delivery (1–5) and may write a few words and name dishes of the order, once per order, editable for 7 days. The
 * restaurant's owner replies once, publicly; an admin hides a review with a reason (and shows it again). A restaurant's
 * rating is the summary of the food ratings of its visible reviews, kept on the restaurant by the server.
 *
 * The limits, rules and texts; the wire shapes are in ./reviews, which re-exports these. Free of zod, so the restaurant
 * page's scripts can show its ratings without it.
 */
import type { OrderStatus } from "./order-status";

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  bodyMax: 500,
  replyMax: 500,
  hideReasonMin: 3,
  hideReasonMax: 200,
  dishesMax: 10,
  /** A review can be edited for this many days after it was written. */
  editWindowDays: 7,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_EDIT_WINDOW_MS = REVIEW_LIMITS.editWindowDays * DAY_MS;

/** Reviews per page of the restaurant page's list ("Show more" reads the next page). */
export const RESTAURANT_REVIEWS_PAGE_SIZE = 5;
/** Reviews per page of the owner's and the admins' lists. */
export const REVIEW_ADMIN_PAGE_SIZE = 10;

/** The stars of a rating, best first: the order of the breakdown's bars. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

export const REVIEW_MESSAGES = {
  notYourOrder: "Only the customer of a delivered order can review it",
  notDelivered: "Only the customer of a delivered order can review it. This order has not been delivered yet.",
  alreadyReviewed: "You have already reviewed this order",
  editWindowClosed: `Reviews can be edited for ${REVIEW_LIMITS.editWindowDays} days`,
  alreadyReplied: "The restaurant has already replied to this review",
  notFound: "Review not found",
  notYourRestaurant: "This review is about another restaurant",
  rating: (label: string) => `${label} rating must be a whole number from 1 to 5`,
  chooseRating: (label: string) => `Choose a ${label.toLowerCase()} rating`,
  bodyTooLong: `Your review can be at most ${REVIEW_LIMITS.bodyMax} characters`,
  tooManyDishes: `You can mention at most ${REVIEW_LIMITS.dishesMax} dishes`,
  dishNotInOrder: "You can only mention dishes from this order",
  replyRequired: "Please write a reply",
  replyTooLong: `A reply can be at most ${REVIEW_LIMITS.replyMax} characters`,
  hideReason: `Please give a reason for hiding (${REVIEW_LIMITS.hideReasonMin} to ${REVIEW_LIMITS.hideReasonMax} characters)`,
  nothingToChange: "Change a rating, the review or the dishes to save",
  created: "Thanks for rating your order",
  updated: "Your review is updated",
  replied: "Reply posted",
  hidden: "Review hidden",
  shown: "Review visible again",
  formerCustomer: "Former customer",
  noReviews: "No reviews yet",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** Why a caller may not review an order: 403 (not theirs, not delivered) or 409 (reviewed already); null: they may. */
export type ReviewRefusal = { status: 403 | 409; message: string } | null;

/**
 * Whether `callerId` may write the review of an order: only its customer, only once it is delivered, only once.
 * Whose order it is comes first, so a stranger learns nothing about the order's state.
 */
export function reviewRefusal(
  order: { userId: string | null; status: OrderStatus },
  callerId: string,
  alreadyReviewed: boolean,
): ReviewRefusal {
  if (order.userId === null || order.userId !== callerId) return { status: 403, message: REVIEW_MESSAGES.notYourOrder };
  if (order.status !== "DELIVERED") return { status: 403, message: REVIEW_MESSAGES.notDelivered };
  if (alreadyReviewed) return { status: 409, message: REVIEW_MESSAGES.alreadyReviewed };
  return null;
}

/** The last instant a review written at `createdAt` can still be edited (exclusive). */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_WINDOW_MS);
}

/** Whether a review written at `createdAt` can be edited at `now`: for 7 days, to the millisecond. */
export function canEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime();
}

export interface RatingSummary {
  /** The mean, rounded half up to one decimal; 0 without ratings. */
  average: number;
  count: number;
  /** How many ratings gave each number of stars, 5 first. */
  breakdown: Array<{ stars: StarValue; count: number }>;
}

/**
 * The summary of a list of ratings (1–5 each). The average is rounded from the exact quotient (sum × 10 / count, an
 * exact half when it is one), so it agrees with the database's rounding of the same figures. A restaurant's stored
 * rating is this average, so its card, the listing's sort and filter and the breakdown all show the same number.
 */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const counts = new Map<number, number>();
  let sum = 0;
  for (const rating of ratings) {
    sum += rating;
    counts.set(rating, (counts.get(rating) ?? 0) + 1);
  }
  const count = ratings.length;
  return {
    average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10,
    count,
    breakdown: STAR_VALUES.map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
  };
}

/** The summary from per-star counts (what the server reads with one grouped query). */
export function ratingSummaryFromCounts(counts: Partial<Record<StarValue, number>>): RatingSummary {
  let sum = 0;
  let count = 0;
  for (const stars of STAR_VALUES) {
    const n = counts[stars] ?? 0;
    sum += stars * n;
    count += n;
  }
  return {
    average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10,
    count,
    breakdown: STAR_VALUES.map((stars) => ({ stars, count: counts[stars] ?? 0 })),
  };
}

/** The share of ratings at `stars`, as a whole percentage for the breakdown's bar (0 without ratings). */
export function breakdownPercent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count * 100) / total);
}

/** Who wrote a review, as the public sees it: the first name, or "Former customer" once the account is gone. */
export function reviewAuthorName(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  return first === "" ? REVIEW_MESSAGES.formerCustomer : first;
}

/** What each number of stars means, beside the stars the customer picked. */
export const STAR_WORDS: Record<StarValue, string> = {
  1: "Poor",
  2: "Below average",
  3: "Average",
  4: "Good",
  5: "Excellent",
};

/** "4 stars", "1 star": a rating's words for screen readers and the radio buttons' names. */
export function starsLabel(stars: number): string {
  return stars === 1 ? "1 star" : `${stars} stars`;
}

/** "Rated 4 out of 5": how a rating reads out. */
export function ratingLabel(stars: number): string {
  return `Rated ${stars} out of 5`;
}

/** "312 / 500": the review box's counter. */
export function characterCount(text: string, max: number): string {
  return `${text.length} / ${max}`;
}
