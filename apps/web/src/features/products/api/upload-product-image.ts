/** POST /media/images?purpose=product (multipart): stores a dish photo and returns its URL. */
import { useMutation } from "@tanstack/react-query";
import { IMAGE_FIELD, type ImagePurpose, type UploadedImage, UploadImageResponseSchema } from "@zaika/contract/media";
import { api } from "../../../lib/api-client";

export async function uploadProductImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  const purpose: ImagePurpose = "product";
  const response = await api.post("/media/images", body, { query: { purpose } });
  return UploadImageResponseSchema.parse(response).data;
}

export const useUploadProductImage = () => useMutation({ mutationFn: uploadProductImage });
