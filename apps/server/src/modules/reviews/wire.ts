/**
 * Reviews on the wire: as the public reads them (a first name, or "Former customer" with the ratings only), as their
 * customer reads their own (with until when it can be edited), and as the owner and admins manage them.
 */
import {
  type ManagedReview,
  type OwnReview,
  type PublicReview,
  reviewAuthorName,
  reviewEditableUntil,
} from "@zaika/contract/reviews";
import type { ReviewRow } from "./queries";

export function publicReview(row: ReviewRow): PublicReview {
  // A deleted account's review keeps its ratings; its words and dishes go with the account.
  const gone = row.userId === null || row.authorName === null;
  return {
    _id: row.id,
    author: reviewAuthorName(gone ? null : row.authorName),
    foodRating: row.foodRating,
    deliveryRating: row.deliveryRating,
    body: gone ? "" : row.body,
    dishes: gone ? [] : row.dishes,
    reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function ownReview(row: ReviewRow): OwnReview {
  return {
    ...publicReview(row),
    orderId: row.orderId,
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    isHidden: row.hiddenAt !== null,
  };
}

export function managedReview(row: ReviewRow): ManagedReview {
  return {
    ...publicReview(row),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    restaurant: { _id: row.restaurantId, name: row.restaurantName },
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? "" } : null,
  };
}
