/**
 * POST /order/verify-payment: hands the checkout's answer to the server, which checks the signature against the
 * provider order it stored and marks the order PAID once. Errors are not toasted here (the caller shows the server's
 * message, else 'Payment verification failed. Please contact support.'). The one fetcher is api/orders.ts.
 */
import type { OrderResponse, VerifyPaymentBody } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import { verifyBody as orderVerifyBody, verifyPayment as verifyOrderPayment } from "../../../api/orders";

export function verifyPayment(body: VerifyPaymentBody): Promise<OrderResponse> {
  return verifyOrderPayment(body);
}

/** The verify body from what the checkout returned (Razorpay's field names) for our order. */
export function verifyBody(orderId: string, checkout: CheckoutSuccess): VerifyPaymentBody {
  return orderVerifyBody(orderId, checkout);
}
