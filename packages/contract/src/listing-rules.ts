/**
 * The customers' restaurant listing (issue 12, decision 017): restaurants taking orders come first, then those taking
 * orders again within a few hours (with the time), then the rest; filters and sort orders on top. The server orders
 * and filters with these rules on both of its paths; the web app builds its filter bar and card labels from them, and
 * reads its URL's filters with readListingQuery. The query's schema (ListingQueryFields) is in ./listing, which
 * re-exports these; this module is free of zod, so the home and category pages' scripts list restaurants without it.
 */
import { type BusinessHours, isOpenAt, nextOpeningAt } from "./business-hours-rules";
import type { RestaurantEta } from "./eta-rules";
import { indiaClockTime, type PublicKitchen, pauseLabel } from "./kitchen-rules";
import type { PriceRange } from "./price-range";

/**
 * What these rules read of a listed restaurant (RestaurantSchema's fields of the same names; written out here because
 * restaurant.ts reads ./listing's query fields, and this module stays free of zod).
 */
interface Listable {
  _id: string;
  foodType: string;
  rating: { average: number };
  priceRange: PriceRange;
  eta: Pick<RestaurantEta, "maxMinutes">;
  hasOffers: boolean;
}

// ── Groups ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** In listing order: taking orders now; taking orders again within OPENS_LATER_WITHIN_MINUTES; everything else. */
export const LISTING_GROUPS = ["open", "opens-later", "closed"] as const;
export type ListingGroup = (typeof LISTING_GROUPS)[number];

/** A restaurant taking orders again within this many minutes counts as "opening later" rather than closed. */
export const OPENS_LATER_WITHIN_MINUTES = 12 * 60;

/** What the group of a restaurant depends on: its hours, and its pause as customers see it. */
export interface Availability {
  businessHours: BusinessHours;
  kitchen: Pick<PublicKitchen, "paused" | "pausedUntil">;
}

export interface ListingStatus {
  group: ListingGroup;
  /** When it takes orders again: null while open, and when nothing says (closed for good, paused until resumed). */
  resumesAt: Date | null;
  /** The status holds until this instant (exclusive); worked out again from then on. */
  validUntil: Date;
}

const MINUTE_MS = 60_000;

/** Whether a pause as customers were shown it still holds at `now` (a timed pause ends by itself). */
function pausedAt(kitchen: Availability["kitchen"], now: Date): boolean {
  if (!kitchen.paused) return false;
  return kitchen.pausedUntil === null || now.getTime() < Date.parse(kitchen.pausedUntil);
}

/**
 * The listing group of a restaurant at `now`. A paused kitchen takes orders again when its pause ends if its hours are
 * open then, else at its next opening after that; a closed one at its next opening.
 */
export function listingStatus(restaurant: Availability, now: Date): ListingStatus {
  const at = now.getTime();
  // Opening hours have minute resolution; a pause ends at its own instant.
  let validUntil = (Math.floor(at / MINUTE_MS) + 1) * MINUTE_MS;
  const paused = pausedAt(restaurant.kitchen, now);
  const pauseEnd = paused && restaurant.kitchen.pausedUntil ? new Date(restaurant.kitchen.pausedUntil) : null;
  if (pauseEnd) validUntil = Math.min(validUntil, pauseEnd.getTime());
  const hours = restaurant.businessHours;
  if (!paused && isOpenAt(hours, now)) return { group: "open", resumesAt: null, validUntil: new Date(validUntil) };

  let resumesAt: Date | null;
  if (paused && !pauseEnd) resumesAt = null;
  else if (pauseEnd) resumesAt = isOpenAt(hours, pauseEnd) ? pauseEnd : nextOpeningAt(hours, pauseEnd);
  else resumesAt = nextOpeningAt(hours, now);

  const window = OPENS_LATER_WITHIN_MINUTES * MINUTE_MS;
  const soon = resumesAt !== null && resumesAt.getTime() - at <= window;
  // A far opening comes within the window later on.
  if (resumesAt && !soon) validUntil = Math.min(validUntil, resumesAt.getTime() - window);
  return { group: soon ? "opens-later" : "closed", resumesAt, validUntil: new Date(validUntil) };
}

export const CLOSED_NOW_LABEL = "Closed now";

/** "Opens at 7:00 PM" (India time). */
export function opensAtLabel(at: Date): string {
  return `Opens at ${indiaClockTime(at)}`;
}

/**
 * What a card says of a restaurant not taking orders at `now`; null while it does. Paused within its hours: the
 * pause ("Paused · back at 8:30 PM", "Paused for now"); otherwise "Opens at 7:00 PM" when it opens within the window,
 * else "Closed now".
 */
export function availabilityLabel(restaurant: Availability, now: Date): string | null {
  const { group, resumesAt } = listingStatus(restaurant, now);
  if (group === "open") return null;
  if (pausedAt(restaurant.kitchen, now) && isOpenAt(restaurant.businessHours, now)) {
    const back = group === "opens-later" && resumesAt ? resumesAt.toISOString() : null;
    return pauseLabel({ paused: true, pausedUntil: back });
  }
  if (group === "opens-later" && resumesAt) return opensAtLabel(resumesAt);
  return CLOSED_NOW_LABEL;
}

// ── Filters ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** The "Rating 4.0+" filter. */
export const TOP_RATED_MIN = 4;
/** The "Delivery in 30 min" filter (the spec's express promise, §9). */
export const FAST_DELIVERY_MAX_MINUTES = 30;

/** Cost for two, in bands read from the price range (decision 017). */
export const COST_FOR_TWO_BANDS = ["under-300", "300-600", "over-600"] as const;
export type CostForTwoBand = (typeof COST_FOR_TWO_BANDS)[number];
export const COST_FOR_TWO_LABELS: Record<CostForTwoBand, string> = {
  "under-300": "Under ₹300",
  "300-600": "₹300–₹600",
  "over-600": "Over ₹600",
};
export const COST_FOR_TWO_OF_PRICE_RANGE: Record<PriceRange, CostForTwoBand> = {
  "₹": "under-300",
  "₹₹": "300-600",
  "₹₹₹": "over-600",
  "₹₹₹₹": "over-600",
};

/**
 * The delivery minutes of a restaurant, as the "Delivery in 30 min" filter and the delivery-time sort read them: the
 * one place that says which figure that is. The upper end of the range its card promises (learned ETAs, eta-rules.ts),
 * which depends on the caller's distance and the hour: worked out per request before filtering and sorting.
 */
export function deliveryMinutes(restaurant: Pick<Listable, "eta">): number {
  return restaurant.eta.maxMinutes;
}

/** The rating as cards show it (one decimal), so "4.0+" keeps a restaurant whose card says 4.0. */
export function shownRating(average: number): number {
  return Math.round(average * 10) / 10;
}

export interface ListingFilters {
  vegOnly?: boolean | undefined;
  minRating?: number | undefined;
  maxDeliveryMinutes?: number | undefined;
  /** Any of these bands; none or empty: every band. */
  costForTwo?: readonly CostForTwoBand[] | undefined;
  openNow?: boolean | undefined;
  hasOffers?: boolean | undefined;
}

/** What the filters read of a restaurant. */
export type Filterable = Omit<Listable, "_id">;

/** Whether a restaurant in `group` passes the filters. */
export function matchesListingFilters(restaurant: Filterable, group: ListingGroup, filters: ListingFilters): boolean {
  if (filters.vegOnly && restaurant.foodType !== "veg") return false;
  if (filters.minRating !== undefined && shownRating(restaurant.rating.average) < filters.minRating) return false;
  if (filters.maxDeliveryMinutes !== undefined && deliveryMinutes(restaurant) > filters.maxDeliveryMinutes) {
    return false;
  }
  const bands = filters.costForTwo;
  if (bands && bands.length > 0 && !bands.includes(COST_FOR_TWO_OF_PRICE_RANGE[restaurant.priceRange])) return false;
  if (filters.openNow && group !== "open") return false;
  if (filters.hasOffers && !restaurant.hasOffers) return false;
  return true;
}

/** How many filters are on (the bar's "Clear filters" shows when any is). */
export function activeFilterCount(filters: ListingFilters): number {
  return [
    filters.vegOnly,
    filters.minRating !== undefined,
    filters.maxDeliveryMinutes !== undefined,
    (filters.costForTwo?.length ?? 0) > 0,
    filters.openNow,
    filters.hasOffers,
  ].filter(Boolean).length;
}

// ── Sorting ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const LISTING_SORTS = ["relevance", "rating", "delivery-time", "cost", "distance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Relevance",
  rating: "Rating: high to low",
  "delivery-time": "Delivery time",
  cost: "Cost: low to high",
  distance: "Distance",
};

/** What the sort orders read of a restaurant. `distance`: metres from the caller's location, null without one. */
export interface Sortable {
  id: string;
  group: ListingGroup;
  rating: number;
  deliveryMinutes: number;
  priceRange: PriceRange;
  distance: number | null;
}

/** A restaurant's sort key: `distance` in metres from the caller's location, null without one. */
export function sortableOf(
  restaurant: Pick<Listable, "_id" | "rating" | "priceRange" | "eta">,
  group: ListingGroup,
  distance: number | null,
): Sortable {
  return {
    id: restaurant._id,
    group,
    rating: restaurant.rating.average,
    deliveryMinutes: deliveryMinutes(restaurant),
    priceRange: restaurant.priceRange,
    distance,
  };
}

// Comparisons rather than lookups by key: the nearby index compares hundreds of restaurants per request.
const groupRank = (group: ListingGroup): number => (group === "open" ? 0 : group === "opens-later" ? 1 : 2);
const PRICE_RANK: Record<PriceRange, number> = { "₹": 0, "₹₹": 1, "₹₹₹": 2, "₹₹₹₹": 3 };

/** Nearest first when both have a distance; best rated first otherwise. */
function byRelevance(a: Sortable, b: Sortable): number {
  if (a.distance !== null && b.distance !== null) return a.distance - b.distance;
  return b.rating - a.rating;
}

function bySort(sort: ListingSort, a: Sortable, b: Sortable): number {
  switch (sort) {
    case "relevance":
      return byRelevance(a, b);
    case "rating":
      return b.rating - a.rating || byRelevance(a, b);
    case "delivery-time":
      return a.deliveryMinutes - b.deliveryMinutes || byRelevance(a, b);
    case "cost":
      return PRICE_RANK[a.priceRange] - PRICE_RANK[b.priceRange] || byRelevance(a, b);
    case "distance":
      return (a.distance ?? 0) - (b.distance ?? 0);
  }
}

/**
 * The listing order: group first whatever the sort, then the sort's key, then relevance, then id (uuids compare as
 * their lowercase text, as in SQL), so every page of the order is the same.
 */
export function compareListing(sort: ListingSort, a: Sortable, b: Sortable): number {
  const order = groupRank(a.group) - groupRank(b.group) || bySort(sort, a, b);
  if (order !== 0) return order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// ── The query string ─────────────────────────────────────────────────────────────────────────────────────────────

/** The listing's query parameters (GET /admin/restaurant/all; the web app's URL too), read as ListingQueryFields says. */
export const LISTING_QUERY_PARAMS = [
  "vegOnly",
  "minRating",
  "maxDeliveryMinutes",
  "costForTwo",
  "openNow",
  "hasOffers",
  "sort",
] as const;
export type ListingQueryParam = (typeof LISTING_QUERY_PARAMS)[number];

/** The ranges ListingQueryFields accepts for the numeric filters (minRating: any number; maxDeliveryMinutes: whole). */
const QUERY_LIMITS = {
  minRating: { min: 0, max: 5 },
  maxDeliveryMinutes: { min: 1, max: 180 },
} as const;

/**
 * `costForTwo=under-300,300-600`: one or more bands, comma-separated (spaces around a band ignored), each kept once in
 * the order first given; null when any part is not a band (an empty one included).
 */
export function parseCostForTwo(text: string): CostForTwoBand[] | null {
  const bands = text.split(",").map((band) => band.trim());
  if (!bands.every((band) => (COST_FOR_TWO_BANDS as readonly string[]).includes(band))) return null;
  return [...new Set(bands)] as CostForTwoBand[];
}

/** A query-string boolean: "true" or "false", nothing else. */
function readBoolean(text: string): boolean | undefined {
  return text === "true" ? true : text === "false" ? false : undefined;
}

/** A number as a query's text gives it (Number(text): "" and " " are 0), within `limits`; whole when `whole`. */
function readNumber(text: string, limits: { min: number; max: number }, whole: boolean): number | undefined {
  const value = Number(text);
  if (!Number.isFinite(value) || (whole && !Number.isSafeInteger(value))) return undefined;
  return value >= limits.min && value <= limits.max ? value : undefined;
}

/**
 * The filters and sort a URL's (or query's) parameters ask for, read as the listing endpoint reads them
 * (ListingQueryFields in ./listing; listing-rules.test.ts checks they agree) without zod. A parameter that is missing or
 * that the endpoint would refuse is left out: that filter off, relevance for the sort.
 */
export function readListingQuery(params: { get(name: ListingQueryParam): string | null }): {
  filters: ListingFilters;
  sort: ListingSort;
} {
  const read = <T>(name: ListingQueryParam, parse: (text: string) => T | undefined): T | undefined => {
    const text = params.get(name);
    return text === null ? undefined : parse(text);
  };
  return {
    filters: {
      vegOnly: read("vegOnly", readBoolean),
      minRating: read("minRating", (text) => readNumber(text, QUERY_LIMITS.minRating, false)),
      maxDeliveryMinutes: read("maxDeliveryMinutes", (text) => readNumber(text, QUERY_LIMITS.maxDeliveryMinutes, true)),
      costForTwo: read("costForTwo", (text) => parseCostForTwo(text) ?? undefined),
      openNow: read("openNow", readBoolean),
      hasOffers: read("hasOffers", readBoolean),
    },
    sort: read("sort", (text) => LISTING_SORTS.find((sort) => sort === text)) ?? "relevance",
  };
}

export const SORT_NEEDS_LOCATION_MESSAGE = "sort=distance needs a location (latitude and longitude)";
