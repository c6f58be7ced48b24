/** The header search: the query read into the in-memory index's terms, and where the index reads the catalogue. */
import type { SearchQuerySchema, SearchResponse } from "@zaika/contract/search";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import * as q from "./queries";
import type { SearchIndex, SearchLoader } from "./search-index";

export type SearchDeps = Pick<ModuleDeps, "clock"> & {
  /** The public catalogue in memory, kept current by the catalog events (created in app.ts). */
  index: SearchIndex;
};

/** What the search index holds, read from the database (the composition root hands it to createSearchIndex). */
export function searchCatalogue(db: Db): SearchLoader {
  return {
    async all() {
      const [restaurants, dishes, categories] = await Promise.all([
        q.publicRestaurants(db),
        q.orderableDishes(db),
        q.activeCategories(db),
      ]);
      return { restaurants, dishes, categories };
    },
    async some(ids) {
      const [restaurants, dishes] = await Promise.all([q.publicRestaurants(db, ids), q.orderableDishes(db, ids)]);
      return { restaurants, dishes };
    },
  };
}

/**
 * The answer to a search: its response body as text when every result's JSON was prepared when indexed (see
 * ./wire), else the response object for the route's serializer.
 */
export interface SearchAnswer {
  json: string | null;
  response(): SearchResponse;
}

export async function search(deps: SearchDeps, query: z.output<typeof SearchQuerySchema>): Promise<SearchAnswer> {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude }
      : undefined;
  const found = await deps.index.search({ q: query.q, near, limit: query.limit, now: deps.clock.now() });
  return {
    json: found.json(query.q),
    response: () => ({
      q: query.q,
      dishes: found.dishes,
      restaurants: found.restaurants,
      categories: found.categories,
    }),
  };
}
