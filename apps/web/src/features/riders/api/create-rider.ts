/** POST /admin/riders: adds a delivery partner, who then signs in with their phone (409 when the phone is taken). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createRider as createRiderEndpoint } from "@zaika/contract/endpoints/riders";
import { type CreateRiderBody, RIDER_MESSAGES } from "@zaika/contract/rider";
import { riderKeys } from "../../../api/riders";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export async function createRider(body: CreateRiderBody) {
  const response = await call(createRiderEndpoint, { body });
  return response.data;
}

export function useCreateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRider,
    onSuccess: () => {
      toast.success(messageText(RIDER_MESSAGES.created));
      return queryClient.invalidateQueries({ queryKey: riderKeys.all });
    },
  });
}
