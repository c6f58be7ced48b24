/** DELETE /cart/item/{itemId}: remove a line ('Product removed successfully'); the cart is refetched afterwards. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MESSAGES } from "@zaika/contract/cart-rules";
import { removeCartLine } from "@zaika/contract/endpoints/cart";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { cartKeys } from "./get-cart";

export function removeCartItem(itemId: string) {
  return call(removeCartLine, { params: { productId: itemId } });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => {
      toast.success(messageText(CART_MESSAGES.removed));
    },
    // Spec §4 "Cart refresh": after every change, success or not, the cart is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
