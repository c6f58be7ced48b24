/** PUT /admin/category/{id}: rename a category and, when a new picture was chosen, replace its image. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORY_MESSAGES, type CategoryBody } from "@zaika/contract/category";
import { updateCategory as updateCategoryEndpoint } from "@zaika/contract/endpoints/catalog";
import { categoryKeys } from "../../../api/categories";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { uploadCategoryImage } from "./upload-image";

export type UpdateCategoryInput = { id: string; name: string; imageFile: File | null };

export async function updateCategory({ id, name, imageFile }: UpdateCategoryInput) {
  const body: CategoryBody = { name };
  if (imageFile) body.image = await uploadCategoryImage(imageFile);
  const response = await call(updateCategoryEndpoint, { params: { id }, body });
  return response.category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => {
      toast.success(translateMessage(CATEGORY_MESSAGES.updated));
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
