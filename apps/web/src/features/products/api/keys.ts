/** Query keys of the owner's dishes: every list page and filter sits under `lists`, so one invalidation refreshes all. */
import type { ProductListQuery } from "./get-products";

export const productKeys = {
  all: ["restaurant", "products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: string) => [...productKeys.all, "detail", id] as const,
};
