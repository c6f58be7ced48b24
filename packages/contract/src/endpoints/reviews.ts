/**
 * Ratings and reviews (issue 14): the customer's review of a delivered order under /order/{id}/review, a restaurant's
 * visible reviews with its rating breakdown beside its menu (/restaurants/{id}/reviews), the owner's list and one
 * reply (/restaurant/reviews), and the admins' list and hiding (/admin/reviews).
 */
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import {
  AdminReviewsQuerySchema,
  ManagedReviewChangeResponseSchema,
  ManagedReviewListResponseSchema,
  OrderReviewParamsSchema,
  OwnerReviewsQuerySchema,
  OwnReviewChangeResponseSchema,
  OwnReviewResponseSchema,
  RestaurantReviewsQuerySchema,
  RestaurantReviewsResponseSchema,
  ReviewBodySchema,
  ReviewReplyBodySchema,
  ReviewUpdateBodySchema,
  ReviewVisibilityBodySchema,
} from "../reviews";

const tags = ["reviews"];
const customer = ["user"] as const;

export const createOrderReview = endpoint({
  method: "POST",
  path: "/order/:id/review",
  access: customer,
  tags,
  summary:
    "Rate a delivered order (food and delivery, 1–5) with an optional review and dishes of the order. Only its " +
    "customer, once it is delivered (403 otherwise), once (409)",
  params: OrderReviewParamsSchema,
  body: ReviewBodySchema,
  responses: { 201: OwnReviewChangeResponseSchema },
});

export const updateOrderReview = endpoint({
  method: "PATCH",
  path: "/order/:id/review",
  access: customer,
  tags,
  summary: "Edit the review of an order: its customer, within 7 days of writing it (422 after)",
  params: OrderReviewParamsSchema,
  body: ReviewUpdateBodySchema,
  responses: { 200: OwnReviewChangeResponseSchema },
});

export const getOrderReview = endpoint({
  method: "GET",
  path: "/order/:id/review",
  access: customer,
  tags,
  summary: "The customer's review of their order, or null when there is none yet",
  params: OrderReviewParamsSchema,
  responses: { 200: OwnReviewResponseSchema },
});

export const getRestaurantReviews = endpoint({
  method: "GET",
  path: "/restaurants/:id/reviews",
  access: "public",
  tags,
  summary:
    "A restaurant's visible reviews, newest first and paginated, with its rating: the average and count of the " +
    "food ratings and how many gave each number of stars",
  params: IdParamsSchema,
  query: RestaurantReviewsQuerySchema,
  responses: { 200: RestaurantReviewsResponseSchema },
});

export const getOwnerReviews = endpoint({
  method: "GET",
  path: "/restaurant/reviews",
  access: ["restaurant"],
  tags,
  summary: "The signed-in owner's restaurant reviews, newest first (hidden ones included and marked)",
  query: OwnerReviewsQuerySchema,
  responses: { 200: ManagedReviewListResponseSchema },
});

export const replyToReview = endpoint({
  method: "POST",
  path: "/restaurant/reviews/:id/reply",
  access: ["restaurant"],
  tags,
  summary: "Reply publicly to a review of the owner's restaurant, once (409 the second time)",
  params: IdParamsSchema,
  body: ReviewReplyBodySchema,
  responses: { 200: ManagedReviewChangeResponseSchema },
});

export const getAdminReviews = endpoint({
  method: "GET",
  path: "/admin/reviews",
  access: ["admin"],
  tags,
  summary: "Every review, newest first; only the visible or the hidden ones, of one restaurant or all",
  query: AdminReviewsQuerySchema,
  responses: { 200: ManagedReviewListResponseSchema },
});

export const setReviewVisibility = endpoint({
  method: "PATCH",
  path: "/admin/reviews/:id/visibility",
  access: ["admin"],
  tags,
  summary:
    "Hide a review with a reason (it leaves the restaurant page and its rating) or show it again; the rating is " +
    "worked out again at once",
  params: IdParamsSchema,
  body: ReviewVisibilityBodySchema,
  responses: { 200: ManagedReviewChangeResponseSchema },
});
