/** DELETE /user/address/{id}: remove a saved address; the server hands the default on and returns the list. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Address, AddressListMutationResponseSchema } from "@zaika/contract/address";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { ADDRESSES_PATH, addressKeys } from "./get-addresses";

export async function deleteAddress(id: string) {
  return api.delete<z.infer<typeof AddressListMutationResponseSchema>>(`${ADDRESSES_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (response) => {
      toast.success(response.message);
      queryClient.setQueryData<Address[]>(addressKeys.all, response.data);
    },
  });
}
