/**
 * Paying an unpaid online order again within its window: POST /order/{id}/pay for a new checkout, the provider's
 * checkout in the browser, then POST /order/verify-payment with what the checkout returned.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { startPayment, verifyBody, verifyPayment } from "../../../api/orders";
import { messageText } from "../../../lib/i18n";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { CHECKOUT_MESSAGES, openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";

export type PayOrderResult = "paid" | "cancelled" | "failed";

export async function payOrder(orderId: string): Promise<PayOrderResult> {
  const { paymentDetails } = await startPayment(orderId);
  let checkout: Awaited<ReturnType<typeof openPaymentCheckout>>;
  try {
    checkout = await openPaymentCheckout(paymentDetails);
  } catch (error) {
    if (error instanceof PaymentCheckoutError) {
      // Closing the checkout is the customer's own choice: no error to show, the Pay now button stays.
      if (error.reason === "failed") toast.error(messageText(CHECKOUT_MESSAGES.failed));
      return error.reason;
    }
    throw error;
  }
  try {
    await verifyPayment(verifyBody(orderId, checkout));
  } catch (error) {
    // Spec §8: the money may have left the customer's account, so point them to support rather than retry.
    toast.error(messageText(ORDER_MESSAGES.verificationFailed), { id: ORDER_MESSAGES.verificationFailed });
    throw error;
  }
  return "paid";
}

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payOrder(orderId),
    onSuccess: (result) => {
      if (result === "paid") toast.success(messageText(ORDER_MESSAGES.placedOnline));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists }),
      ]);
    },
  });
}
