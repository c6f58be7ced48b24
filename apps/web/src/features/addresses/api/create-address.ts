/** POST /user/address: save a new address (the first one becomes the default). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddressInput, AddressResponseSchema } from "@zaika/contract/address";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { ADDRESSES_PATH, addressKeys } from "./get-addresses";

export async function createAddress(input: AddressInput) {
  const response = await api.post<z.infer<typeof AddressResponseSchema>>(ADDRESSES_PATH, input);
  return response;
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (response) => {
      toast.success(response.message);
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
