/** PATCH /order/{id}/status for a rider: "Picked up" (OUT_FOR_DELIVERY) and "Delivered" with the customer's code. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResponseSchema } from "@zaika/contract/order";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { riderMeKey } from "./get-rider-me";

export type DeliveryStatusChange =
  | { orderId: string; status: "OUT_FOR_DELIVERY" }
  | { orderId: string; status: "DELIVERED"; deliveryCode: string };

export function updateDeliveryStatus({ orderId, ...body }: DeliveryStatusChange) {
  return api.patch<z.infer<typeof OrderResponseSchema>>(`/order/${encodeURIComponent(orderId)}/status`, body, {
    // A wrong delivery code is shown next to the code field instead of as a toast.
    toast: body.status !== "DELIVERED",
  });
}

export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    onSuccess: (response) => {
      toast.success(response.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: riderMeKey }),
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(response.order._id) }),
      ]);
    },
  });
}
