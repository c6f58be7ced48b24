/** GET /admin/category/all: every category for an admin, inactive ones included. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryListResponseSchema } from "@zaika/contract/category";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

export const categoryKeys = {
  all: ["categories"] as const,
  adminList: () => [...categoryKeys.all, "admin"] as const,
};

export async function getCategories() {
  const { categories } = await api.get<CategoryListResponse>("/admin/category/all");
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.adminList(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
