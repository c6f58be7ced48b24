/** PATCH /user/address/{id}/default: make a saved address the one checkout preselects. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Address, AddressListMutationResponseSchema } from "@zaika/contract/address";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { ADDRESSES_PATH, addressKeys } from "./get-addresses";

export async function setDefaultAddress(id: string) {
  return api.patch<z.infer<typeof AddressListMutationResponseSchema>>(
    `${ADDRESSES_PATH}/${encodeURIComponent(id)}/default`,
  );
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (response) => {
      toast.success(response.message);
      queryClient.setQueryData<Address[]>(addressKeys.all, response.data);
    },
  });
}
