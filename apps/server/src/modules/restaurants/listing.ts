/**
 * The restaurant listing (GET /admin/restaurant/all): visitors' and customers' nearby searches are answered from the
 * in-memory nearby index with their JSON already written; admins, owners and filtered searches go to SQL.
 */
import { RESTAURANT_LIST } from "@zaika/contract/constants";
import type { RestaurantSearchQuerySchema } from "@zaika/contract/restaurant";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { NearbyLoader } from "./nearby-index";
import * as q from "./queries";
import type { RestaurantsDeps } from "./service";
import { restaurantFor, type Viewer } from "./wire";

type SearchQuery = z.output<typeof RestaurantSearchQuerySchema>;

/** What the nearby index holds, read from the database (the composition root hands it to createNearbyIndex). */
export function publicListing(db: Db): NearbyLoader {
  return {
    all: () => q.publicRestaurantRows(db),
    some: (ids) => q.publicRestaurantRows(db, ids),
  };
}

/** Listings answered from the nearby index, with their response JSON already written (see listingJsonOf). */
const listingJson = new WeakMap<object, Buffer>();

/**
 * The response body of a search answered from the nearby index, when it could be written from JSON prepared (and
 * checked against the contract) as the restaurants were indexed: the same text the route's response schema would
 * produce, without validating and encoding every restaurant again on each request.
 */
export function listingJsonOf(result: object): Buffer | undefined {
  return listingJson.get(result);
}

export async function searchRestaurants(
  deps: Pick<RestaurantsDeps, "db" | "clock" | "nearby">,
  viewer: Viewer | null,
  query: SearchQuery,
) {
  const isAdmin = viewer?.role === "admin";
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude, radius: query.mxRadius ?? RESTAURANT_LIST.radiusMetres }
      : undefined;
  const pagination = (total: number) => ({
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  });
  // The hot path: a visitor or customer near a location, no text or category filter, answered from memory. Admins
  // and owners (who see private fields of their own restaurant) and filtered searches keep the SQL path.
  const publicViewer = !viewer || (viewer.role !== "admin" && viewer.role !== "restaurant");
  if (near && publicViewer && !query.search && !query.categoryId) {
    const found = await deps.nearby.search({
      ...near,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      now: deps.clock.now(),
    });
    const result = {
      get data() {
        return found.data;
      },
      pagination: pagination(found.total),
    };
    const dataJson = found.dataJson();
    if (dataJson !== null) {
      // RestaurantListResponseSchema's key order: data, then pagination (page, limit, total, totalPages).
      const pagination = Buffer.from(`,"pagination":${JSON.stringify(result.pagination)}}`);
      listingJson.set(result, Buffer.concat([Buffer.from('{"data":'), dataJson, pagination]));
    }
    return result;
  }
  const { rows, total } = await q.searchRestaurants(deps.db, {
    onlyActive: !isAdmin,
    isActive: isAdmin ? query.isActive : undefined,
    near,
    search: query.search || undefined,
    categoryId: query.categoryId,
    order: isAdmin ? "newest" : "rating",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  return {
    data: rows.map((r) => restaurantFor(viewer, r.restaurant, r.owner, { now, distance: r.distance })),
    pagination: pagination(total),
  };
}
