/**
 * GET /config/public: the support phone and e-mail and the maps' tile settings (server configuration), read once per
 * visit.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@zaika/contract/config";
import { getPublicConfig as getPublicConfigEndpoint } from "@zaika/contract/endpoints/system";
import { call } from "./api-client";

// A footer on every page must not toast an error: callers fall back to "our support team" (maps: the offline basemap).
export const getPublicConfig = (): Promise<PublicConfig> => call(getPublicConfigEndpoint, { toast: false });

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["config", "public"],
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
