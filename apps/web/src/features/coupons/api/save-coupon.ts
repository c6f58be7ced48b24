/**
 * POST /admin/coupons and PATCH /admin/coupons/{id} (issue 14): create a coupon, change one, or switch it on or off.
 * Every change refreshes the coupons (the list here and the banner form's offer picker). A 400 or 409 names its field,
 * which the form shows; the API client toasts the message.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CouponFieldsInput } from "@zaika/contract/coupons";
import type { BodyInput } from "@zaika/contract/endpoint";
import {
  createCoupon as createCouponEndpoint,
  updateCoupon as updateCouponEndpoint,
} from "@zaika/contract/endpoints/coupons";
import { couponKeys } from "../../../api/coupons";
import { call } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";

export function createCoupon(body: CouponFieldsInput) {
  return call(createCouponEndpoint, { body });
}

export function updateCoupon({ id, body }: { id: string; body: BodyInput<typeof updateCouponEndpoint> }) {
  return call(updateCouponEndpoint, { params: { id }, body });
}

function useCouponWrite<V>(mutationFn: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ message }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
}

export const useCreateCoupon = () => useCouponWrite(createCoupon);
export const useUpdateCoupon = () => useCouponWrite(updateCoupon);
