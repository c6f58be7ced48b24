/**
 * The public restaurant listing (active, not deleted) kept in process for the customers' listing, near a location
 * (the hottest read, target 5,000 requests/s) or anywhere: a grid of 0.05° cells finds the candidates in the search
 * box, the contract's haversine decides (nearby-grid.ts); the contract's listing rules group, filter and order them
 * (open first, then opening later, then closed; decision 017). It answers exactly what the SQL path answers for a
 * visitor or customer. A page's body is written in one piece from each restaurant's JSON, prepared when it was
 * indexed, and its delivery range, whose quote and JSON are kept (card-eta.ts).
 *
 * Loaded with one query on first use. A restaurant-changed event (published by any instance through NOTIFY, and
 * raised locally by this instance's own writes) marks that restaurant stale; a catalog-wide one, or the event listener
 * reconnecting after missing events, marks everything stale. Nothing is reloaded until the next search, which first
 * reloads what is stale (one query for all stale restaurants, or everything when many are), shared by every search
 * waiting meanwhile: a burst of writes costs one reload, and a search never answers from a view older than the events
 * that reached this instance before it began.
 */

import { DEFAULT_ETA_MODEL, type EtaModel } from "@zaika/contract/eta";
import {
  activeFilterCount,
  compareListing,
  deliveryMinutes,
  type Filterable,
  type ListingFilters,
  type ListingGroup,
  type ListingSort,
  listingStatus,
  matchesListingFilters,
  type Sortable,
} from "@zaika/contract/listing";
import { type ListedRestaurant, ListedRestaurantSchema } from "@zaika/contract/restaurant";
import { catalogStaleness } from "../../lib/catalog-staleness";
import type { EventBus } from "../../lib/events";
import { type CardEta, createCardEta, type QuoteHolder } from "./card-eta";
import { createGrid } from "./nearby-grid";
import type { ListingRow } from "./queries";
import { callerFields, publicRestaurant, withCallerFields } from "./wire";

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
  readonly total: number;
  /**
   * The page as the UTF-8 JSON array the response schema would produce from `data`, from each restaurant's JSON
   * worked out (through the contract's schema) when it was indexed, written in one piece between `before` and `after`
   * (the rest of a response body); null when a restaurant on the page failed that schema.
   */
  dataJson(before?: string, after?: string): Buffer | null;
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
interface Entry extends Sortable, QuoteHolder {
  id: string;
  lat: number;
  lng: number;
  /** The public wire object; the caller fields are filled in per request. */
  restaurant: ListedRestaurant;
  /** What the filters read of it, with the delivery range of the search visiting it (when a filter reads that). */
  filterable: Filterable;
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
 * it is looked up per card (CardEta.json).
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
/** The most bytes of a distance: a whole number of metres (String of an integer below 1e21) or null. */
const DISTANCE_BYTES = 21;

/** Pages reaching this far down are picked by keeping the first ones so far; deeper ones sort every match. */
const TOP_BY_INSERTION = 64;

/** One page of a search: its entries in listing order, each with its distance from the caller as it was then. */
class Page implements NearbyResult {
  #data: ListedRestaurant[] | null = null;

  constructor(
    private readonly entries: readonly Entry[],
    private readonly distances: ReadonlyArray<number | null>,
    readonly total: number,
    private readonly now: Date,
    private readonly eta: EtaModel,
    private readonly cards: CardEta,
  ) {}

  get data(): ListedRestaurant[] {
    this.#data ??= this.entries.map((entry, i) => ({
      ...withCallerFields(entry.restaurant, { now: this.now, distance: this.distances[i] ?? null, eta: this.eta }),
      hasOffers: entry.restaurant.hasOffers,
    }));
    return this.#data;
  }

  dataJson(before = "", after = ""): Buffer | null {
    const { entries, distances, now, eta, cards } = this;
    // The values withCallerFields gives: the distance in whole metres, and the range from it.
    const metres = distances.map((d) => (d === null ? null : Math.round(d)));
    const times: Buffer[] = [];
    const etas: Buffer[] = [];
    // The brackets and the commas between cards, then each card at most.
    let size = Buffer.byteLength(before) + 2 + entries.length + Buffer.byteLength(after);
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as Entry;
      if (!entry.json) return null;
      const time = timeJsonOf(entry, now, eta);
      const card = cards.json(entry, now, metres[i] ?? null);
      times.push(time);
      etas.push(card);
      size +=
        entry.json.head.length + CLOSED.length + DISTANCE_BYTES + time.length + card.length + entry.json.tail.length;
    }
    // Written once into one buffer: the body's bytes are copied once on their way to the socket.
    const body = Buffer.allocUnsafe(size);
    let at = body.write(before, 0);
    body[at++] = 0x5b; // [
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as Entry;
      const json = entry.json as NonNullable<Entry["json"]>;
      if (i > 0) body[at++] = 0x2c; // ,
      at += json.head.copy(body, at);
      at += (entry.open ? OPEN : CLOSED).copy(body, at);
      at += body.write(String(metres[i] ?? null), at, "latin1");
      // entry.open was worked out with its time JSON above.
      at += (times[i] as Buffer).copy(body, at);
      at += (etas[i] as Buffer).copy(body, at);
      at += json.tail.copy(body, at);
    }
    body[at++] = 0x5d; // ]
    at += body.write(after, at);
    return body.subarray(0, at);
  }
}

/** `eta`: the model the cards' delivery times are promised with (the server's config). */
export function createNearbyIndex(
  events: EventBus,
  loader: NearbyLoader,
  eta: EtaModel = DEFAULT_ETA_MODEL,
): NearbyIndex {
  const cards = createCardEta(eta);
  const entries = new Map<string, Entry>();
  const grid = createGrid<Entry>();
  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    grid.remove(entry);
  };
  const add = (row: ListingRow) => {
    // Guards against a loader that returned more than the public listing.
    if (!row.isActive || row.deletedAt) return;
    const restaurant: ListedRestaurant = { ...publicRestaurant(row), hasOffers: row.hasOffers };
    const entry: Entry = {
      id: row.id,
      lat: row.lat,
      lng: row.lng,
      restaurant,
      filterable: {
        foodType: restaurant.foodType,
        rating: restaurant.rating,
        priceRange: restaurant.priceRange,
        hasOffers: restaurant.hasOffers,
        eta: restaurant.eta,
      },
      quote: null,
      quoteMinute: 0,
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
    grid.add(entry);
  };

  const staleness = catalogStaleness(events, async (stale) => {
    if (stale.full) {
      const rows = await loader.all();
      entries.clear();
      grid.clear();
      for (const row of rows) add(row);
    } else {
      const rows = await loader.some(stale.ids);
      for (const id of stale.ids) remove(id);
      for (const row of rows) add(row);
    }
  });

  /** The best matches so far of one search, reused by the next one: a search reads it only while it runs. */
  const best: Entry[] = [];

  return {
    async search(query) {
      if (staleness.mustFreshen()) await staleness.freshen();
      const { near, now, sort, filters, categoryId } = query;
      const readsEta = filters.maxDeliveryMinutes !== undefined || sort === "delivery-time";
      const want = query.offset + query.limit;
      // The first `want` so far in `best`, in order: kept by insertion when few are wanted, else all sorted at the end.
      const keepAll = want > TOP_BY_INSERTION;
      best.length = 0;
      let kept = 0;
      let total = 0;
      const nowMs = now.getTime();
      const filtering = activeFilterCount(filters) > 0;
      /** A restaurant in the circle (or anywhere, without a location) `distance` metres away. */
      const consider = (entry: Entry, distance: number | null) => {
        if (categoryId !== undefined && !entry.categoryIds.has(categoryId)) return;
        if (nowMs >= entry.timeValidUntil) refreshStatus(entry, now);
        // The delivery time a filter or the sort reads depends on the distance and the hour (decision 018), as the
        // card shows it (whole metres). The filters read `filterable`, a few fields, not the whole restaurant.
        if (readsEta) {
          entry.filterable.eta = cards.eta(entry, now, distance === null ? null : Math.round(distance));
          entry.deliveryMinutes = deliveryMinutes(entry.filterable);
        }
        if (filtering && !matchesListingFilters(entry.filterable, entry.group, filters)) return;
        total++;
        entry.distance = distance;
        if (keepAll) {
          best.push(entry);
          return;
        }
        if (kept === want) {
          if (compareListing(sort, entry, best[kept - 1] as Entry) >= 0) return;
          kept--;
        }
        let at = kept;
        for (; at > 0 && compareListing(sort, entry, best[at - 1] as Entry) < 0; at--) best[at] = best[at - 1] as Entry;
        best[at] = entry;
        kept++;
      };
      if (near) grid.within(near.lat, near.lng, near.radius, consider);
      else for (const entry of entries.values()) consider(entry, null);
      if (keepAll) {
        best.sort((a, b) => compareListing(sort, a, b));
        kept = best.length;
      }
      const page = best.slice(query.offset, Math.min(want, kept));
      // Read now: the next search writes its own distances into the entries.
      const distances = page.map((entry) => entry.distance);
      return new Page(page, distances, total, now, eta, cards);
    },
    invalidate: staleness.invalidate,
    clear: staleness.clear,
    get size() {
      return entries.size;
    },
    close: staleness.close,
  };
}
