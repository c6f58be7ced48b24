/** POST /restaurant/reviews/{id}/reply: the owner's one public reply to a review of their restaurant. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { replyToReview as replyToReviewEndpoint } from "@zaika/contract/endpoints/reviews";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { refreshRestaurant } from "../../../lib/restaurant-changes";
import { toast } from "../../../lib/toast";
import { managedReviewKeys } from "./review-keys";

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      call(replyToReviewEndpoint, { params: { id }, body: { reply } }),
    onSuccess: async (answer) => {
      toast.success(messageText(answer.message));
      // The reply shows on the restaurant page's reviews too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: managedReviewKeys.all }),
        refreshRestaurant(queryClient, answer.data.restaurant._id),
      ]);
    },
  });
}
