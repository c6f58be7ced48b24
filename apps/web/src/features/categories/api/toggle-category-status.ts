/** PATCH /admin/category/{id}/toggle-status: switch a category between active and inactive. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryResponseSchema } from "@zaika/contract/category";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { categoryKeys } from "./get-categories";

export async function toggleCategoryStatus(id: string) {
  const response = await api.patch<z.infer<typeof CategoryResponseSchema>>(
    `/admin/category/${encodeURIComponent(id)}/toggle-status`,
  );
  return response.category;
}

export function useToggleCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCategoryStatus,
    onSuccess: (category) => {
      // Show the new state at once; the refetch below confirms it.
      queryClient.setQueryData<Category[]>(categoryKeys.adminList(), (list) =>
        list?.map((item) => (item._id === category._id ? category : item)),
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
