/** GET /admin/customers: one page of customers with their order count and total spent, searched and filtered. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CustomerListResponseSchema } from "@zaika/contract/customer-admin";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>;

export type CustomerListParams = {
  page: number;
  limit: number;
  search?: string | undefined;
  blocked?: boolean | undefined;
};

/** Query keys of this feature: every write invalidates `all`. */
export const customerKeys = {
  all: ["customers"] as const,
  list: (params: CustomerListParams) => [...customerKeys.all, "list", params] as const,
};

export function getCustomers({ page, limit, search, blocked }: CustomerListParams, signal?: AbortSignal) {
  return api.get<CustomerListResponse>("/admin/customers", {
    query: { page, limit, search: search || undefined, blocked },
    signal,
  });
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    // Keep the current page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomerListParams) => useQuery(customersQueryOptions(params));
