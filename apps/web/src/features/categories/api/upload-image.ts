/** POST /media/images?purpose=category: stores a category picture and returns its URL for the category body. */
import { uploadImage } from "@zaika/contract/endpoints/media";
import { IMAGE_FIELD } from "@zaika/contract/media-rules";
import { call } from "../../../lib/api-client";

export async function uploadCategoryImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  const response = await call(uploadImage, { query: { purpose: "category" }, body: form });
  return response.data.url;
}
