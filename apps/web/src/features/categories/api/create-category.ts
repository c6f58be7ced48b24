/** POST /admin/category (after uploading the picture, if one was chosen). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORY_MESSAGES, type CategoryResponseSchema } from "@zaika/contract/category";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { categoryKeys } from "./get-categories";
import { uploadCategoryImage } from "./upload-image";

export type CreateCategoryInput = { name: string; imageFile: File | null };

export async function createCategory({ name, imageFile }: CreateCategoryInput) {
  const image = imageFile ? await uploadCategoryImage(imageFile) : null;
  const response = await api.post<z.infer<typeof CategoryResponseSchema>>("/admin/category", { name, image });
  return response.category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      toast.success(CATEGORY_MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
