/** GET /settings: the platform's current GST percentage. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Settings } from "@zaika/contract/settings";
import { api } from "../../../lib/api-client";

export const settingsKeys = { all: ["settings"] as const };

export const getSettings = () => api.get<Settings>("/settings");

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
