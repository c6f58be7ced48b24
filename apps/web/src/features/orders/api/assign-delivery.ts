/** POST /order/assign-delivery: an admin hands an order to an available rider (spec §8 texts for both outcomes). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AssignDeliveryBody, ORDER_MESSAGES, type OrderResponse } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { api } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import { orderKeys } from "./order-keys";

export const assignDelivery = (body: AssignDeliveryBody) =>
  api.post<Partial<OrderResponse>>("/order/assign-delivery", body, { toast: false });

export function useAssignDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDelivery,
    onSuccess: (response, { orderId }) => {
      toast.success(response.message || ORDER_MESSAGES.assignFallback);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["riders"] }),
      ]);
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? ORDER_MESSAGES.assignFailed);
    },
  });
}
