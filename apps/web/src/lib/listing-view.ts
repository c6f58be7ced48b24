/**
 * The customers' listing view, its filters and sort order (contract listing-rules.ts, decision 017), as the home and
 * category pages keep it in their URL: the same parameter names and values the listing endpoint takes, so the URL's
 * parameters go to the server as they are.
 */
import {
  type CostForTwoBand,
  LISTING_QUERY_PARAMS,
  type ListingFilters,
  type ListingSort,
  readListingQuery,
} from "@zaika/contract/listing-rules";

export interface ListingView {
  filters: ListingFilters;
  sort: ListingSort;
}

export const DEFAULT_LISTING_VIEW: ListingView = { filters: {}, sort: "relevance" };

/** The URL (and query) parameters of a view. */
export const LISTING_PARAMS: ReadonlyArray<keyof ListingParams> = LISTING_QUERY_PARAMS;

/**
 * The view a URL asks for, read as the listing endpoint reads its query (the contract's readListingQuery, without
 * zod): a hand-edited or outdated value is left out. Sorting by distance needs a location: without one, relevance.
 */
export function readListingView(params: URLSearchParams, hasLocation: boolean): ListingView {
  const { filters, sort } = readListingQuery(params);
  return { filters, sort: sort === "distance" && !hasLocation ? "relevance" : sort };
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
