/** POST /media/images?purpose=category: stores a category picture and returns its URL for the category body. */
import { IMAGE_FIELD, type UploadImageResponseSchema } from "@zaika/contract/media";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export async function uploadCategoryImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  const response = await api.post<z.infer<typeof UploadImageResponseSchema>>("/media/images", form, {
    query: { purpose: "category" },
  });
  return response.data.url;
}
