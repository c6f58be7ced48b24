/** Query keys of the owner's dishes: every list page and filter sits under `lists`, so one invalidation refreshes all. */

/** The list's page and filters, as the products page keeps them in its URL. */
export type ProductListQuery = {
  page: number;
  search?: string | undefined;
  categoryId?: string | undefined;
  isAvailable?: boolean | undefined;
};

export const productKeys = {
  all: ["restaurant", "products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: string) => [...productKeys.all, "detail", id] as const,
};
