/** PATCH /rider/me/availability: the rider goes online (gets new orders) or offline. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RIDER_MESSAGES, type RiderMe } from "@zaika/contract/rider";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { riderMeKey } from "./get-rider-me";

export function setAvailability(isAvailable: boolean): Promise<unknown> {
  return api.patch("/rider/me/availability", { isAvailable });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (_response, isAvailable) => {
      // Show the new state at once; the refetch below confirms it.
      queryClient.setQueryData<RiderMe>(riderMeKey, (me) => (me ? { ...me, rider: { ...me.rider, isAvailable } } : me));
      toast.success(isAvailable ? RIDER_MESSAGES.online : RIDER_MESSAGES.offline);
      return queryClient.invalidateQueries({ queryKey: riderMeKey });
    },
  });
}
