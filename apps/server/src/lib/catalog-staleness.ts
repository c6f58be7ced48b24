/**
 * What an in-memory copy of the public catalogue (the nearby listing's index, the header search's index) has to reload,
 * learned from the catalog events: a restaurant-changed event (a dish or the restaurant itself, published by any
 * instance through NOTIFY) marks that restaurant stale; a catalog-wide one, or the listener reconnecting after missed
 * events, marks everything stale (so do more than FULL_RELOAD_AFTER stale restaurants). Nothing is reloaded until a
 * reader asks (`freshen`), which runs one reload at a time for what is stale then, shared by every reader waiting.
 */
import { IdSchema } from "@zaika/contract/common";
import type { DomainEvent, EventBus } from "./events";

/** More stale restaurants than this and one full reload is cheaper than looking each up. */
export const FULL_RELOAD_AFTER = 500;

/** What to reload: everything, or these restaurants. */
export type StaleCatalogue = { full: true } | { full: false; ids: string[] };

export interface CatalogStaleness {
  /** Marks one restaurant stale. */
  invalidate(restaurantId: string): void;
  /** Marks everything stale. */
  clear(): void;
  /** Whether a reader must call `freshen` first: something is stale, or a reload is under way. */
  mustFreshen(): boolean;
  /** Waits until every change known when it was called is loaded. */
  freshen(): Promise<void>;
  /** Stops listening to events. */
  close(): void;
}

/**
 * `reload` loads what it is given; when it fails, that stays stale for the next reader. What turns stale while it
 * runs stays stale for the next reader too. Everything starts stale.
 */
export function catalogStaleness(events: EventBus, reload: (stale: StaleCatalogue) => Promise<void>): CatalogStaleness {
  let staleAll = true;
  let staleIds = new Set<string>();
  let inflight: Promise<void> | null = null;

  const clear = () => {
    staleAll = true;
    staleIds = new Set();
  };
  const invalidate = (restaurantId: string) => {
    if (staleAll || !IdSchema.safeParse(restaurantId).success) return;
    staleIds.add(restaurantId);
    if (staleIds.size > FULL_RELOAD_AFTER) clear();
  };
  const unsubscribe = events.subscribe((event: DomainEvent) => {
    if (event.type === "catalog.restaurant-changed") invalidate(event.restaurantId);
    else if (event.type === "catalog.changed") clear();
  });
  // Changes made while this instance was not listening were never heard: reload everything on the next read.
  const stopReconnect = events.onReconnect(() => clear());

  async function reloadStale(): Promise<void> {
    const full = staleAll;
    const ids = [...staleIds];
    staleAll = false;
    staleIds = new Set();
    try {
      await reload(full ? { full } : { full, ids });
    } catch (error) {
      if (full) staleAll = true;
      else for (const id of ids) invalidate(id);
      throw error;
    }
  }

  const isFresh = () => !staleAll && staleIds.size === 0;

  return {
    invalidate,
    clear,
    mustFreshen: () => !isFresh() || inflight !== null,
    async freshen() {
      if (inflight) {
        // Started before this read: it may have missed changes that arrived since. Its failure is retried below.
        await inflight.catch(() => {});
      }
      if (isFresh()) return;
      inflight ??= reloadStale().finally(() => {
        inflight = null;
      });
      await inflight;
    },
    close() {
      unsubscribe();
      stopReconnect();
    },
  };
}
