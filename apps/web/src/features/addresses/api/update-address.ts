/** PUT /user/address/{id}: replace every field of a saved address. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddressInput, AddressResponseSchema } from "@zaika/contract/address";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { ADDRESSES_PATH, addressKeys } from "./get-addresses";

export async function updateAddress({ id, input }: { id: string; input: AddressInput }) {
  return api.put<z.infer<typeof AddressResponseSchema>>(`${ADDRESSES_PATH}/${encodeURIComponent(id)}`, input);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (response) => {
      toast.success(response.message);
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
