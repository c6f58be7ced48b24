/**
 * PATCH /restaurant/products/{id}/toggle-availability. The switch flips at once (every cached list page is
 * updated) and flips back if the server refuses; the lists are re-read afterwards either way.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toggleProductAvailability as toggleProductAvailabilityEndpoint } from "@zaika/contract/endpoints/products";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import type { ProductList } from "./get-products";
import { productKeys } from "./keys";

export function toggleProductAvailability(id: string) {
  return call(toggleProductAvailabilityEndpoint, { params: { id } });
}

export function useToggleProductAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleProductAvailability,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      const previous = queryClient.getQueriesData<ProductList>({ queryKey: productKeys.lists() });
      queryClient.setQueriesData<ProductList>({ queryKey: productKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((product) =>
                product._id === id ? { ...product, isAvailable: !product.isAvailable } : product,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (response, id) => {
      toast.success(response.message);
      queryClient.setQueryData(productKeys.detail(id), response.data);
    },
    // Re-read the lists: with an availability filter on, the dish may now belong on another page.
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}
