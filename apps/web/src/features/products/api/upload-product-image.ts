/** POST /media/images?purpose=product (multipart): stores a dish photo and returns its URL. */
import { useMutation } from "@tanstack/react-query";
import { uploadImage } from "@zaika/contract/endpoints/media";
import type { UploadedImage } from "@zaika/contract/media";
import { IMAGE_FIELD } from "@zaika/contract/media-rules";
import { call } from "../../../lib/api-client";

export async function uploadProductImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(IMAGE_FIELD, file);
  const response = await call(uploadImage, { query: { purpose: "product" }, body });
  return response.data;
}

export const useUploadProductImage = () => useMutation({ mutationFn: uploadProductImage });
