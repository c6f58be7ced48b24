/**
 * POST /admin/banner (multipart): the picture and, optionally, its place in the carousel and where it leads (issue 14:
 * both link fields or neither; 422 when the target does not exist).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BANNER_MESSAGES, type BannerLink } from "@zaika/contract/banner";
import { addBanner as addBannerEndpoint } from "@zaika/contract/endpoints/catalog";
import { IMAGE_FIELD } from "@zaika/contract/media-rules";
import { bannerKeys } from "../../../api/banners";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export type AddBannerInput = { image: File; position?: number | undefined; link?: BannerLink | null };

export async function addBanner({ image, position, link }: AddBannerInput) {
  const form = new FormData();
  form.append(IMAGE_FIELD, image);
  if (position !== undefined) form.append("position", String(position));
  if (link) {
    form.append("linkKind", link.kind);
    form.append("linkTarget", link.target);
  }
  const response = await call(addBannerEndpoint, { body: form });
  return response.data;
}

export function useAddBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBanner,
    onSuccess: () => {
      toast.success(translateMessage(BANNER_MESSAGES.added));
      return queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
  });
}
