/**
 * The public restaurant listing (active, not deleted) kept in process for "restaurants near a location", the hottest
 * read (target 5,000 requests/s): a grid of 0.05° cells finds the candidates in the search box, the contract's
 * haversine decides, nearest first (then id, as the SQL path orders). It answers exactly what the SQL path answers for
 * a visitor or customer.
 *
 * Loaded with one query on first use. A restaurant-changed event (published by any instance through NOTIFY, and
 * raised locally by this instance's own writes) marks that restaurant stale; a catalog-wide one marks everything
 * stale. Nothing is reloaded until the next search, which first reloads what is stale (one query for all stale
 * restaurants, or everything when many are), shared by every search waiting meanwhile: a burst of writes costs one
 * reload, and a search never answers from a view older than the events that reached this instance before it began.
 */
import { IdSchema } from "@zaika/contract/common";
import { distanceMetres } from "@zaika/contract/geo";
import type { Restaurant } from "@zaika/contract/restaurant";
import type { DomainEvent, EventBus } from "../../lib/events";
import type { RestaurantRow } from "./queries";
import { publicRestaurant, withCallerFields } from "./wire";

export const GRID_CELL_DEGREES = 0.05;
/** More stale restaurants than this and one full reload is cheaper than looking each up. */
export const FULL_RELOAD_AFTER = 500;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** Reads the public listing: all of it, or those of `ids` that are public (the others are gone from it). */
export interface NearbyLoader {
  all(): Promise<RestaurantRow[]>;
  some(ids: string[]): Promise<RestaurantRow[]>;
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  /** Metres. */
  radius: number;
  limit: number;
  offset: number;
  now: Date;
}

export interface NearbyIndex {
  /** One page of public restaurants within the radius, nearest first, with how many there are in all. */
  search(query: NearbyQuery): Promise<{ data: Restaurant[]; total: number }>;
  /** Marks one restaurant stale (this instance's own write, ahead of its event). */
  invalidate(restaurantId: string): void;
  /** Marks everything stale. */
  clear(): void;
  /** Restaurants currently indexed. */
  readonly size: number;
  /** Stops listening to events. */
  close(): void;
}

interface Entry {
  id: string;
  lat: number;
  lng: number;
  cell: number;
  /** The public wire object; open-now and distance are filled in per request. */
  restaurant: Restaurant;
}

const cellIndex = (degrees: number) => Math.floor(degrees / GRID_CELL_DEGREES);
/** One number per (lat, lng) cell; rows run 10,000 cells wide, more than the 7,200 around the globe. */
const cellKey = (latCell: number, lngCell: number) => (latCell + 2000) * 10_000 + (lngCell + 4000);

export function createNearbyIndex(events: EventBus, loader: NearbyLoader): NearbyIndex {
  const entries = new Map<string, Entry>();
  const grid = new Map<number, Entry[]>();
  let staleAll = true;
  let staleIds = new Set<string>();
  let inflight: Promise<void> | null = null;

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const cell = grid.get(entry.cell);
    if (!cell) return;
    const at = cell.indexOf(entry);
    if (at >= 0) cell.splice(at, 1);
    if (cell.length === 0) grid.delete(entry.cell);
  };
  const add = (row: RestaurantRow) => {
    // Guards against a loader that returned more than the public listing.
    if (!row.isActive || row.deletedAt) return;
    const cell = cellKey(cellIndex(row.lat), cellIndex(row.lng));
    const entry: Entry = { id: row.id, lat: row.lat, lng: row.lng, cell, restaurant: publicRestaurant(row) };
    entries.set(row.id, entry);
    const list = grid.get(cell);
    if (list) list.push(entry);
    else grid.set(cell, [entry]);
  };

  const invalidate = (restaurantId: string) => {
    if (staleAll || !IdSchema.safeParse(restaurantId).success) return;
    staleIds.add(restaurantId);
    if (staleIds.size > FULL_RELOAD_AFTER) clear();
  };
  const clear = () => {
    staleAll = true;
    staleIds = new Set();
  };
  const unsubscribe = events.subscribe((event: DomainEvent) => {
    if (event.type === "catalog.restaurant-changed") invalidate(event.restaurantId);
    else if (event.type === "catalog.changed") clear();
  });

  /** Reloads what is stale now; what turns stale meanwhile stays stale for the next search. */
  async function reload(): Promise<void> {
    const full = staleAll;
    const ids = [...staleIds];
    staleAll = false;
    staleIds = new Set();
    try {
      if (full) {
        const rows = await loader.all();
        entries.clear();
        grid.clear();
        for (const row of rows) add(row);
      } else {
        const rows = await loader.some(ids);
        for (const id of ids) remove(id);
        for (const row of rows) add(row);
      }
    } catch (error) {
      if (full) staleAll = true;
      else for (const id of ids) invalidate(id);
      throw error;
    }
  }

  const isFresh = () => !staleAll && staleIds.size === 0;

  /** Waits until every change known when it was called is loaded; one reload at a time, shared by all waiting. */
  async function freshen(): Promise<void> {
    if (inflight) {
      // Started before this search: it may have missed changes that arrived since. Its failure is retried below.
      await inflight.catch(() => {});
    }
    if (isFresh()) return;
    inflight ??= reload().finally(() => {
      inflight = null;
    });
    await inflight;
  }

  /** Indexed restaurants in a box holding the circle; all of them when the box is awkward or wider than the grid. */
  function candidates(lat: number, lng: number, radius: number): Iterable<Entry> {
    const dLat = (radius / METRES_PER_DEGREE) * 1.01;
    const minLat = lat - dLat;
    const maxLat = lat + dLat;
    // Across a pole or the antimeridian the box is not one range: look at everything (still correct, just slower).
    if (minLat <= -90 || maxLat >= 90) return entries.values();
    const dLng = dLat / Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
    if (lng - dLng < -180 || lng + dLng > 180) return entries.values();
    const lat0 = cellIndex(minLat);
    const lat1 = cellIndex(maxLat);
    const lng0 = cellIndex(lng - dLng);
    const lng1 = cellIndex(lng + dLng);
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > Math.max(grid.size, 1)) return entries.values();
    const found: Entry[] = [];
    for (let i = lat0; i <= lat1; i++) {
      for (let j = lng0; j <= lng1; j++) {
        const cell = grid.get(cellKey(i, j));
        if (cell) for (const entry of cell) found.push(entry);
      }
    }
    return found;
  }

  return {
    async search(query) {
      if (!isFresh() || inflight) await freshen();
      const point = { lat: query.lat, lon: query.lng };
      const matches: Array<{ entry: Entry; distance: number }> = [];
      for (const entry of candidates(query.lat, query.lng, query.radius)) {
        const distance = distanceMetres(point, { lat: entry.lat, lon: entry.lng });
        if (distance <= query.radius) matches.push({ entry, distance });
      }
      matches.sort(
        (a, b) => a.distance - b.distance || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
      );
      const data = matches
        .slice(query.offset, query.offset + query.limit)
        .map((m) => withCallerFields(m.entry.restaurant, { now: query.now, distance: m.distance }));
      return { data, total: matches.length };
    },
    invalidate,
    clear,
    get size() {
      return entries.size;
    },
    close: unsubscribe,
  };
}
