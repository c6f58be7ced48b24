/** PATCH /order/{id}/status: the restaurant's, customer's or admin's next step for an order (the machine decides). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type OrderStatusChange, updateOrderStatus } from "../../../api/orders";
import { messageText } from "../../../lib/i18n";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { toast } from "../../../lib/toast";

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => updateOrderStatus(change),
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
