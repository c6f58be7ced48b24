/** POST /admin/banner (multipart): the picture and, optionally, its place in the carousel. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BANNER_MESSAGES, type BannerResponseSchema } from "@zaika/contract/banner";
import { IMAGE_FIELD } from "@zaika/contract/media";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { bannerKeys } from "./get-banners";

export type AddBannerInput = { image: File; position?: number | undefined };

export async function addBanner({ image, position }: AddBannerInput) {
  const form = new FormData();
  form.append(IMAGE_FIELD, image);
  if (position !== undefined) form.append("position", String(position));
  const response = await api.post<z.infer<typeof BannerResponseSchema>>("/admin/banner", form);
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
