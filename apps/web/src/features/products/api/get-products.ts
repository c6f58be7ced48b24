/** GET /restaurant/products: one page of the signed-in owner's dishes, with search and filters. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ProductListResponseSchema } from "@zaika/contract/product";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { productKeys } from "./keys";

export type ProductListQuery = {
  page: number;
  search?: string | undefined;
  categoryId?: string | undefined;
  isAvailable?: boolean | undefined;
};
export type ProductList = z.infer<typeof ProductListResponseSchema>;

export async function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return ProductListResponseSchema.parse(await api.get("/restaurant/products", { query, signal }));
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
