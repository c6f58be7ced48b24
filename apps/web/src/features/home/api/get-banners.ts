/** GET /admin/banner as customers see it: the active banners in carousel order. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Banner, BannerListResponseSchema } from "@zaika/contract/banner";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

/** Under ["banners"], so the admin's banner changes refresh the carousel too. */
export const publicBannersKey = ["banners", "public"] as const;

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await api.get<z.infer<typeof BannerListResponseSchema>>("/admin/banner", { signal });
  return data;
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: publicBannersKey, queryFn: ({ signal }) => getBanners(signal) });

export const useBanners = () => useQuery(bannersQueryOptions());
