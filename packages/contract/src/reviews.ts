/**
 * Ratings and reviews of delivered orders (issue 14 item 1): the customer of a delivered order rates its food and its
 * delivery (1–5) and may write a few words and name dishes of the order, once per order, editable for 7 days. The
 * restaurant's owner replies once, publicly; an admin hides a review with a reason (and shows it again). A restaurant's
 * rating is the summary of the food ratings of its visible reviews, kept on the restaurant by the server.
 */
import { z } from "zod";
import { IdSchema, PageQuerySchema, PaginationSchema } from "./common";
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

// ---------------------------------------------------------------------------------------------------------------
// Wire

const ratingField = (label: string) =>
  z
    .number({ error: REVIEW_MESSAGES.rating(label) })
    .int(REVIEW_MESSAGES.rating(label))
    .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.rating(label))
    .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.rating(label));

const reviewText = z.string().trim().max(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.bodyTooLong);
/** Product ids of the order's dishes; the server keeps their names as the order has them. */
const dishIds = z
  .array(IdSchema)
  .max(REVIEW_LIMITS.dishesMax, REVIEW_MESSAGES.tooManyDishes)
  .transform((ids) => [...new Set(ids)]);

export const ReviewBodySchema = z.object({
  foodRating: ratingField("Food"),
  deliveryRating: ratingField("Delivery"),
  body: reviewText.default(""),
  dishes: dishIds.default([]),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

/** An edit: any of the fields, at least one. */
export const ReviewUpdateBodySchema = z
  .object({
    foodRating: ratingField("Food").optional(),
    deliveryRating: ratingField("Delivery").optional(),
    body: reviewText.optional(),
    dishes: dishIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), REVIEW_MESSAGES.nothingToChange);
export type ReviewUpdateBody = z.input<typeof ReviewUpdateBodySchema>;

export const ReviewReplyBodySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyBody = z.input<typeof ReviewReplyBodySchema>;

export const ReviewVisibilityBodySchema = z.discriminatedUnion("hidden", [
  z.object({
    hidden: z.literal(true),
    reason: z
      .string({ error: REVIEW_MESSAGES.hideReason })
      .trim()
      .min(REVIEW_LIMITS.hideReasonMin, REVIEW_MESSAGES.hideReason)
      .max(REVIEW_LIMITS.hideReasonMax, REVIEW_MESSAGES.hideReason),
  }),
  z.object({ hidden: z.literal(false) }),
]);
export type ReviewVisibilityBody = z.input<typeof ReviewVisibilityBodySchema>;

export const ReviewDishSchema = z.object({ productId: z.string(), name: z.string() });
export type ReviewDish = z.infer<typeof ReviewDishSchema>;

/** A review as anyone may read it on the restaurant page. */
export const PublicReviewSchema = z.object({
  _id: z.string(),
  /** First name, or "Former customer" (whose text is erased; the ratings stay). */
  author: z.string(),
  foodRating: z.number().int(),
  deliveryRating: z.number().int(),
  body: z.string(),
  dishes: z.array(ReviewDishSchema),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  createdAt: z.string(),
  /** Later than createdAt once the customer edited it. */
  updatedAt: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** The customer's own review of an order, with until when it can be edited. */
export const OwnReviewSchema = PublicReviewSchema.extend({
  orderId: z.string(),
  editableUntil: z.string(),
  /** An admin hid it: it no longer shows on the restaurant page nor counts in its rating. */
  isHidden: z.boolean(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** A review as its restaurant's owner and admins see it: which order, and whether and why it is hidden. */
export const ManagedReviewSchema = PublicReviewSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  restaurant: z.object({ _id: z.string(), name: z.string() }),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type ManagedReview = z.infer<typeof ManagedReviewSchema>;

export const RatingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});

export const OrderReviewParamsSchema = z.object({ id: IdSchema });

export const OwnReviewResponseSchema = z.object({ data: OwnReviewSchema.nullable() });
export const OwnReviewChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OwnReviewSchema,
});
export type OwnReviewChange = z.infer<typeof OwnReviewChangeResponseSchema>;

export const RestaurantReviewsQuerySchema = PageQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be 1 or more")
    .max(50, "limit must be at most 50")
    .default(RESTAURANT_REVIEWS_PAGE_SIZE),
});
export const RestaurantReviewsResponseSchema = z.object({
  data: z.array(PublicReviewSchema),
  pagination: PaginationSchema,
  /** Of the food ratings of every visible review: the restaurant's rating. */
  summary: RatingSummarySchema,
});
export type RestaurantReviews = z.infer<typeof RestaurantReviewsResponseSchema>;

/** The owner's list: all of their restaurant's reviews, newest first, or those still waiting for a reply. */
export const OWNER_REVIEW_FILTERS = ["unanswered", "answered"] as const;
export const OwnerReviewsQuerySchema = PageQuerySchema.extend({
  replied: z.enum(OWNER_REVIEW_FILTERS, { error: "replied must be unanswered or answered" }).optional(),
});
export type OwnerReviewsQuery = z.input<typeof OwnerReviewsQuerySchema>;

/** The admins' list: every review, newest first, or the visible or hidden ones only, of one restaurant or all. */
export const REVIEW_VISIBILITY_FILTERS = ["visible", "hidden"] as const;
export const AdminReviewsQuerySchema = PageQuerySchema.extend({
  visibility: z.enum(REVIEW_VISIBILITY_FILTERS, { error: "visibility must be visible or hidden" }).optional(),
  restaurantId: IdSchema.optional(),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuerySchema>;

export const ManagedReviewListResponseSchema = z.object({
  data: z.array(ManagedReviewSchema),
  pagination: PaginationSchema,
});
export type ManagedReviewList = z.infer<typeof ManagedReviewListResponseSchema>;

export const ManagedReviewChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ManagedReviewSchema,
});
