/** GET /restaurant/products/{id}: one of the owner's dishes, to prefill the edit form. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProduct as getProductEndpoint } from "@zaika/contract/endpoints/products";
import type { Product } from "@zaika/contract/product";
import { call } from "../../../lib/api-client";
import { productKeys } from "./keys";

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return call(getProductEndpoint, { params: { id }, signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productQueryOptions(id), enabled: options.enabled ?? true });
