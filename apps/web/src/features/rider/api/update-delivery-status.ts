/** PATCH /order/{id}/status for a rider: "Picked up" (OUT_FOR_DELIVERY) and "Delivered" with the customer's code. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateOrderStatus } from "../../../api/orders";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { toast } from "../../../lib/toast";
import { riderMeKey } from "./get-rider-me";

export type DeliveryStatusChange =
  | { orderId: string; status: "OUT_FOR_DELIVERY" }
  | { orderId: string; status: "DELIVERED"; deliveryCode: string };

export function updateDeliveryStatus(change: DeliveryStatusChange) {
  // A wrong delivery code is shown next to the code field instead of as a toast.
  return updateOrderStatus(change, { toast: change.status !== "DELIVERED" });
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
