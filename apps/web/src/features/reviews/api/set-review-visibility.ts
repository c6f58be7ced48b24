/** PATCH /admin/reviews/{id}/visibility: hides a review with a reason, or shows it again; its restaurant's rating moves. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setReviewVisibility as setReviewVisibilityEndpoint } from "@zaika/contract/endpoints/reviews";
import type { ReviewVisibilityBody } from "@zaika/contract/reviews";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { refreshRestaurant } from "../../../lib/restaurant-changes";
import { toast } from "../../../lib/toast";
import { managedReviewKeys } from "./review-keys";

export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewVisibilityBody }) =>
      call(setReviewVisibilityEndpoint, { params: { id }, body }),
    onSuccess: async (answer) => {
      toast.success(messageText(answer.message));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: managedReviewKeys.all }),
        refreshRestaurant(queryClient, answer.data.restaurant._id),
      ]);
    },
  });
}
