/**
 * The public restaurant listing (active, not deleted) kept in process for the customers' listing, near a location
 * (the hottest read, target 5,000 requests/s) or anywhere: a grid of 0.05° cells finds the candidates in the search
 * box, the contract's haversine decides; the contract's listing rules group, filter and order them (open first, then
 * opening later, then closed; decision 017). It answers exactly what the SQL path answers for a visitor or customer.
 *
 * Loaded with one query on first use. A restaurant-changed event (published by any instance through NOTIFY, and
 * raised locally by this instance's own writes) marks that restaurant stale; a catalog-wide one, or the event listener
 * reconnecting after missing events, marks everything stale. Nothing is reloaded until the next search, which first reloads what is stale (one query for all stale
 * restaurants, or everything when many are), shared by every search waiting meanwhile: a burst of writes costs one
 * reload, and a search never answers from a view older than the events that reached this instance before it began.
 */

import { IdSchema } from "@zaika/contract/common";
import { DEFAULT_ETA_MODEL, type EtaModel } from "@zaika/contract/eta";
import { distanceMetres } from "@zaika/contract/geo";
import {
  activeFilterCount,
  compareListing,
  deliveryMinutes,
  type ListingFilters,
  type ListingGroup,
  type ListingSort,
  listingStatus,
  matchesListingFilters,
  type Sortable,
} from "@zaika/contract/listing";
import { type ListedRestaurant, ListedRestaurantSchema } from "@zaika/contract/restaurant";
import type { DomainEvent, EventBus } from "../../lib/events";
import type { ListingRow } from "./queries";
import { callerFields, publicRestaurant, restaurantEta, withCallerFields } from "./wire";

export const GRID_CELL_DEGREES = 0.05;
/** More stale restaurants than this and one full reload is cheaper than looking each up. */
export const FULL_RELOAD_AFTER = 500;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** Reads the public listing: all of it, or those of `ids` that are public (the others are gone from it). */
export interface NearbyLoader {
  all(): Promise<ListingRow[]>;
  some(ids: string[]): Promise<ListingRow[]>;
}

export interface NearbyQuery {
  /** Restaurants within `radius` metres of the point, with their distance; without it, every public restaurant. */
  near?: { lat: number; lng: number; radius: number } | undefined;
  /** Restaurants with an available dish in this category. */
  categoryId?: string | undefined;
  filters: ListingFilters;
  sort: ListingSort;
  limit: number;
  offset: number;
  now: Date;
}

export interface NearbyResult {
  /** One page of public restaurants in listing order, with the caller fields (built when first read). */
  readonly data: ListedRestaurant[];
  /** How many public restaurants match in all. */
  total: number;
  /**
   * The page as the UTF-8 JSON array the response schema would produce from `data`, from each restaurant's JSON
   * worked out (through the contract's schema) when it was indexed; null when a restaurant on the page failed that
   * schema.
   */
  dataJson(): Buffer | null;
}

export interface NearbyIndex {
  /** One page of the public listing in listing order, with how many match in all. */
  search(query: NearbyQuery): Promise<NearbyResult>;
  /** Marks one restaurant stale (this instance's own write, ahead of its event). */
  invalidate(restaurantId: string): void;
  /** Marks everything stale. */
  clear(): void;
  /** Restaurants currently indexed. */
  readonly size: number;
  /** Stops listening to events. */
  close(): void;
}

/**
 * An indexed restaurant. It is its own sort key (Sortable: id, group, rating, price range, delivery minutes,
 * distance), so a search reads one object per candidate: `distance` and, when the filters or the sort read them, the
 * delivery minutes are written as a search visits it, and read only while that search picks its page, which runs
 * without a pause.
 */
interface Entry extends Sortable {
  id: string;
  lat: number;
  lng: number;
  cell: number;
  /** The public wire object; the caller fields are filled in per request. */
  restaurant: ListedRestaurant;
  /** The categories it has an available dish in. */
  categoryIds: ReadonlySet<string>;
  /** Its JSON as the response schema writes it, cut where open-now and distance go; null if the schema refused it. */
  json: { head: Buffer; tail: Buffer } | null;
  /**
   * Its listing group and the time-dependent caller fields as last worked out (opening hours have minute resolution;
   * a pause ends at its own instant): valid until `timeValidUntil`.
   */
  timeValidUntil: number;
  group: ListingGroup;
  open: boolean;
  /** `,"opensAt":…,"kitchen":{…}` as the response schema writes them; written when a page first shows it. */
  timeJson: Buffer | null;
}

/**
 * Works out the listing group again when it may have changed (the minute, a pause's end); the caller fields, valid as
 * long as the group (never past the minute or the pause's end), are written again when a page shows them.
 */
function refreshStatus(entry: Entry, now: Date): void {
  if (now.getTime() < entry.timeValidUntil) return;
  const status = listingStatus(entry.restaurant, now);
  entry.group = status.group;
  entry.timeValidUntil = status.validUntil.getTime();
  entry.timeJson = null;
}

/**
 * The time-dependent caller fields' JSON (and isOpenNow) of an entry at `now`. The ETA depends on the distance too:
 * it is written per request (dataJson).
 */
function timeJsonOf(entry: Entry, now: Date, eta: EtaModel): Buffer {
  refreshStatus(entry, now);
  if (entry.timeJson) return entry.timeJson;
  const fields = callerFields(entry.restaurant, { now, distance: null, eta });
  entry.open = fields.isOpenNow;
  const encoded = JSON.stringify({ opensAt: fields.opensAt, kitchen: fields.kitchen });
  entry.timeJson = Buffer.from(`,${encoded.slice(1, -1)}`);
  return entry.timeJson;
}

/**
 * An entry's JSON is cut around the caller fields, which RestaurantSchema keeps together from isOpenNow to just
 * before createdAt (their placeholder values as publicRestaurant leaves them are dropped).
 */
const CALLER_START = ',"isOpenNow":';
const CALLER_END = ',"createdAt":';

function jsonOf(restaurant: ListedRestaurant): Entry["json"] {
  const parsed = ListedRestaurantSchema.safeEncode(restaurant);
  if (!parsed.success) return null;
  const json = JSON.stringify(parsed.data);
  // A quote inside a string value is escaped, so these can only be top-level keys.
  const at = json.indexOf(CALLER_START);
  const end = json.indexOf(CALLER_END);
  if (at < 0 || end < at || json.indexOf(CALLER_START, at + 1) >= 0 || json.indexOf(CALLER_END, end + 1) >= 0) {
    return null;
  }
  return { head: Buffer.from(json.slice(0, at)), tail: Buffer.from(json.slice(end)) };
}

const OPEN = Buffer.from(',"isOpenNow":true,"distance":');
const CLOSED = Buffer.from(',"isOpenNow":false,"distance":');
const ARRAY_START = Buffer.from("[");
const COMMA = Buffer.from(",");
const ARRAY_END = Buffer.from("]");

interface Match {
  entry: Entry;
  /** Metres from the caller's location; null without one. */
  distance: number | null;
}

/** Pages reaching this far down are picked by keeping the first ones so far; deeper ones sort every match. */
const TOP_BY_INSERTION = 64;

const cellIndex = (degrees: number) => Math.floor(degrees / GRID_CELL_DEGREES);
/** One number per (lat, lng) cell; rows run 10,000 cells wide, more than the 7,200 around the globe. */
const cellKey = (latCell: number, lngCell: number) => (latCell + 2000) * 10_000 + (lngCell + 4000);

/** `eta`: the model the cards' delivery times are promised with (the server's config). */
export function createNearbyIndex(
  events: EventBus,
  loader: NearbyLoader,
  eta: EtaModel = DEFAULT_ETA_MODEL,
): NearbyIndex {
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
  const add = (row: ListingRow) => {
    // Guards against a loader that returned more than the public listing.
    if (!row.isActive || row.deletedAt) return;
    const cell = cellKey(cellIndex(row.lat), cellIndex(row.lng));
    const restaurant: ListedRestaurant = { ...publicRestaurant(row), hasOffers: row.hasOffers };
    const entry: Entry = {
      id: row.id,
      lat: row.lat,
      lng: row.lng,
      cell,
      restaurant,
      categoryIds: new Set(row.categoryIds),
      json: jsonOf(restaurant),
      timeValidUntil: Number.NEGATIVE_INFINITY,
      group: "closed",
      open: false,
      timeJson: null,
      rating: restaurant.rating.average,
      priceRange: restaurant.priceRange,
      deliveryMinutes: deliveryMinutes(restaurant),
      distance: null,
    };
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
  // Changes made while this instance was not listening were never heard: reload everything on the next search.
  const stopReconnect = events.onReconnect(() => clear());

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

  /**
   * Indexed restaurants in a box holding the circle (the SQL path's box), found through the grid cells it touches;
   * every restaurant when the box crosses a pole or the antimeridian, or spans more cells than the grid holds.
   */
  function candidates(lat: number, lng: number, radius: number): Entry[] {
    const dLat = (radius / METRES_PER_DEGREE) * 1.01;
    const minLat = lat - dLat;
    const maxLat = lat + dLat;
    if (minLat <= -90 || maxLat >= 90) return [...entries.values()];
    const dLng = dLat / Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
    const minLng = lng - dLng;
    const maxLng = lng + dLng;
    if (minLng < -180 || maxLng > 180) return [...entries.values()];
    const lat0 = cellIndex(minLat);
    const lat1 = cellIndex(maxLat);
    const lng0 = cellIndex(minLng);
    const lng1 = cellIndex(maxLng);
    const inBox = (e: Entry) => e.lat >= minLat && e.lat <= maxLat && e.lng >= minLng && e.lng <= maxLng;
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > grid.size) return [...entries.values()].filter(inBox);
    const found: Entry[] = [];
    for (let i = lat0; i <= lat1; i++) {
      for (let j = lng0; j <= lng1; j++) {
        const cell = grid.get(cellKey(i, j));
        if (cell) for (const entry of cell) if (inBox(entry)) found.push(entry);
      }
    }
    return found;
  }

  return {
    async search(query) {
      if (!isFresh() || inflight) await freshen();
      const { near, now, sort, filters, categoryId } = query;
      const readsEta = filters.maxDeliveryMinutes !== undefined || sort === "delivery-time";
      const withEtaFor = (entry: Entry, distance: number | null) => ({
        ...entry.restaurant,
        eta: restaurantEta(entry.restaurant, { now, distance: distance === null ? null : Math.round(distance), eta }),
      });
      const point = near ? { lat: near.lat, lon: near.lng } : null;
      const want = query.offset + query.limit;
      // The first `want` so far, in order: kept by insertion when few are wanted, else all sorted at the end.
      const keepAll = want > TOP_BY_INSERTION;
      const best: Match[] = [];
      let total = 0;
      const nowMs = now.getTime();
      const filtering = activeFilterCount(filters) > 0;
      for (const entry of near ? candidates(near.lat, near.lng, near.radius) : entries.values()) {
        let distance: number | null = null;
        if (point && near) {
          distance = distanceMetres(point, { lat: entry.lat, lon: entry.lng });
          if (distance > near.radius) continue;
        }
        if (categoryId !== undefined && !entry.categoryIds.has(categoryId)) continue;
        if (nowMs >= entry.timeValidUntil) refreshStatus(entry, now);
        // The delivery time a filter or the sort reads depends on the distance and the hour (decision 018); otherwise
        // the restaurant itself is not read (a cache miss per candidate saved).
        const listed = readsEta ? withEtaFor(entry, distance) : entry.restaurant;
        if (filtering && !matchesListingFilters(listed, entry.group, filters)) continue;
        total++;
        entry.distance = distance;
        if (readsEta) entry.deliveryMinutes = deliveryMinutes(listed);
        if (keepAll) {
          best.push({ entry, distance });
          continue;
        }
        const last = best[best.length - 1];
        if (best.length >= want && last && compareListing(sort, entry, last.entry) >= 0) continue;
        let at = best.length;
        while (at > 0 && compareListing(sort, entry, (best[at - 1] as Match).entry) < 0) at--;
        best.splice(at, 0, { entry, distance });
        if (best.length > want) best.pop();
      }
      if (keepAll) best.sort((a, b) => compareListing(sort, a.entry, b.entry));
      const page = best.slice(query.offset, want);
      let data: ListedRestaurant[] | null = null;
      return {
        get data() {
          data ??= page.map((m) => ({
            ...withCallerFields(m.entry.restaurant, { now, distance: m.distance, eta }),
            hasOffers: m.entry.restaurant.hasOffers,
          }));
          return data;
        },
        total,
        dataJson() {
          const parts: Buffer[] = [ARRAY_START];
          for (const { entry, distance } of page) {
            if (!entry.json) return null;
            if (parts.length > 1) parts.push(COMMA);
            // The values withCallerFields gives.
            const timeJson = timeJsonOf(entry, now, eta);
            const metres = distance === null ? null : Math.round(distance);
            const promise = restaurantEta(entry.restaurant, { now, distance: metres, eta });
            parts.push(
              entry.json.head,
              entry.open ? OPEN : CLOSED,
              Buffer.from(String(metres)),
              timeJson,
              Buffer.from(`,"eta":${JSON.stringify(promise)}`),
              entry.json.tail,
            );
          }
          parts.push(ARRAY_END);
          return Buffer.concat(parts);
        },
      };
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
