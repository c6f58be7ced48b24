/** PATCH /rider/me/availability: the rider goes online (gets new orders) or offline. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setRiderAvailability } from "@zaika/contract/endpoints/riders";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { riderMeQueryOptions } from "./get-rider-me";

export function setAvailability(isAvailable: boolean) {
  return call(setRiderAvailability, { body: { isAvailable } });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (_response, isAvailable) => {
      const { queryKey } = riderMeQueryOptions();
      // Show the new state at once; the refetch below confirms it.
      queryClient.setQueryData(queryKey, (me) => (me ? { ...me, rider: { ...me.rider, isAvailable } } : me));
      toast.success(messageText(isAvailable ? RIDER_MESSAGES.online : RIDER_MESSAGES.offline));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
