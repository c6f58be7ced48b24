/**
 * POST /order/verify-payment: hands the checkout's answer to the server, which checks the signature against the
 * provider order it stored and marks the order PAID once. Errors are not toasted here (the caller shows the server's
 * message, else 'Payment verification failed. Please contact support.').
 */
import type { OrderResponse, VerifyPaymentBody } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { api } from "../../../lib/api-client";

export function verifyPayment(body: VerifyPaymentBody): Promise<OrderResponse> {
  return api.post<OrderResponse>("/order/verify-payment", body, { toast: false });
}

/** The verify body from what the checkout returned (Razorpay's field names) for our order. */
export function verifyBody(orderId: string, checkout: CheckoutSuccess): VerifyPaymentBody {
  return {
    paymentId: checkout.razorpay_payment_id,
    razorpayOrderId: checkout.razorpay_order_id,
    signature: checkout.razorpay_signature,
    orderId,
  };
}
