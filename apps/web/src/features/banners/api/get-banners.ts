/** GET /admin/banner: the home-page banners in carousel order (inactive ones too, for an admin). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Banner, BannerListResponseSchema } from "@zaika/contract/banner";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export const bannerKeys = {
  all: ["banners"] as const,
  adminList: () => [...bannerKeys.all, "admin"] as const,
};

export async function getBanners(): Promise<Banner[]> {
  const { data } = await api.get<z.infer<typeof BannerListResponseSchema>>("/admin/banner");
  return data;
}

export const bannersQueryOptions = () => queryOptions({ queryKey: bannerKeys.adminList(), queryFn: getBanners });

export const useBanners = () => useQuery(bannersQueryOptions());
