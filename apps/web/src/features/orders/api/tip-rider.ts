/**
 * Tipping the rider after delivery (issue 14): POST /order/{id}/tip for the checkout, the provider's checkout in the
 * browser (the same one that pays orders, lib/payment-checkout), then POST /order/{id}/tip/verify with its answer.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { startTip, verifyTip } from "@zaika/contract/endpoints/tips";
import { TIP_MESSAGES, type TipResponse } from "@zaika/contract/tips";
import { call } from "../../../lib/api-client";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";

/** Paid (with the server's answer), closed by the customer, or declined by the bank (nothing taken). */
export type TipResult =
  | { outcome: "paid"; tip: TipResponse }
  | { outcome: "cancelled" }
  | { outcome: "failed"; message: string };

export async function tipRider(orderId: string, amount: number): Promise<TipResult> {
  // The card shows errors itself, next to the button, so the client's toast would only repeat them.
  const { paymentDetails } = await call(startTip, { params: { id: orderId }, body: { amount }, toast: false });
  let checkout: Awaited<ReturnType<typeof openPaymentCheckout>>;
  try {
    checkout = await openPaymentCheckout(paymentDetails);
  } catch (error) {
    if (error instanceof PaymentCheckoutError) {
      return error.reason === "cancelled"
        ? { outcome: "cancelled" }
        : { outcome: "failed", message: TIP_MESSAGES.failed };
    }
    throw error;
  }
  const tip = await call(verifyTip, {
    params: { id: orderId },
    body: {
      paymentId: checkout.razorpay_payment_id,
      razorpayOrderId: checkout.razorpay_order_id,
      signature: checkout.razorpay_signature,
    },
    toast: false,
  });
  return { outcome: "paid", tip };
}

export function useTipRider(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => tipRider(orderId, amount),
    // The order page reads the paid tip from the order (tipAfterDelivery), so it stays thanked after a reload.
    onSuccess: (result) =>
      result.outcome === "paid" ? queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(orderId) }) : undefined,
  });
}
