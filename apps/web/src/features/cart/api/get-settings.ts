/** GET /settings: the platform's GST percentage, which the cart's bill preview needs (spec §7). Readable by all. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Settings } from "@zaika/contract/settings";
import { api } from "../../../lib/api-client";

/** ["settings"] is shared with the admin settings page, which invalidates it after a GST change. */
export const settingsKeys = { all: ["settings"] as const };

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>("/settings", { signal });
}

/** Re-read whenever a bill is shown: the admin may have changed GST since, and the server charges the new rate. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => getSettings(signal),
    refetchOnMount: "always",
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
