/**
 * GET /settings: the platform's GST percentage. Read by the cart's bill preview and the admin's settings page under
 * one key, so the admin's change refreshes both.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSettings as getSettingsEndpoint } from "@zaika/contract/endpoints/settings";
import type { Settings } from "@zaika/contract/settings";
import { call } from "../lib/api-client";

export const settingsKeys = { all: ["settings"] as const };

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return call(getSettingsEndpoint, { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
