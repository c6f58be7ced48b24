/** GET /admin/category/all: the categories a dish can be filed under (restaurant users get the active ones). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Category, CategoryListResponseSchema } from "@zaika/contract/category";
import { api } from "../../../lib/api-client";

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return CategoryListResponseSchema.parse(await api.get("/admin/category/all", { signal })).categories;
}

// Under "categories" so that any invalidation of the categories also refreshes this list.
export const productCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ["categories", "product-options"], queryFn: ({ signal }) => getCategories(signal) });

export const useProductCategories = () => useQuery(productCategoriesQueryOptions());
