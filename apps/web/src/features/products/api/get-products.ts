/** GET /restaurant/products: one page of the signed-in owner's dishes, with search and filters. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { listProducts } from "@zaika/contract/endpoints/products";
import { call } from "../../../lib/api-client";
import { type ProductListQuery, productKeys } from "./keys";

export type ProductList = ResponseOf<typeof listProducts>;

export function getProducts(
  { page, search, categoryId, isAvailable }: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductList> {
  const available = isAvailable === undefined ? undefined : isAvailable ? "true" : "false";
  return call(listProducts, { query: { page, search, categoryId, isAvailable: available }, signal });
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
