/**
 * POST /order: places the cart as an order (spec §7). Only the payment mode, the address, a chosen delivery slot and
 * the rider's tip are sent, never prices: the server prices from the database. The Idempotency-Key makes a retry return the first
 * result, never a second order. Errors are not toasted here: the payment page shows the server's message, else 'Order failed'.
 */
import { placeOrder as placeOrderEndpoint } from "@zaika/contract/endpoints/orders";
import type { PlaceOrderBody, PlaceOrderResponse } from "@zaika/contract/order";
import { IDEMPOTENCY_HEADER } from "@zaika/contract/order-rules";
import { call } from "../../../lib/api-client";

/** The mode is always chosen; a slot only for a scheduled order; a tip only when there is one. */
export type PlaceOrderInput = {
  body: Required<Pick<PlaceOrderBody, "paymentMode" | "addressId">> & Pick<PlaceOrderBody, "scheduledFor" | "tip">;
  idempotencyKey: string;
};

export function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<PlaceOrderResponse> {
  return call(placeOrderEndpoint, {
    body: {
      paymentMode: body.paymentMode,
      addressId: body.addressId,
      ...(body.scheduledFor ? { scheduledFor: body.scheduledFor } : {}),
      ...(body.tip ? { tip: body.tip } : {}),
    },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    toast: false,
  });
}
