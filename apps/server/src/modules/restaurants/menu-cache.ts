/**
 * Built menus kept in process, least recently used dropped first. Entries go when a restaurant-changed event names
 * their restaurant (published by any instance through NOTIFY), and all go on a catalog-wide change or when the event
 * listener reconnects (what was published meanwhile was missed).
 */
import type { Menu } from "@zaika/contract/menu";
import type { DomainEvent, EventBus } from "../../lib/events";

/** A menu as every caller sees it, plus what access checks need; distance and open-now are added per request. */
export interface CachedMenu {
  menu: Menu;
  ownerId: string;
  isActive: boolean;
  isDeleted: boolean;
}

export const MENU_CACHE_SIZE = 2000;

export interface MenuCache {
  /** The cached menu, or a freshly built one that is stored unless the restaurant changed while it was built. */
  get(restaurantId: string, build: () => Promise<CachedMenu | null>): Promise<CachedMenu | null>;
  invalidate(restaurantId: string): void;
  clear(): void;
  readonly size: number;
  /** Stops listening to events. */
  close(): void;
}

export function createMenuCache(events: EventBus, capacity = MENU_CACHE_SIZE): MenuCache {
  const entries = new Map<string, CachedMenu>();
  // Bumped on every invalidation: a build that started before one must not store what it read.
  let generation = 0;

  const invalidate = (restaurantId: string) => {
    generation++;
    entries.delete(restaurantId);
  };
  const clear = () => {
    generation++;
    entries.clear();
  };
  const unsubscribe = events.subscribe((event: DomainEvent) => {
    if (event.type === "catalog.restaurant-changed") invalidate(event.restaurantId);
    else if (event.type === "catalog.changed") clear();
  });
  // Changes made while this instance was not listening were never heard: any menu may be stale.
  const stopReconnect = events.onReconnect(() => clear());

  return {
    async get(restaurantId, build) {
      const hit = entries.get(restaurantId);
      if (hit) {
        // Re-inserting moves the entry to the young end of the Map's insertion order.
        entries.delete(restaurantId);
        entries.set(restaurantId, hit);
        return hit;
      }
      const startedAt = generation;
      const built = await build();
      if (built && generation === startedAt) {
        entries.set(restaurantId, built);
        while (entries.size > capacity) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
      }
      return built;
    },
    invalidate,
    clear,
    get size() {
      return entries.size;
    },
    close() {
      unsubscribe();
      stopReconnect();
    },
  };
}
