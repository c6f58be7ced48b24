/**
 * Ratings and reviews: the customer of a delivered order reviews it once and edits it for 7 days, the owner replies
 * once, an admin hides or shows a review. Every change that can move the restaurant's rating works it out again in
 * its own transaction (the restaurant's row locked, so concurrent reviews queue), and then announces the restaurant
 * changed like any other restaurant change, so cached menus, the nearby listing and the search reload its rating.
 */
import type { Pagination } from "@zaika/contract/common";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import {
  type AdminReviewsQuerySchema,
  canEditReview,
  type OwnerReviewsQuerySchema,
  REVIEW_MESSAGES,
  type RestaurantReviewsQuerySchema,
  type ReviewBodySchema,
  type ReviewDish,
  type ReviewReplyBodySchema,
  type ReviewUpdateBodySchema,
  type ReviewVisibilityBodySchema,
  ratingSummaryFromCounts,
  reviewRefusal,
  type StarValue,
} from "@zaika/contract/reviews";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { announceChange, type RestaurantsDeps } from "../restaurants/service";
import * as q from "./queries";
import { managedReview, ownReview, publicReview } from "./wire";

export type ReviewsDeps = Pick<ModuleDeps, "db" | "clock" | "events"> & Pick<RestaurantsDeps, "menus" | "nearby">;
type ReadDeps = Pick<ModuleDeps, "db">;

function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** The order, which must exist (404) and be the caller's (403). */
async function customersOrder(deps: ReadDeps, orderId: string, callerId: string): Promise<q.ReviewOrder> {
  const order = await q.findOrder(deps.db, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  if (order.userId !== callerId) throw new Forbidden(REVIEW_MESSAGES.notYourOrder);
  return order;
}

/** The dishes a review names, as the order has them: only dishes of the order (400 naming `dishes`). */
function mentionedDishes(order: q.ReviewOrder, productIds: readonly string[]): ReviewDish[] {
  const names = new Map(order.items.map((item) => [item.productId, item.name]));
  return productIds.map((productId) => {
    const name = names.get(productId);
    if (name === undefined) throw new BadRequest(REVIEW_MESSAGES.dishNotInOrder, "dishes");
    return { productId, name };
  });
}

async function reviewOrThrow(deps: ReadDeps, id: string): Promise<q.ReviewRow> {
  const row = await q.findReview(deps.db, id);
  if (!row) throw new NotFound(REVIEW_MESSAGES.notFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The customer's review

export async function getOwnReview(deps: ReadDeps, callerId: string, orderId: string) {
  await customersOrder(deps, orderId, callerId);
  const row = await q.findReviewOfOrder(deps.db, orderId);
  return { data: row ? ownReview(row) : null };
}

export async function createReview(
  deps: ReviewsDeps,
  callerId: string,
  orderId: string,
  body: z.output<typeof ReviewBodySchema>,
) {
  const order = await q.findOrder(deps.db, orderId);
  if (!order) throw new NotFound(ORDER_MESSAGES.notFound);
  const existing = await q.findReviewOfOrder(deps.db, orderId);
  const refusal = reviewRefusal(order, callerId, existing !== null);
  if (refusal) throw refusal.status === 409 ? new Conflict(refusal.message) : new Forbidden(refusal.message);
  const dishes = mentionedDishes(order, body.dishes);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await q.lockRestaurantRating(tx, order.restaurantId);
    let inserted: string;
    try {
      inserted = await q.insertReview(tx, {
        orderId,
        restaurantId: order.restaurantId,
        userId: callerId,
        foodRating: body.foodRating,
        deliveryRating: body.deliveryRating,
        body: body.body,
        dishes,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Two submissions of the same review at once: the second meets the first's row.
      if (isUniqueViolation(error, "reviews_order_key")) throw new Conflict(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
    await q.refreshRestaurantRatings(tx, order.restaurantId);
    return inserted;
  });
  await announceChange(deps, order.restaurantId);
  return { success: true as const, message: REVIEW_MESSAGES.created, data: ownReview(await reviewOrThrow(deps, id)) };
}

export async function updateReview(
  deps: ReviewsDeps,
  callerId: string,
  orderId: string,
  body: z.output<typeof ReviewUpdateBodySchema>,
) {
  const order = await customersOrder(deps, orderId, callerId);
  const existing = await q.findReviewOfOrder(deps.db, orderId);
  if (!existing) throw new NotFound(REVIEW_MESSAGES.notFound);
  const now = deps.clock.now();
  if (!canEditReview(existing.createdAt, now)) throw new BusinessRule(REVIEW_MESSAGES.editWindowClosed);
  const changes: q.ReviewChanges = { updatedAt: now };
  if (body.foodRating !== undefined) changes.foodRating = body.foodRating;
  if (body.deliveryRating !== undefined) changes.deliveryRating = body.deliveryRating;
  if (body.body !== undefined) changes.body = body.body;
  if (body.dishes !== undefined) changes.dishes = mentionedDishes(order, body.dishes);
  const ratingMoves = changes.foodRating !== undefined && changes.foodRating !== existing.foodRating;
  await deps.db.transaction(async (tx) => {
    if (ratingMoves) await q.lockRestaurantRating(tx, order.restaurantId);
    await q.updateReview(tx, existing.id, changes);
    if (ratingMoves) await q.refreshRestaurantRatings(tx, order.restaurantId);
  });
  if (ratingMoves) await announceChange(deps, order.restaurantId);
  return {
    success: true as const,
    message: REVIEW_MESSAGES.updated,
    data: ownReview(await reviewOrThrow(deps, existing.id)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The restaurant page

export async function listRestaurantReviews(
  deps: ReadDeps,
  restaurantId: string,
  query: z.output<typeof RestaurantReviewsQuerySchema>,
) {
  if (!(await q.isPublicRestaurant(deps.db, restaurantId))) throw new NotFound(RESTAURANT_MESSAGES.notFound);
  const [{ rows, total }, counts] = await Promise.all([
    q.listReviews(
      deps.db,
      { restaurantId, hidden: false },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    q.foodRatingCounts(deps.db, restaurantId),
  ]);
  return {
    data: rows.map(publicReview),
    pagination: pagination(query.page, query.limit, total),
    summary: ratingSummaryFromCounts(Object.fromEntries(counts) as Partial<Record<StarValue, number>>),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The owner

export async function listOwnerReviews(
  deps: ReadDeps,
  ownerId: string,
  query: z.output<typeof OwnerReviewsQuerySchema>,
) {
  const replied = query.replied === undefined ? undefined : query.replied === "answered";
  const { rows, total } = await q.listReviews(
    deps.db,
    { ownerId, replied },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { data: rows.map(managedReview), pagination: pagination(query.page, query.limit, total) };
}

export async function replyToReview(
  deps: Pick<ModuleDeps, "db" | "clock">,
  ownerId: string,
  reviewId: string,
  body: z.output<typeof ReviewReplyBodySchema>,
) {
  const review = await reviewOrThrow(deps, reviewId);
  if (review.restaurantOwnerId !== ownerId) throw new Forbidden(REVIEW_MESSAGES.notYourRestaurant);
  const stored = await deps.db.transaction((tx) => q.setReply(tx, reviewId, body.reply, deps.clock.now()));
  if (!stored) throw new Conflict(REVIEW_MESSAGES.alreadyReplied);
  return {
    success: true as const,
    message: REVIEW_MESSAGES.replied,
    data: managedReview(await reviewOrThrow(deps, reviewId)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Admins

export async function listAdminReviews(deps: ReadDeps, query: z.output<typeof AdminReviewsQuerySchema>) {
  const hidden = query.visibility === undefined ? undefined : query.visibility === "hidden";
  const { rows, total } = await q.listReviews(
    deps.db,
    { hidden, restaurantId: query.restaurantId },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { data: rows.map(managedReview), pagination: pagination(query.page, query.limit, total) };
}

/** Hides a review with a reason (hiding a hidden one again changes the reason), or shows it again. */
export async function setReviewVisibility(
  deps: ReviewsDeps,
  adminId: string,
  reviewId: string,
  body: z.output<typeof ReviewVisibilityBodySchema>,
) {
  const review = await reviewOrThrow(deps, reviewId);
  await deps.db.transaction(async (tx) => {
    await q.lockRestaurantRating(tx, review.restaurantId);
    await q.setHidden(tx, reviewId, body.hidden ? { at: deps.clock.now(), reason: body.reason, by: adminId } : null);
    await q.refreshRestaurantRatings(tx, review.restaurantId);
  });
  await announceChange(deps, review.restaurantId);
  return {
    success: true as const,
    message: body.hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown,
    data: managedReview(await reviewOrThrow(deps, reviewId)),
  };
}
