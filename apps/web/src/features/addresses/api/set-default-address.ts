/** PATCH /user/address/{id}/default: make a saved address the one checkout preselects. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setDefaultAddress as setDefaultAddressEndpoint } from "@zaika/contract/endpoints/addresses";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { addressesQueryOptions } from "./get-addresses";

export function setDefaultAddress(id: string) {
  return call(setDefaultAddressEndpoint, { params: { id } });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (response) => {
      toast.success(messageText(response.message));
      queryClient.setQueryData(addressesQueryOptions().queryKey, response.data);
    },
  });
}
