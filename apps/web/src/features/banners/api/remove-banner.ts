/**
 * DELETE /admin/banner/{id}. Optimistic (spec §4): the banner leaves the list at once and comes back if the
 * server refuses.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BANNER_MESSAGES, type Banner } from "@zaika/contract/banner";
import { removeBanner as removeBannerEndpoint } from "@zaika/contract/endpoints/catalog";
import { bannerKeys } from "../../../api/banners";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export const removeBanner = (id: string) => call(removeBannerEndpoint, { params: { id } });

export function useRemoveBanner() {
  const queryClient = useQueryClient();
  const key = bannerKeys.list();
  return useMutation({
    mutationFn: removeBanner,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Banner[]>(key);
      queryClient.setQueryData<Banner[]>(key, (list) => list?.filter((banner) => banner._id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: () => {
      toast.success(translateMessage(BANNER_MESSAGES.removed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
