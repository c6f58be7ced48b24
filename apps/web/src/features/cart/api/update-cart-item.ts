/** PATCH /cart/item/{itemId}: change a line's quantity (no toast, spec §8); the cart is refetched afterwards. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateCartLine } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { cartKeys } from "./get-cart";

export type UpdateCartItemInput = { itemId: string; quantity: number };

export function updateCartItem({ itemId, quantity }: UpdateCartItemInput) {
  return call(updateCartLine, { params: { productId: itemId }, body: { quantity } });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    // Spec §4 "Cart refresh": after every change, success or not, the cart is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
