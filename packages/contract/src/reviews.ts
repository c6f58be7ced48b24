/**
 * Ratings and reviews of delivered orders (issue 14 item 1) on the wire: a review's body and its changes, the owner's
 * reply, hiding, and the lists. The limits, rules and texts are in ./reviews-rules, re-exported here.
 */
import { z } from "zod";
import { IdSchema, PageQuerySchema, PaginationSchema } from "./common";
import { RESTAURANT_REVIEWS_PAGE_SIZE, REVIEW_LIMITS, REVIEW_MESSAGES } from "./reviews-rules";

export * from "./reviews-rules";

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
