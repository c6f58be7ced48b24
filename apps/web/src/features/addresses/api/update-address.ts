/** PUT /user/address/{id}: replace every field of a saved address. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddressInput } from "@zaika/contract/address";
import { updateAddress as updateAddressEndpoint } from "@zaika/contract/endpoints/addresses";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { addressKeys } from "./get-addresses";

export function updateAddress({ id, input }: { id: string; input: AddressInput }) {
  return call(updateAddressEndpoint, { params: { id }, body: input });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (response) => {
      toast.success(messageText(response.message));
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
