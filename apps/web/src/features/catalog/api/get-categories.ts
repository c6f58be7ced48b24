/**
 * GET /admin/category/all as a customer sees it: the active categories. The home page's categories section
 * (features/home) reads the same list under the same key, so the two share one request.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Category, CategoryListResponseSchema } from "@zaika/contract/category";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export const publicCategoriesKey = ["categories", "public"] as const;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await api.get<z.infer<typeof CategoryListResponseSchema>>("/admin/category/all", { signal });
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: publicCategoriesKey, queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQueryOptions(), enabled });
