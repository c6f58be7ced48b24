/**
 * POST /rider/offers/{id}/accept: the rider takes the offered delivery, which then appears among their deliveries.
 * An offer that expired or went to someone else (409: DISPATCH_MESSAGES.offerGone), or is not theirs (404), is dropped.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RiderOffer } from "@zaika/contract/dispatch";
import { DISPATCH_MESSAGES } from "@zaika/contract/dispatch";
import { acceptOffer as acceptOfferEndpoint } from "@zaika/contract/endpoints/dispatch";
import { call } from "../../../lib/api-client";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { riderOffersKey } from "./get-offers";
import { riderMeKey } from "./get-rider-me";

export function acceptOffer(offerId: string) {
  return call(acceptOfferEndpoint, { params: { id: offerId }, toast: false });
}

/** An answer saying the offer is no longer this rider's to take: drop its card. */
export function isOfferGone(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

/** Removes one offer from the cached list at once (the refetch that follows confirms it). */
export function dropOffer(queryClient: ReturnType<typeof useQueryClient>, offerId: string): void {
  queryClient.setQueryData<RiderOffer[]>(riderOffersKey, (offers) => offers?.filter((offer) => offer._id !== offerId));
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (response, offerId) => {
      dropOffer(queryClient, offerId);
      toast.success(response.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: riderMeKey }),
        queryClient.invalidateQueries({ queryKey: riderOffersKey }),
      ]);
    },
    onError: (error, offerId) => {
      if (isOfferGone(error)) {
        dropOffer(queryClient, offerId);
        // One toast per offer, however often the rider taps.
        const message = error.status === 409 ? DISPATCH_MESSAGES.offerGone : errorMessage(error);
        toast.error(messageText(message), { id: `offer-gone-${offerId}` });
        return queryClient.invalidateQueries({ queryKey: riderOffersKey });
      }
      toast.error(messageText(errorMessage(error)));
    },
  });
}
