/** Query keys of the owner's and the admins' review lists: every change of a review invalidates `all`. */
import type { AdminReviewsQuery, OwnerReviewsQuery } from "@zaika/contract/reviews";

export const managedReviewKeys = {
  all: ["managed-reviews"] as const,
  owner: (query: OwnerReviewsQuery) => [...managedReviewKeys.all, "owner", query] as const,
  admin: (query: AdminReviewsQuery) => [...managedReviewKeys.all, "admin", query] as const,
};
