/** PATCH /admin/category/{id}/toggle-status: switch a category between active and inactive. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "@zaika/contract/category";
import { toggleCategoryStatus as toggleCategoryStatusEndpoint } from "@zaika/contract/endpoints/catalog";
import { categoryKeys } from "../../../api/categories";
import { call } from "../../../lib/api-client";

export async function toggleCategoryStatus(id: string) {
  const response = await call(toggleCategoryStatusEndpoint, { params: { id } });
  return response.category;
}

export function useToggleCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCategoryStatus,
    onSuccess: (category) => {
      // Show the new state at once; the refetch below confirms it.
      queryClient.setQueryData<Category[]>(categoryKeys.list(), (list) =>
        list?.map((item) => (item._id === category._id ? category : item)),
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
