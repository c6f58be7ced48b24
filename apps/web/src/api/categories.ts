/**
 * GET /admin/category/all: the categories the caller may see (all of them for an admin, the active ones for everyone
 * else). Read by the header's category search, the home page, the dish form and the admin's category page, under one
 * key: every category change invalidates `categoryKeys.all` and so reaches them all.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category } from "@zaika/contract/category";
import { listCategories } from "@zaika/contract/endpoints/catalog";
import { call } from "../lib/api-client";

export const categoryKeys = {
  all: ["categories"] as const,
  list: () => [...categoryKeys.all, "list"] as const,
};

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await call(listCategories, { signal });
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQueryOptions(), enabled });
