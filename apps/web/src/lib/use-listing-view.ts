/**
 * The listing view of the home and category pages, kept in the URL's search parameters: a reload, Back and a shared
 * link show the same filters and sort. Other parameters (a category page's name) are left as they are.
 */
import { useCallback } from "react";
import { LISTING_PARAMS, type ListingView, listingParams, readListingView } from "./listing-view";
import { useSearchParams } from "./router";

export function useListingView(hasLocation: boolean) {
  const [params, setParams] = useSearchParams();
  const view = readListingView(params, hasLocation);

  /** Shows `next` instead: its parameters replace the view's in the URL (the entry is replaced, as lists do). */
  const setView = useCallback(
    (next: ListingView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of LISTING_PARAMS) updated.delete(key);
          for (const [key, value] of Object.entries(listingParams(next))) updated.set(key, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { view, setView };
}
