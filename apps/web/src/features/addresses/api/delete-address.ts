/** DELETE /user/address/{id}: remove a saved address; the server hands the default on and returns the list. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteAddress as deleteAddressEndpoint } from "@zaika/contract/endpoints/addresses";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { addressesQueryOptions } from "./get-addresses";

export function deleteAddress(id: string) {
  return call(deleteAddressEndpoint, { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (response) => {
      toast.success(messageText(response.message));
      queryClient.setQueryData(addressesQueryOptions().queryKey, response.data);
    },
  });
}
