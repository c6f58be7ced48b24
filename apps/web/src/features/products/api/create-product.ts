/** POST /restaurant/products: adds a dish to the owner's menu. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createProduct as createProductEndpoint } from "@zaika/contract/endpoints/products";
import type { ProductBodySchema } from "@zaika/contract/product";
import type { z } from "zod";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { productKeys } from "./keys";

export type ProductInput = z.output<typeof ProductBodySchema>;

export function createProduct(body: ProductInput) {
  return call(createProductEndpoint, { body });
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
