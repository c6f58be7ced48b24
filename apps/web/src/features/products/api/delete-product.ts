/** DELETE /restaurant/products/{id}: removes a dish (the server hides one that appears in orders). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SuccessMessageSchema } from "@zaika/contract/common";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { productKeys } from "./keys";

export async function deleteProduct(id: string) {
  return SuccessMessageSchema.parse(await api.delete(`/restaurant/products/${encodeURIComponent(id)}`));
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
