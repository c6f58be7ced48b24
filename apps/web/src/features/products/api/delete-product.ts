/** DELETE /restaurant/products/{id}: removes a dish (the server hides one that appears in orders). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteProduct as deleteProductEndpoint } from "@zaika/contract/endpoints/products";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { productKeys } from "./keys";

export function deleteProduct(id: string) {
  return call(deleteProductEndpoint, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (response, id) => {
      toast.success(response.message);
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
