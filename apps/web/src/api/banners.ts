/**
 * GET /admin/banner: the home-page banners in carousel order (inactive ones too for an admin). Read by the home page's
 * carousel and the admin's banner page under one key, so the admin's changes refresh both.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Banner } from "@zaika/contract/banner";
import { listBanners } from "@zaika/contract/endpoints/catalog";
import { call } from "../lib/api-client";

export const bannerKeys = {
  all: ["banners"] as const,
  list: () => [...bannerKeys.all, "list"] as const,
};

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await call(listBanners, { signal });
  return data;
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.list(), queryFn: ({ signal }) => getBanners(signal) });

export const useBanners = () => useQuery(bannersQueryOptions());
