/**
 * The customers' listing view, its filters and sort order (contract listing.ts, decision 017), as the home and
 * category pages keep it in their URL: the same parameter names and values the listing endpoint takes, so the URL's
 * parameters go to the server as they are.
 */
import {
  type CostForTwoBand,
  type ListingFilters,
  ListingQueryFields,
  type ListingSort,
} from "@zaika/contract/listing";
import type { z } from "zod";

export interface ListingView {
  filters: ListingFilters;
  sort: ListingSort;
}

export const DEFAULT_LISTING_VIEW: ListingView = { filters: {}, sort: "relevance" };

/** The URL (and query) parameters of a view. */
export const LISTING_PARAMS: ReadonlyArray<keyof ListingParams> = [
  "vegOnly",
  "minRating",
  "maxDeliveryMinutes",
  "costForTwo",
  "openNow",
  "hasOffers",
  "sort",
];

/** A parameter's value when the contract accepts it; a hand-edited or outdated one is left out. */
function read<S extends z.ZodType>(schema: S, value: string | null): z.output<S> | undefined {
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The view a URL asks for. Sorting by distance needs a location: without one, relevance. */
export function readListingView(params: URLSearchParams, hasLocation: boolean): ListingView {
  const sort = read(ListingQueryFields.sort, params.get("sort")) ?? "relevance";
  return {
    filters: {
      vegOnly: read(ListingQueryFields.vegOnly, params.get("vegOnly")),
      minRating: read(ListingQueryFields.minRating, params.get("minRating")),
      maxDeliveryMinutes: read(ListingQueryFields.maxDeliveryMinutes, params.get("maxDeliveryMinutes")),
      costForTwo: read(ListingQueryFields.costForTwo, params.get("costForTwo")),
      openNow: read(ListingQueryFields.openNow, params.get("openNow")),
      hasOffers: read(ListingQueryFields.hasOffers, params.get("hasOffers")),
    },
    sort: sort === "distance" && !hasLocation ? "relevance" : sort,
  };
}

/** A view's parameters: the listing endpoint's query, in LISTING_PARAMS order. */
export interface ListingParams {
  vegOnly?: "true";
  minRating?: string;
  maxDeliveryMinutes?: string;
  costForTwo?: string;
  openNow?: "true";
  hasOffers?: "true";
  sort?: ListingSort;
}

/** The parameters of a view: what is off, or the default, is left out. */
export function listingParams(view: ListingView): ListingParams {
  const { filters } = view;
  const bands: readonly CostForTwoBand[] = filters.costForTwo ?? [];
  const params: ListingParams = {};
  if (filters.vegOnly) params.vegOnly = "true";
  if (filters.minRating !== undefined) params.minRating = String(filters.minRating);
  if (filters.maxDeliveryMinutes !== undefined) params.maxDeliveryMinutes = String(filters.maxDeliveryMinutes);
  if (bands.length > 0) params.costForTwo = bands.join(",");
  if (filters.openNow) params.openNow = "true";
  if (filters.hasOffers) params.hasOffers = "true";
  if (view.sort !== "relevance") params.sort = view.sort;
  return params;
}
