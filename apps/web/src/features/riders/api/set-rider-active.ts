/** PATCH /admin/riders/{id}: activates or deactivates a rider (a deactivated rider gets no new orders). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setRiderActive as setRiderActiveEndpoint } from "@zaika/contract/endpoints/riders";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { type RiderListResponse, riderKeys } from "../../../api/riders";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export async function setRiderActive({ id, isActive }: { id: string; isActive: boolean }) {
  const response = await call(setRiderActiveEndpoint, { params: { id }, body: { isActive } });
  return response.data;
}

export function useSetRiderActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRiderActive,
    onSuccess: (rider) => {
      toast.success(messageText(rider.isActive ? RIDER_MESSAGES.activated : RIDER_MESSAGES.deactivated));
      // Show the new state at once in any list holding the rider; the refetch below confirms it.
      queryClient.setQueriesData<RiderListResponse>({ queryKey: [...riderKeys.all, "list"] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item._id === rider._id ? rider : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: riderKeys.all });
    },
  });
}
