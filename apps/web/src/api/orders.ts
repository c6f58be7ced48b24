/**
 * Order endpoints used by more than one feature: a new checkout for an unpaid online order and the verification of
 * its payment (the cart's payment page and the order page), and moving an order along the status machine (the order
 * pages and the rider app). Their query keys are lib/order-query-keys.ts, which live events refresh.
 */

import { QUERY } from "@zaika/contract/constants";
import type { BodyInput } from "@zaika/contract/endpoint";
import {
  payOrder,
  updateOrderStatus as updateOrderStatusEndpoint,
  verifyPayment as verifyPaymentEndpoint,
} from "@zaika/contract/endpoints/orders";
import type { OrderResponse, PayAgainResponseSchema, VerifyPaymentBody } from "@zaika/contract/order";
import type { CheckoutSuccess } from "@zaika/contract/payment";
import type { z } from "zod";
import { call } from "../lib/api-client";
import { ApiError } from "../lib/api-error";

type Toast = { toast?: boolean };

/** Spec §9: one retry in the order setting; a 4xx answer (bad filter, someone else's order) will not change. */
export function orderRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY.orderRetries && !(error instanceof ApiError && error.status < 500);
}

/** POST /order/{id}/pay: a new checkout for an unpaid online order, allowed within its payment window. */
export function startPayment(orderId: string, { toast }: Toast = {}): Promise<z.output<typeof PayAgainResponseSchema>> {
  return call(payOrder, { params: { id: orderId }, toast });
}

/**
 * POST /order/verify-payment: the checkout's answer, checked by the server against the provider order it stored; the
 * order is marked PAID once. Never toasted here: callers show the server's message or the spec's fallback.
 */
export function verifyPayment(body: VerifyPaymentBody): Promise<OrderResponse> {
  return call(verifyPaymentEndpoint, { body, toast: false });
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

export type OrderStatusChange = BodyInput<typeof updateOrderStatusEndpoint> & { orderId: string };

/** PATCH /order/{id}/status: the next step the machine allows the caller (restaurant, customer, admin or rider). */
export function updateOrderStatus(
  { orderId, ...body }: OrderStatusChange,
  { toast }: Toast = {},
): Promise<OrderResponse> {
  return call(updateOrderStatusEndpoint, { params: { id: orderId }, body, toast });
}
