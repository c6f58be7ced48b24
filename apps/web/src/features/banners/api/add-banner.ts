/** POST /admin/banner (multipart): the picture and, optionally, its place in the carousel. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BANNER_MESSAGES } from "@zaika/contract/banner";
import { addBanner as addBannerEndpoint } from "@zaika/contract/endpoints/catalog";
import { IMAGE_FIELD } from "@zaika/contract/media";
import toast from "react-hot-toast";
import { bannerKeys } from "../../../api/banners";
import { call } from "../../../lib/api-client";

export type AddBannerInput = { image: File; position?: number | undefined };

export async function addBanner({ image, position }: AddBannerInput) {
  const form = new FormData();
  form.append(IMAGE_FIELD, image);
  if (position !== undefined) form.append("position", String(position));
  const response = await call(addBannerEndpoint, { body: form });
  return response.data;
}

export function useAddBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBanner,
    onSuccess: () => {
      toast.success(BANNER_MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
