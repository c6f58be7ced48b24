/**
 * Reviews read or written by more than one screen (issue 14): the customer's review of an order (the order page's
 * "Rate your order" card) and a restaurant's visible reviews with its rating breakdown (the restaurant page). A saved
 * review reads the restaurant again everywhere it shows (lib/restaurant-changes.ts), its rating may have moved.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  createOrderReview,
  getOrderReview,
  getRestaurantReviews,
  updateOrderReview,
} from "@zaika/contract/endpoints/reviews";
import type { OwnReview, ReviewBody } from "@zaika/contract/reviews";
import { RESTAURANT_REVIEWS_PAGE_SIZE } from "@zaika/contract/reviews-rules";
import { call } from "../lib/api-client";
import { orderQueryKeys } from "../lib/order-query-keys";
import { refreshRestaurant } from "../lib/restaurant-changes";
import { toast } from "../lib/toast";

export const reviewKeys = {
  /** Under the order's key, so a live order event reads it again with the order. */
  order: (orderId: string) => [...orderQueryKeys.one(orderId), "review"] as const,
  /** Under the restaurant's key, so a change of the restaurant (a new rating) reads it again. */
  restaurant: (restaurantId: string) => ["restaurants", restaurantId, "reviews"] as const,
};

export const orderReviewQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: reviewKeys.order(orderId),
    // The card shows its own error state.
    queryFn: ({ signal }) => call(getOrderReview, { params: { id: orderId }, signal, toast: false }),
  });

/** The customer's review of the order, read only once the order is delivered (none can exist before). */
export const useOrderReview = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderReviewQueryOptions(orderId), enabled });

/**
 * Writes the review (POST) or edits it (PATCH, when one exists): the card shows the saved review at once, and the
 * restaurant's pages read their rating again. Failures show the server's message (the API client's toast).
 */
export function useSaveOrderReview(orderId: string, restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, existing }: { body: Required<ReviewBody>; existing: OwnReview | null }) =>
      existing
        ? call(updateOrderReview, { params: { id: orderId }, body })
        : call(createOrderReview, { params: { id: orderId }, body }),
    onSuccess: (saved) => {
      toast.success(saved.message);
      queryClient.setQueryData(reviewKeys.order(orderId), { data: saved.data });
      return refreshRestaurant(queryClient, restaurantId);
    },
    // Refused (reviewed meanwhile in another tab, the 7 days just ended): the card shows the review as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: reviewKeys.order(orderId) }),
  });
}

export const restaurantReviewsQueryOptions = (restaurantId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.restaurant(restaurantId),
    queryFn: ({ pageParam, signal }) =>
      call(getRestaurantReviews, {
        params: { id: restaurantId },
        query: { page: pageParam, limit: RESTAURANT_REVIEWS_PAGE_SIZE },
        signal,
        // The block shows its own error state.
        toast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.totalPages ? pagination.page + 1 : undefined),
  });

/** A restaurant's visible reviews, newest first, a page at a time ("Show more"), with its rating breakdown. */
export const useRestaurantReviews = (restaurantId: string) =>
  useInfiniteQuery(restaurantReviewsQueryOptions(restaurantId));
