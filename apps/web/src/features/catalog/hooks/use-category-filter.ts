/**
 * The contract's filterCategories (case-insensitive substring, spec §5), loaded on demand: category.ts builds zod
 * schemas when it loads, and the header's search box is part of every page's first load. Null until loaded.
 */
import type { filterCategories } from "@zaika/contract/category";
import { useEffect, useState } from "react";

type FilterCategories = typeof filterCategories;

export function useCategoryFilter(enabled: boolean): FilterCategories | null {
  const [filter, setFilter] = useState<FilterCategories | null>(null);

  useEffect(() => {
    if (!enabled || filter) return;
    let live = true;
    import("@zaika/contract/category")
      .then((module) => {
        if (live) setFilter(() => module.filterCategories);
      })
      .catch((error: unknown) => console.error("Failed to load the category filter", error));
    return () => {
      live = false;
    };
  }, [enabled, filter]);

  return filter;
}
