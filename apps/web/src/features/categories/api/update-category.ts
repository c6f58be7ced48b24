/** PUT /admin/category/{id}: rename a category and, when a new picture was chosen, replace its image. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORY_MESSAGES, type CategoryBody, type CategoryResponseSchema } from "@zaika/contract/category";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { categoryKeys } from "./get-categories";
import { uploadCategoryImage } from "./upload-image";

export type UpdateCategoryInput = { id: string; name: string; imageFile: File | null };

export async function updateCategory({ id, name, imageFile }: UpdateCategoryInput) {
  const body: CategoryBody = { name };
  if (imageFile) body.image = await uploadCategoryImage(imageFile);
  const response = await api.put<z.infer<typeof CategoryResponseSchema>>(
    `/admin/category/${encodeURIComponent(id)}`,
    body,
  );
  return response.category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      toast.success(CATEGORY_MESSAGES.updated);
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
