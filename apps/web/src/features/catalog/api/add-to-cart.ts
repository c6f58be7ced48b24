/**
 * POST /cart from the restaurant page: a dish with its choices and quantity. Errors are not toasted here: a 409 for
 * another restaurant's cart becomes the "Start a new cart?" question (see cartConflict), anything else a toast by the
 * caller. The cart (["cart"], read by features/cart for the header badge) is refetched after every attempt.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AddToCartBody, type CartConflictDetails, CartConflictDetailsSchema } from "@zaika/contract/cart";
import { addToCart as addToCartEndpoint } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

const CART_KEY = ["cart"] as const;

export function addToCart(body: AddToCartBody) {
  return call(addToCartEndpoint, { body, toast: false });
}

/** The restaurant whose dishes fill the cart, when the add failed for that reason (409). */
export function cartConflict(error: unknown): CartConflictDetails["currentRestaurant"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = CartConflictDetailsSchema.safeParse(error.body?.details);
  return details.success ? details.data.currentRestaurant : null;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Spec §4 "Cart refresh": after every change the cart is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
