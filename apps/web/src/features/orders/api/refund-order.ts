/**
 * POST /order/{id}/refund (admins): part or all of a delivered online order, with a reason, borne by its restaurant.
 * The answer is the order with its refund and timeline entry, shown at once; a 422 names the amount field, a 409 (not
 * delivered, paid in cash, already refunded) is toasted by the client.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refundDeliveredOrder } from "@zaika/contract/endpoints/orders";
import type { RefundDeliveredBody } from "@zaika/contract/settlements";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { toast } from "../../../lib/toast";

export type RefundInput = RefundDeliveredBody & { orderId: string };

export const refundOrder = ({ orderId, ...body }: RefundInput) =>
  call(refundDeliveredOrder, { params: { id: orderId }, body });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (response, { orderId }) => {
      toast.success(messageText(response.message));
      queryClient.setQueryData(orderQueryKeys.one(orderId), response.order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }),
      ]);
    },
  });
}
