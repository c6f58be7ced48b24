/**
 * Open pages hear that a restaurant changed (a pause, busy minutes, hours, the menu) from the public stream
 * GET /api/restaurants/live and read what they show again: that restaurant's menu, the listings and dish lists, the
 * cart. The browser's EventSource reconnects by itself; after a reconnect everything is read again, since changes
 * made meanwhile were not heard.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { streamRestaurantChanges } from "@zaika/contract/endpoints/kitchen";
import { useEffect } from "react";
import { LOCATION_SCOPED_QUERY } from "./storage";

const STREAM_URL = `/api${streamRestaurantChanges.path}`;
/** Several changes in a burst (an owner editing a menu) cost one read of the listings. */
const LISTING_REFRESH_MS = 2_000;

/** Whether a query shows restaurant `id` (null: any restaurant). */
function showsRestaurant(key: readonly unknown[], id: string | null): boolean {
  if (key[0] === "cart") return true;
  // Checkout's delivery slots: ["delivery-slots", restaurantId, addressId].
  if (key[0] === "delivery-slots") return id === null || key[1] === id;
  if (key[0] === "restaurants") return id === null || key.includes(id);
  if (key[0] !== LOCATION_SCOPED_QUERY) return false;
  // A menu is one restaurant's; listings and dish lists show many.
  return key[1] !== "menu" || id === null || key[2] === id;
}

export function refreshRestaurant(queryClient: QueryClient, id: string | null) {
  return queryClient.invalidateQueries({ predicate: (query) => showsRestaurant(query.queryKey, id) });
}

export function useRestaurantChanges(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(STREAM_URL);
    let pending: ReturnType<typeof setTimeout> | undefined;
    // The restaurant the pending refresh is for; null once a burst named several (or all).
    let pendingId: string | null = null;
    let connectedBefore = false;
    const later = (id: string | null) => {
      // One restaurant's menu at once; everything else after the burst.
      if (id !== null) void queryClient.invalidateQueries({ queryKey: [LOCATION_SCOPED_QUERY, "menu", id] });
      pendingId = pending === undefined || pendingId === id ? id : null;
      clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        void refreshRestaurant(queryClient, pendingId);
      }, LISTING_REFRESH_MS);
    };
    source.addEventListener("ready", () => {
      if (connectedBefore) void refreshRestaurant(queryClient, null);
      connectedBefore = true;
    });
    source.addEventListener("restaurant", (event) => {
      try {
        const { restaurantId } = JSON.parse((event as MessageEvent<string>).data) as { restaurantId: string | null };
        later(restaurantId);
      } catch {
        // A frame that is not ours: ignored.
      }
    });
    return () => {
      clearTimeout(pending);
      source.close();
    };
  }, [enabled, queryClient]);
}
