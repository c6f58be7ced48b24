/** GET /admin/customers: one page of customers with their order count and total spent, searched and filtered. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@zaika/contract/endpoint";
import { getCustomers as getCustomersEndpoint } from "@zaika/contract/endpoints/customers";
import { call } from "../../../lib/api-client";

export type CustomerListResponse = ResponseOf<typeof getCustomersEndpoint>;

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

export function getCustomers(
  { page, limit, search, blocked }: CustomerListParams,
  signal?: AbortSignal,
): Promise<CustomerListResponse> {
  return call(getCustomersEndpoint, {
    query: {
      page,
      limit,
      search: search || undefined,
      blocked: blocked === undefined ? undefined : blocked ? "true" : "false",
    },
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
