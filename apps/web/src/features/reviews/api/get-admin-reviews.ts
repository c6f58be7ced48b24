/** GET /admin/reviews: a page of every review, newest first, maybe only the visible or the hidden ones. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getAdminReviews as getAdminReviewsEndpoint } from "@zaika/contract/endpoints/reviews";
import type { AdminReviewsQuery } from "@zaika/contract/reviews";
import { call } from "../../../lib/api-client";
import { managedReviewKeys } from "./review-keys";

export const adminReviewsQueryOptions = (query: AdminReviewsQuery) =>
  queryOptions({
    queryKey: managedReviewKeys.admin(query),
    // The page shows its own error state.
    queryFn: ({ signal }) => call(getAdminReviewsEndpoint, { query, signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (query: AdminReviewsQuery) => useQuery(adminReviewsQueryOptions(query));
