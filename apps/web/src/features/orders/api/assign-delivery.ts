/** POST /order/assign-delivery: an admin hands an order to an available rider (spec §8 texts for both outcomes). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assignDelivery as assignDeliveryEndpoint } from "@zaika/contract/endpoints/orders";
import { type AssignDeliveryBody, ORDER_MESSAGES } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { riderKeys } from "../../../api/riders";
import { call } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import { orderQueryKeys } from "../../../lib/order-query-keys";

export const assignDelivery = (body: AssignDeliveryBody) => call(assignDeliveryEndpoint, { body, toast: false });

export function useAssignDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDelivery,
    onSuccess: (response, { orderId }) => {
      toast.success(response.message || ORDER_MESSAGES.assignFallback);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: riderKeys.all }),
      ]);
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? ORDER_MESSAGES.assignFailed);
    },
  });
}
