/**
 * POST /cart from the restaurant page: a dish with its choices and quantity. Errors are not toasted here: a 409 for
 * another restaurant's cart becomes the "Start a new cart?" question (see cartConflict), anything else a toast by the
 * caller. The cart (lib/cart-query-key, read by features/cart for the header badge) is refetched after every attempt.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddToCartBody } from "@zaika/contract/cart";
import { addToCart as addToCartEndpoint } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { cartQueryKey } from "../../../lib/cart-query-key";

export function addToCart(body: AddToCartBody) {
  return call(addToCartEndpoint, { body, toast: false });
}

// The 409's reading is shared with reordering (lib/cart-conflict.ts).
export { cartConflict } from "../../../lib/cart-conflict";

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Spec §4 "Cart refresh": after every change the cart is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
