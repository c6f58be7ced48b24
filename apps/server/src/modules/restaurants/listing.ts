/**
 * The restaurant listing (GET /admin/restaurant/all). Visitors and customers see restaurants taking orders first,
 * then those opening later, then the closed ones, filtered and sorted by the contract's listing rules (listing.ts,
 * decision 017): without a text search, from the in-memory nearby index with their JSON already written; with one
 * (and for owners, who see private fields of their own restaurant), from SQL, ordered in process by the same rules.
 * Admins get every restaurant newest first (nearest first with a location), straight from SQL.
 */
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { EtaModel } from "@zaika/contract/eta";
import {
  compareListing,
  type ListingFilters,
  listingStatus,
  matchesListingFilters,
  type Sortable,
  sortableOf,
} from "@zaika/contract/listing";
import type { ListedRestaurant, RestaurantSearchQuerySchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { NearbyLoader, NearbyResult } from "./nearby-index";
import * as q from "./queries";
import type { RestaurantsDeps } from "./service";
import { restaurantFor, type Viewer } from "./wire";

type SearchQuery = z.output<typeof RestaurantSearchQuerySchema>;
type ListingDeps = Pick<RestaurantsDeps, "db" | "clock" | "nearby"> & { eta: EtaModel };

/** What the nearby index holds, read from the database (the composition root hands it to createNearbyIndex). */
export function publicListing(db: Db): NearbyLoader {
  return {
    all: () => q.publicRestaurantRows(db),
    some: (ids) => q.publicRestaurantRows(db, ids),
  };
}

type Pagination = ReturnType<typeof paginationOf>;

/** A listing answered from the nearby index, with its response body already written (see listingJsonOf). */
class IndexedListing {
  constructor(
    private readonly found: NearbyResult,
    readonly pagination: Pagination,
    readonly body: Buffer,
  ) {}

  get data(): ListedRestaurant[] {
    return this.found.data;
  }
}

/**
 * The response body of a search answered from the nearby index, when it could be written from JSON prepared (and
 * checked against the contract) as the restaurants were indexed: the same text the route's response schema would
 * produce, without validating and encoding every restaurant again on each request.
 */
export function listingJsonOf(result: object): Buffer | undefined {
  return result instanceof IndexedListing ? result.body : undefined;
}

/** The listing filters of a search query. */
export function listingFiltersOf(query: SearchQuery): ListingFilters {
  return {
    vegOnly: query.vegOnly,
    minRating: query.minRating,
    maxDeliveryMinutes: query.maxDeliveryMinutes,
    costForTwo: query.costForTwo,
    openNow: query.openNow,
    hasOffers: query.hasOffers,
  };
}

const nearOf = (query: SearchQuery) =>
  query.latitude !== undefined && query.longitude !== undefined
    ? { lat: query.latitude, lng: query.longitude, radius: query.mxRadius ?? RESTAURANT_LIST.radiusMetres }
    : undefined;

const paginationOf = (query: SearchQuery, total: number) => ({
  page: query.page,
  limit: query.limit,
  total,
  totalPages: Math.ceil(total / query.limit),
});

export async function searchRestaurants(deps: ListingDeps, viewer: Viewer | null, query: SearchQuery) {
  if (viewer?.role === "admin") return adminListing(deps, viewer, query);
  // Owners see their own restaurant's private fields, which the index's public JSON does not hold.
  if (viewer?.role === "restaurant" || query.search) return listingFromSql(deps, viewer, query);

  const found = await deps.nearby.search({
    near: nearOf(query),
    categoryId: query.categoryId,
    filters: listingFiltersOf(query),
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    now: deps.clock.now(),
  });
  const pagination = paginationOf(query, found.total);
  // RestaurantListResponseSchema's key order: data, then pagination (page, limit, total, totalPages).
  const body = found.dataJson('{"data":', `,"pagination":${JSON.stringify(pagination)}}`);
  return body === null ? { data: found.data, pagination } : new IndexedListing(found, pagination, body);
}

/**
 * The public listing through SQL: every matching restaurant is read (a text search or an owner's view: few rows, or
 * rare), then grouped, filtered, sorted and paged in process by the rules the nearby index applies.
 */
export async function listingFromSql(deps: Omit<ListingDeps, "nearby">, viewer: Viewer | null, query: SearchQuery) {
  const near = nearOf(query);
  const matches = await q.publicMatches(deps.db, {
    near,
    search: query.search || undefined,
    categoryId: query.categoryId,
  });
  const now = deps.clock.now();
  const filters = listingFiltersOf(query);
  const kept: Array<{ restaurant: ListedRestaurant; key: Sortable }> = [];
  for (const match of matches) {
    const context = { now, distance: match.distance, eta: deps.eta };
    const restaurant = { ...restaurantFor(viewer, match.restaurant, match.owner, context), hasOffers: match.hasOffers };
    const { group } = listingStatus(restaurant, now);
    if (!matchesListingFilters(restaurant, group, filters)) continue;
    kept.push({ restaurant, key: sortableOf(restaurant, group, match.distance) });
  }
  kept.sort((a, b) => compareListing(query.sort, a.key, b.key));
  const offset = (query.page - 1) * query.limit;
  return {
    data: kept.slice(offset, offset + query.limit).map((k) => k.restaurant),
    pagination: paginationOf(query, kept.length),
  };
}

/** An admin's listing: every restaurant (or the active or inactive ones), newest first or nearest first. */
async function adminListing(deps: ListingDeps, viewer: Viewer, query: SearchQuery) {
  const { rows, total } = await q.searchRestaurants(deps.db, {
    isActive: query.isActive,
    near: nearOf(query),
    search: query.search || undefined,
    categoryId: query.categoryId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  return {
    data: rows.map((r) => ({
      ...restaurantFor(viewer, r.restaurant, r.owner, { now, distance: r.distance, eta: deps.eta }),
      hasOffers: r.hasOffers,
    })),
    pagination: paginationOf(query, total),
  };
}
