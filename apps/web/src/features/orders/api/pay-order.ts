/**
 * Paying an unpaid online order again within its window: POST /order/{id}/pay for a new checkout, the provider's
 * checkout in the browser, then POST /order/verify-payment with what the checkout returned. Every outcome goes
 * through lib/payment-outcome: one toast, and the cart (emptied once the order is paid), the order and the order lists
 * refreshed, so the header's cart badge and this page are right without a reload.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { startPayment, verifyBody, verifyPayment } from "../../../api/orders";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { type PaymentOutcome, settlePayment } from "../../../lib/payment-outcome";

/** The outcome of one Pay now; rejects only when no checkout could be started (the API client toasts that). */
export async function payOrder(orderId: string): Promise<PaymentOutcome> {
  const { paymentDetails } = await startPayment(orderId);
  let checkout: Awaited<ReturnType<typeof openPaymentCheckout>>;
  try {
    checkout = await openPaymentCheckout(paymentDetails);
  } catch (error) {
    // Closing the checkout is the customer's own choice; either way nothing was paid and the Pay now button stays.
    if (error instanceof PaymentCheckoutError) return { kind: error.reason };
    throw error;
  }
  try {
    await verifyPayment(verifyBody(orderId, checkout));
  } catch {
    // Spec §8: the money may have left the customer's account, so point them to support rather than retry (the
    // server's reason, such as "Invalid signature", means nothing to them).
    return { kind: "unconfirmed", message: ORDER_MESSAGES.verificationFailed };
  }
  return { kind: "succeeded", message: ORDER_MESSAGES.placedOnline };
}

export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payOrder(orderId),
    // Pending until the order is read again, so Pay now never flashes back for an order just paid.
    onSuccess: (outcome) => settlePayment(queryClient, orderId, outcome),
  });
}
