/** PATCH /admin/riders/{id}: activates or deactivates a rider (a deactivated rider gets no new orders). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RIDER_MESSAGES, type RiderResponseSchema } from "@zaika/contract/rider";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type RiderListResponse, riderKeys } from "./get-riders";

export async function setRiderActive({ id, isActive }: { id: string; isActive: boolean }) {
  const response = await api.patch<z.infer<typeof RiderResponseSchema>>(`/admin/riders/${encodeURIComponent(id)}`, {
    isActive,
  });
  return response.data;
}

export function useSetRiderActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRiderActive,
    onSuccess: (rider) => {
      toast.success(rider.isActive ? RIDER_MESSAGES.activated : RIDER_MESSAGES.deactivated);
      // Show the new state at once in any list holding the rider; the refetch below confirms it.
      queryClient.setQueriesData<RiderListResponse>({ queryKey: [...riderKeys.all, "list"] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item._id === rider._id ? rider : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: riderKeys.all });
    },
  });
}
