/**
 * POST /cart/coupon and DELETE /cart/coupon (issue 14): put a coupon on the cart, or take it off. The answer is the
 * cart priced with it, shown at once; then the cart and its offers are read again. A refusal (422 naming the rule,
 * e.g. "Add ₹40 more to use ZAIKA50") is not toasted: the coupon field shows it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartResponse } from "@zaika/contract/cart";
import type { ResponseOf } from "@zaika/contract/endpoint";
import {
  applyCoupon as applyCouponEndpoint,
  removeCoupon as removeCouponEndpoint,
} from "@zaika/contract/endpoints/coupons";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { cartKeys } from "./get-cart";

export function applyCoupon(code: string) {
  return call(applyCouponEndpoint, { body: { code }, toast: false });
}

export function removeCoupon() {
  return call(removeCouponEndpoint, {});
}

type CouponAnswer = ResponseOf<typeof applyCouponEndpoint>;

function useCouponMutation<V>(mutationFn: (variables: V) => Promise<CouponAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ success: _success, message, ...cart }) => {
      toast.success(messageText(message));
      queryClient.setQueryData<CartResponse>(cartKeys.all, cart);
    },
    // Whatever the answer, the cart and its offers (under the same key) are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const useApplyCoupon = () => useCouponMutation(applyCoupon);
export const useRemoveCoupon = () => useCouponMutation<void>(removeCoupon);
