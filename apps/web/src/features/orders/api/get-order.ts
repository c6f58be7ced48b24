/** GET /order/{id}: one order with its items, bill, timeline and refund, as the caller may see it. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOrder as getOrderEndpoint } from "@zaika/contract/endpoints/orders";
import type { Order } from "@zaika/contract/order";
import { orderRetry } from "../../../api/orders";
import { call } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  // The page shows its own not-found state, so the client's error toast would only repeat it.
  const { data } = await call(getOrderEndpoint, { params: { id }, signal, toast: false });
  return data;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderQueryKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: orderRetry,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

/** Whether a failed order lookup means "no such order for you" (unknown, malformed or someone else's id). */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
}
