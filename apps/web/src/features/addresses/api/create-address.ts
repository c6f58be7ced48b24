/** POST /user/address: save a new address (the first one becomes the default). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddressInput } from "@zaika/contract/address";
import { createAddress as createAddressEndpoint } from "@zaika/contract/endpoints/addresses";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { addressKeys } from "./get-addresses";

export function createAddress(input: AddressInput) {
  return call(createAddressEndpoint, { body: input });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (response) => {
      toast.success(messageText(response.message));
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
