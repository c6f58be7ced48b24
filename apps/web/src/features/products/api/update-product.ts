/** PUT /restaurant/products/{id}: saves the edit form of one dish. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateProduct as updateProductEndpoint } from "@zaika/contract/endpoints/products";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import type { ProductInput } from "./create-product";
import { productKeys } from "./keys";

export function updateProduct({ id, body }: { id: string; body: ProductInput }) {
  return call(updateProductEndpoint, { params: { id }, body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (response, { id }) => {
      toast.success(response.message);
      queryClient.setQueryData(productKeys.detail(id), response.data);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
