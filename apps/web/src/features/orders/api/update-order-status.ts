/** PATCH /order/{id}/status: the restaurant's, customer's or admin's next step for an order (the machine decides). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResponse, UpdateOrderStatusBody } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { orderKeys } from "./order-keys";

export type UpdateOrderStatusInput = UpdateOrderStatusBody & { orderId: string };

export const updateOrderStatus = ({ orderId, ...body }: UpdateOrderStatusInput) =>
  api.patch<OrderResponse>(`/order/${encodeURIComponent(orderId)}/status`, body);

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (response, { orderId }) => {
      toast.success(response.message);
      queryClient.setQueryData(orderKeys.detail(orderId), response.order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]);
    },
  });
}
