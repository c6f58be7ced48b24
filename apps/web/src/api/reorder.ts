/**
 * POST /order/{id}/reorder (issue 14): a past order's dishes back into the cart, offered on the order history and the
 * order page. Errors are not toasted here: a 409 for another restaurant's cart becomes the "Start a new cart?"
 * question (lib/cart-conflict.ts), anything else a toast by the caller. The answer is the cart itself, so the cart
 * query (lib/cart-query-key, read by features/cart and the header badge) takes it at once and is read again to be sure.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reorder as reorderEndpoint } from "@zaika/contract/endpoints/reorder";
import type { ReorderResponse } from "@zaika/contract/reorder";
import { call } from "../lib/api-client";
import { cartQueryKey } from "../lib/cart-query-key";

export type ReorderRequest = { orderId: string; replaceCart: boolean };

export function reorder({ orderId, replaceCart }: ReorderRequest): Promise<ReorderResponse> {
  return call(reorderEndpoint, { params: { id: orderId }, body: { replaceCart }, toast: false });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: ({ success: _success, message: _message, changes: _changes, ...cart }) => {
      queryClient.setQueryData(cartQueryKey, cart);
    },
    // Spec §4 "Cart refresh": after every change the cart is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
