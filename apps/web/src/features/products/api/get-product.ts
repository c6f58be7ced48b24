/** GET /restaurant/products/{id}: one of the owner's dishes, to prefill the edit form. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Product, ProductResponseSchema, ProductSchema } from "@zaika/contract/product";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { productKeys } from "./keys";

// The issue describes the answer as `{ success, message, data }`; the server sends the bare dish. Accept both.
const ProductAnswerSchema = z.union([ProductResponseSchema.transform((answer) => answer.data), ProductSchema]);

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return ProductAnswerSchema.parse(await api.get(`/restaurant/products/${encodeURIComponent(id)}`, { signal }));
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...productQueryOptions(id), enabled: options.enabled ?? true });
