/** POST /admin/riders: adds a delivery partner, who then signs in with their phone (409 when the phone is taken). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateRiderBody, RIDER_MESSAGES, type RiderResponseSchema } from "@zaika/contract/rider";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { riderKeys } from "./get-riders";

export async function createRider(body: CreateRiderBody) {
  const response = await api.post<z.infer<typeof RiderResponseSchema>>("/admin/riders", body);
  return response.data;
}

export function useCreateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRider,
    onSuccess: () => {
      toast.success(RIDER_MESSAGES.created);
      return queryClient.invalidateQueries({ queryKey: riderKeys.all });
    },
  });
}
