/** GET /restaurant/reviews: a page of the signed-in owner's restaurant reviews, newest first, maybe only unanswered. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getOwnerReviews as getOwnerReviewsEndpoint } from "@zaika/contract/endpoints/reviews";
import type { OwnerReviewsQuery } from "@zaika/contract/reviews";
import { call } from "../../../lib/api-client";
import { managedReviewKeys } from "./review-keys";

export const ownerReviewsQueryOptions = (query: OwnerReviewsQuery) =>
  queryOptions({
    queryKey: managedReviewKeys.owner(query),
    // The page shows its own error state.
    queryFn: ({ signal }) => call(getOwnerReviewsEndpoint, { query, signal, toast: false }),
    // Keep the current page on screen while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });

export const useOwnerReviews = (query: OwnerReviewsQuery) => useQuery(ownerReviewsQueryOptions(query));
