/**
 * The customer's delivery location: read it, set it (checked against the contract's StoredLocationSchema) or clear
 * it. Either way every location-dependent query is invalidated (spec §7: the list and the `position` header change).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  clearStoredLocation,
  LOCATION_SCOPED_QUERY,
  type StoredLocation,
  useStoredLocation,
  writeStoredLocation,
} from "../../../lib/storage";

/** Loads the schema (and zod) only when a location is set, keeping it out of the first page load. */
function loadLocationSchema() {
  return import("../location-schema").then((module) => module.StoredLocationSchema);
}

/** Fetches the schema ahead of a pick (e.g. when the location box gets focus), so the pick is stored at once. */
export function preloadLocationSchema(): void {
  void loadLocationSchema().catch(() => undefined);
}

export function useDeliveryLocation() {
  const location = useStoredLocation();
  const queryClient = useQueryClient();

  // The lists on screen carry the location in their keys, so they fetch for the new one by themselves; marking every
  // location-scoped answer stale (without refetching the old ones now) keeps earlier locations' answers from being
  // reused as fresh when the customer switches back.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [LOCATION_SCOPED_QUERY], refetchType: "none" }),
    [queryClient],
  );

  /** Stores the location; resolves false (and stores nothing) if it is not a valid location. */
  const setLocation = useCallback(
    async (next: StoredLocation): Promise<boolean> => {
      const schema = await loadLocationSchema();
      const parsed = schema.safeParse(next);
      if (!parsed.success) {
        console.error("Refusing to store an invalid delivery location", parsed.error);
        return false;
      }
      writeStoredLocation(parsed.data);
      void refresh();
      return true;
    },
    [refresh],
  );

  const clearLocation = useCallback(() => {
    clearStoredLocation();
    void refresh();
  }, [refresh]);

  return { location, setLocation, clearLocation };
}
