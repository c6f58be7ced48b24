/** POST /admin/category (after uploading the picture, if one was chosen). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORY_MESSAGES } from "@zaika/contract/category";
import { createCategory as createCategoryEndpoint } from "@zaika/contract/endpoints/catalog";
import { categoryKeys } from "../../../api/categories";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { uploadCategoryImage } from "./upload-image";

export type CreateCategoryInput = { name: string; imageFile: File | null };

export async function createCategory({ name, imageFile }: CreateCategoryInput) {
  const image = imageFile ? await uploadCategoryImage(imageFile) : null;
  const response = await call(createCategoryEndpoint, { body: { name, image } });
  return response.category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => {
      toast.success(translateMessage(CATEGORY_MESSAGES.added));
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
