/**
 * Dispatch endpoints used by more than one feature (issue 13, decision 021): why an order went to whom, and the
 * admins' manual assignment with a reason that overrides the engine — both on the dispatch board and on the admin's
 * order page. Keys sit under the order's own key, so the live order events that refresh an order refresh these too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getOrderDispatch as getOrderDispatchEndpoint } from "@zaika/contract/endpoints/dispatch";
import { assignDelivery as assignDeliveryEndpoint } from "@zaika/contract/endpoints/orders";
import type { AssignDeliveryBody } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { call } from "../lib/api-client";
import { orderQueryKeys } from "../lib/order-query-keys";
import { toast } from "../lib/toast";
import { orderRetry } from "./orders";
import { riderKeys } from "./riders";

export const dispatchQueryKeys = {
  /** Everything the dispatch board shows (riders and orders); every assignment invalidates it. */
  board: ["dispatch", "board"] as const,
  /** The decisions of one order, under the order's key. */
  orderDispatch: (orderId: string) => [...orderQueryKeys.one(orderId), "dispatch"] as const,
};

/** GET /admin/orders/{id}/dispatch: every offer, answer and manual assignment of the order, with the riders weighed. */
export const getOrderDispatch = (orderId: string, signal?: AbortSignal) =>
  call(getOrderDispatchEndpoint, { params: { id: orderId }, signal, toast: false });

export const orderDispatchQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: dispatchQueryKeys.orderDispatch(orderId),
    queryFn: ({ signal }) => getOrderDispatch(orderId, signal),
    retry: orderRetry,
  });

export const useOrderDispatch = (orderId: string) => useQuery(orderDispatchQueryOptions(orderId));

/** POST /order/assign-delivery: an admin hands an order to a rider, saying why (recorded as a manual decision). */
export const assignDelivery = (body: AssignDeliveryBody) => call(assignDeliveryEndpoint, { body, toast: false });

/**
 * The manual assignment. Success toasts the server's text (spec §8) and refreshes the order, the lists, the riders and
 * the board; a failure is left to the caller, which puts a field's message under its field or toasts the rest.
 */
export function useAssignDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDelivery,
    onSuccess: (response, { orderId }) => {
      toast.success(response.message || ORDER_MESSAGES.assignFallback);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: riderKeys.all }),
        queryClient.invalidateQueries({ queryKey: dispatchQueryKeys.board }),
      ]);
    },
  });
}
