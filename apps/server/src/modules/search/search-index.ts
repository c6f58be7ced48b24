/**
 * The public catalogue in process for the header search: orderable dishes, active restaurants and active categories,
 * with a vocabulary of their words and a trigram index over it, matched and ranked by the contract's rules
 * (@zaika/contract/search). Nothing database-specific (no pg_trgm), so PGlite and PostgreSQL answer alike.
 *
 * Loaded with three queries on first use, then kept current from the catalog events as the nearby index is
 * (lib/catalog-staleness.ts): the next search first reloads what is stale (its restaurants and their dishes, or
 * everything), shared by every search waiting meanwhile, then rebuilds the vocabulary from memory.
 *
 * What a query matches (every dish, restaurant and category, ranked by match) is kept per query, most recently used
 * first, until the next reload: without a location a search is the first `limit` of each list; with one, the matched
 * restaurants are visited nearest first (./nearest) until the nearest `limit` dishes and restaurants are certain.
 */
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, isOpenAt } from "@zaika/contract/business-hours";
import { cosLatitude, distanceFrom } from "@zaika/contract/geo";
import {
  compareByDistance,
  compareByQuality,
  queryWords,
  type Rankable,
  type SearchCategory,
  type SearchDish,
  type SearchRestaurant,
  wordsOf,
} from "@zaika/contract/search";
import { catalogStaleness } from "../../lib/catalog-staleness";
import type { EventBus } from "../../lib/events";
import { GRID_MIN_PLACES, type Located, type PlaceGrid, placeGrid, visitNearest } from "./nearest";
import type { SearchCategoryRow, SearchDishRow, SearchRestaurantRow } from "./queries";
import { buildVocabulary } from "./vocabulary";
import { categoryWire, dishWire, responseJson, restaurantWire, type Wire, withCallerJson } from "./wire";

/** Distinct queries whose matches are kept. */
export const MATCH_CACHE_SIZE = 1000;

export interface SearchCatalogue {
  restaurants: SearchRestaurantRow[];
  dishes: SearchDishRow[];
  categories: SearchCategoryRow[];
}

/** Reads the public catalogue: all of it, or the public restaurants among `ids` and their orderable dishes. */
export interface SearchLoader {
  all(): Promise<SearchCatalogue>;
  some(ids: string[]): Promise<Omit<SearchCatalogue, "categories">>;
}

export interface SearchRequest {
  q: string;
  /** The searcher's location, when given: nearest first. */
  near?: { lat: number; lng: number };
  /** Results per group. */
  limit: number;
  now: Date;
}

export interface SearchResults {
  /** Built when first read. */
  readonly dishes: SearchDish[];
  readonly restaurants: SearchRestaurant[];
  readonly categories: SearchCategory[];
  /**
   * The response body SearchResponseSchema would write for these results and `q`, from JSON each result was given
   * (through the contract's schema) when it was indexed; null when a result failed that schema.
   */
  json(q: string): string | null;
}

export interface SearchIndex {
  search(request: SearchRequest): Promise<SearchResults>;
  /** Marks one restaurant stale. */
  invalidate(restaurantId: string): void;
  /** Marks everything stale. */
  clear(): void;
  /** Stops listening to events. */
  close(): void;
}

interface RestaurantDoc {
  row: SearchRestaurantRow;
  wire: Wire<Omit<SearchRestaurant, "distance" | "isOpenNow">>;
  hours: BusinessHours;
  /** Its name's and cuisines' words. */
  words: string[];
  /** Open now, as last worked out, valid for the minute [openFrom, openFrom + 1 min). */
  openFrom: number;
  open: boolean;
  /** Metres from the searcher, written when a search with a location visits it (see search). */
  distance: number;
}

interface DishDoc {
  row: SearchDishRow;
  wire: Wire<SearchDish>;
  restaurant: RestaurantDoc;
  words: string[];
}

interface CategoryDoc {
  row: SearchCategoryRow;
  wire: ReturnType<typeof categoryWire>;
  words: string[];
}

const KINDS = ["dishes", "restaurants", "categories"] as const;
type Kind = (typeof KINDS)[number];
type Doc = DishDoc | RestaurantDoc | CategoryDoc;

/**
 * A matched document with what the contract's comparators read. Hits are shared by every search of their query;
 * `distance` is written by a search with a location just before it compares them (searches do not interleave there).
 */
interface Hit<D> extends Rankable {
  doc: D;
}

/** A matched restaurant with its matched dishes (best first): what a search with a location visits, nearest first. */
interface Place extends Located {
  /** cos(lat), for distanceFrom. */
  cosLat: number;
  hit: Hit<RestaurantDoc>;
  dishes: Hit<DishDoc>[];
}

interface Matches {
  dishes: Hit<DishDoc>[];
  restaurants: Hit<RestaurantDoc>[];
  categories: Hit<CategoryDoc>[];
  places: Place[];
  /** Built on the first search with a location, when there are many places. */
  grid?: PlaceGrid<Place>;
}

const NO_MATCHES: Matches = { dishes: [], restaurants: [], categories: [], places: [] };
const MINUTE_MS = 60_000;

function isOpen(doc: RestaurantDoc, now: Date): boolean {
  const at = now.getTime();
  if (at < doc.openFrom || at >= doc.openFrom + MINUTE_MS) {
    doc.open = isOpenAt(doc.hours, now);
    doc.openFrom = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  }
  return doc.open;
}

/** Puts a hit into `best` (the `limit` nearest so far, in order) if it belongs there; false when it does not. */
function keepNearest<D>(best: Hit<D>[], hit: Hit<D>, limit: number): boolean {
  const last = best[best.length - 1];
  if (best.length >= limit && last && compareByDistance(hit, last) >= 0) return false;
  let at = best.length;
  while (at > 0 && compareByDistance(hit, best[at - 1] as Hit<D>) < 0) at--;
  best.splice(at, 0, hit);
  if (best.length > limit) best.pop();
  return true;
}

/** Whether `best` can no longer change through hits `bound` metres away or more: it holds all there are, or is full of nearer ones. */
function settled<D>(best: readonly Hit<D>[], total: number, limit: number, bound: number): boolean {
  if (best.length === total) return true;
  const last = best[best.length - 1];
  return best.length >= limit && last !== undefined && (last.distance as number) < bound;
}

export function createSearchIndex(events: EventBus, loader: SearchLoader): SearchIndex {
  const restaurants = new Map<string, RestaurantDoc>();
  const dishesOf = new Map<string, DishDoc[]>();
  let categories: CategoryDoc[] = [];
  let vocabulary = buildVocabulary<Kind, Doc>(KINDS, () => {});
  const matchCache = new Map<string, Matches>();
  /** Query text as typed → its words: normalising (Unicode forms, regular expressions) costs more than the lookup. */
  const wordsCache = new Map<string, string[]>();

  function addRestaurant(row: SearchRestaurantRow) {
    restaurants.set(row.id, {
      row,
      wire: restaurantWire(row),
      hours: row.businessHours ?? DEFAULT_BUSINESS_HOURS,
      words: [...new Set([...wordsOf(row.name), ...row.cuisine.flatMap(wordsOf)])],
      openFrom: Number.NEGATIVE_INFINITY,
      open: false,
      distance: 0,
    });
    dishesOf.set(row.id, []);
  }
  function addDish(row: SearchDishRow) {
    const restaurant = restaurants.get(row.restaurantId);
    // A restaurant that left the public catalogue between the two queries: its dishes go with it.
    if (!restaurant) return;
    dishesOf
      .get(row.restaurantId)
      ?.push({ row, restaurant, wire: dishWire(row, restaurant.row), words: wordsOf(row.name) });
  }

  /** The vocabulary of the documents in memory; what queries matched before is forgotten. */
  function rebuildVocabulary() {
    vocabulary = buildVocabulary<Kind, Doc>(KINDS, (add) => {
      for (const restaurant of restaurants.values()) {
        add("restaurants", restaurant, restaurant.words);
        for (const dish of dishesOf.get(restaurant.row.id) ?? []) add("dishes", dish, dish.words);
      }
      for (const category of categories) add("categories", category, category.words);
    });
    matchCache.clear();
  }

  const staleness = catalogStaleness(events, async (stale) => {
    if (stale.full) {
      const catalogue = await loader.all();
      restaurants.clear();
      dishesOf.clear();
      for (const row of catalogue.restaurants) addRestaurant(row);
      for (const row of catalogue.dishes) addDish(row);
      categories = catalogue.categories.map((row) => ({ row, wire: categoryWire(row), words: wordsOf(row.name) }));
    } else {
      const part = await loader.some(stale.ids);
      for (const id of stale.ids) {
        restaurants.delete(id);
        dishesOf.delete(id);
      }
      for (const row of part.restaurants) addRestaurant(row);
      for (const row of part.dishes) addDish(row);
    }
    rebuildVocabulary();
  });

  function match(words: string[]): Matches {
    const perWord = words.map((word) => vocabulary.matches(word));
    const dishScores = vocabulary.collect<DishDoc>(perWord, "dishes");
    const restaurantScores = vocabulary.collect<RestaurantDoc>(perWord, "restaurants");
    // A restaurant serving a matched dish matches as well as that dish does, if not better by its own words.
    for (const [dish, score] of dishScores) {
      const own = restaurantScores.get(dish.restaurant) ?? 0;
      if (score > own) restaurantScores.set(dish.restaurant, score);
    }
    const categoryScores = vocabulary.collect<CategoryDoc>(perWord, "categories");
    const hits = <D>(scores: Map<D, number>, facts: (doc: D) => Omit<Rankable, "score" | "distance">) =>
      [...scores].map(([doc, score]): Hit<D> => ({ doc, score, distance: null, ...facts(doc) })).sort(compareByQuality);
    const dishes = hits(dishScores, (d) => ({
      id: d.row.id,
      name: d.row.name,
      rating: d.restaurant.row.ratingAverage,
    }));
    const restaurants = hits(restaurantScores, (r) => ({
      id: r.row.id,
      name: r.row.name,
      rating: r.row.ratingAverage,
    }));
    // Every restaurant of a matched dish matched too (above), so each dish finds its place.
    const places = new Map<RestaurantDoc, Place>();
    for (const hit of restaurants)
      places.set(hit.doc, {
        lat: hit.doc.row.lat,
        lng: hit.doc.row.lng,
        cosLat: cosLatitude(hit.doc.row.lat),
        hit,
        dishes: [],
      });
    for (const hit of dishes) places.get(hit.doc.restaurant)?.dishes.push(hit);
    return {
      dishes,
      restaurants,
      categories: hits(categoryScores, (c) => ({ id: c.row.id, name: c.row.name, rating: 0 })),
      places: [...places.values()],
    };
  }

  function matchesOf(words: string[]): Matches {
    const key = words.join(" ");
    const cached = matchCache.get(key);
    if (cached) {
      // Re-inserting moves the entry to the young end of the Map's insertion order.
      matchCache.delete(key);
      matchCache.set(key, cached);
      return cached;
    }
    const found = match(words);
    matchCache.set(key, found);
    if (matchCache.size > MATCH_CACHE_SIZE) {
      const oldest = matchCache.keys().next().value;
      if (oldest !== undefined) matchCache.delete(oldest);
    }
    return found;
  }

  return {
    async search(request) {
      if (staleness.mustFreshen()) await staleness.freshen();
      let words = wordsCache.get(request.q);
      if (!words) {
        words = queryWords(request.q);
        if (wordsCache.size >= MATCH_CACHE_SIZE) wordsCache.clear();
        wordsCache.set(request.q, words);
      }
      // Nothing to look for (only punctuation): nothing matches.
      const matches = words.length === 0 ? NO_MATCHES : matchesOf(words);
      const { limit, near, now } = request;

      let dishes: Hit<DishDoc>[] = [];
      let places: Hit<RestaurantDoc>[] = [];
      if (near) {
        const measure = distanceFrom({ lat: near.lat, lon: near.lng });
        const visit = (place: Place) => {
          const distance = measure(place.lat, place.lng, place.cosLat);
          place.hit.doc.distance = distance;
          place.hit.distance = distance;
          keepNearest(places, place.hit, limit);
          // A place's dishes are best first at one distance: once one is not kept, none after it would be.
          for (const dish of place.dishes) {
            dish.distance = distance;
            if (!keepNearest(dishes, dish, limit)) break;
          }
        };
        if (matches.places.length < GRID_MIN_PLACES) matches.places.forEach(visit);
        else {
          matches.grid ??= placeGrid(matches.places);
          visitNearest(matches.grid, near, visit, (bound) => {
            return (
              settled(dishes, matches.dishes.length, limit, bound) &&
              settled(places, matches.restaurants.length, limit, bound)
            );
          });
        }
      } else {
        dishes = matches.dishes.slice(0, limit);
        places = matches.restaurants.slice(0, limit);
      }
      const callerFields = (doc: RestaurantDoc) => ({
        distance: near ? Math.round(doc.distance) : null,
        isOpenNow: isOpen(doc, now),
      });
      const picked = matches.categories.slice(0, limit);
      return {
        get dishes() {
          return dishes.map(({ doc: { wire, restaurant } }) => ({
            ...wire.base,
            restaurant: { ...wire.base.restaurant, ...callerFields(restaurant) },
          }));
        },
        get restaurants() {
          return places.map(({ doc }) => ({ ...doc.wire.base, ...callerFields(doc) }));
        },
        get categories() {
          return picked.map(({ doc }) => doc.wire.base);
        },
        json(q) {
          const parts: Record<"dishes" | "restaurants" | "categories", string[]> = {
            dishes: [],
            restaurants: [],
            categories: [],
          };
          for (const { doc } of dishes) {
            if (doc.wire.head === null) return null;
            parts.dishes.push(withCallerJson(doc.wire.head, callerFields(doc.restaurant), "}"));
          }
          for (const { doc } of places) {
            if (doc.wire.head === null) return null;
            parts.restaurants.push(withCallerJson(doc.wire.head, callerFields(doc), ""));
          }
          for (const { doc } of picked) {
            if (doc.wire.json === null) return null;
            parts.categories.push(doc.wire.json);
          }
          return responseJson(q, parts.dishes, parts.restaurants, parts.categories);
        },
      };
    },
    invalidate: staleness.invalidate,
    clear: staleness.clear,
    close: staleness.close,
  };
}
