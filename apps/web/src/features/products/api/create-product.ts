/** POST /restaurant/products: adds a dish to the owner's menu. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProductBodySchema, ProductResponseSchema } from "@zaika/contract/product";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { productKeys } from "./keys";

export type ProductInput = z.output<typeof ProductBodySchema>;

export async function createProduct(body: ProductInput) {
  return ProductResponseSchema.parse(await api.post("/restaurant/products", body));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (response) => {
      toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
