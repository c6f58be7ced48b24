/**
 * Hears the service worker say that a cached answer it served was out of date (decision 024: menus
 * stale-while-revalidate, other catalog reads from the cache after a slow network) and has the pages read that
 * data again, so a changed menu shows within a moment.
 */
import type { QueryClient } from "@tanstack/react-query";
import { LOCATION_SCOPED_QUERY } from "../../lib/storage";

/** The channel sw.js posts on (src/sw/caching-rules.ts announceChangedAnswer), in workbox-broadcast-update's format. */
export const CACHE_UPDATES_CHANNEL = "zaika-api-updates";

interface CacheUpdateMessage {
  type?: unknown;
  payload?: { updatedURL?: unknown };
}

/** The queries that show the data at `updatedURL`; none (every query) for a list or the config. */
function queryKeyOf(updatedURL: string): readonly unknown[] | undefined {
  const { pathname } = new URL(updatedURL, window.location.origin);
  const menu = /^\/api\/restaurants\/([^/]+)\/menu$/.exec(pathname)?.[1];
  if (menu) return [LOCATION_SCOPED_QUERY, "menu", decodeURIComponent(menu)];
  if (pathname === "/api/products/nearby") return [LOCATION_SCOPED_QUERY, "dishes"];
  // A list or the config shown from the cache after a slow network: rare, so everything on screen is read again.
  return undefined;
}

/**
 * Reads the data at `updatedURL` again. The news can come while the page is still reading the cached answer (the
 * worker revalidates at once); a query's first read would absorb a plain invalidation, so that read is cancelled
 * first: it held the old answer anyway.
 */
export async function refreshUpdatedData(queryClient: QueryClient, updatedURL: string): Promise<void> {
  const queryKey = queryKeyOf(updatedURL);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** Listens until the returned function is called. */
export function listenForCacheUpdates(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CACHE_UPDATES_CHANNEL);
  channel.onmessage = (event: MessageEvent<CacheUpdateMessage>) => {
    const url = event.data?.payload?.updatedURL;
    if (event.data?.type === "CACHE_UPDATED" && typeof url === "string") void refreshUpdatedData(queryClient, url);
  };
  return () => channel.close();
}
