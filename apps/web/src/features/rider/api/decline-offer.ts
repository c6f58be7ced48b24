/** POST /rider/offers/{id}/decline: the rider passes on an offer (with an optional reason); it goes to the next rider. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeclineReason } from "@zaika/contract/dispatch";
import { declineOffer as declineOfferEndpoint } from "@zaika/contract/endpoints/dispatch";
import { call } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/api-error";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { dropOffer, isOfferGone } from "./accept-offer";
import { riderOffersKey } from "./get-offers";

export type DeclineInput = { offerId: string; reason?: DeclineReason | undefined };

export function declineOffer({ offerId, reason }: DeclineInput) {
  return call(declineOfferEndpoint, { params: { id: offerId }, body: reason ? { reason } : {}, toast: false });
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: (response, { offerId }) => {
      dropOffer(queryClient, offerId);
      toast.success(response.message);
      return queryClient.invalidateQueries({ queryKey: riderOffersKey });
    },
    onError: (error, { offerId }) => {
      // Declining an offer that is gone already leaves the rider where they wanted to be: drop it without a fuss.
      if (isOfferGone(error)) {
        dropOffer(queryClient, offerId);
        return queryClient.invalidateQueries({ queryKey: riderOffersKey });
      }
      toast.error(messageText(errorMessage(error)));
    },
  });
}
