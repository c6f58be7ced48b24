/**
 * POST /order: places the cart as an order (spec §7). Only the payment mode and the address are sent, never prices:
 * the server prices from the database. The Idempotency-Key makes a retry return the first result, never a second
 * order. Errors are not toasted here: the payment page shows the server's message, else 'Order failed'.
 */
import { placeOrder as placeOrderEndpoint } from "@zaika/contract/endpoints/orders";
import { IDEMPOTENCY_HEADER, type PlaceOrderBody, type PlaceOrderResponse } from "@zaika/contract/order";
import { call } from "../../../lib/api-client";

export type PlaceOrderInput = { body: Required<PlaceOrderBody>; idempotencyKey: string };

export function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<PlaceOrderResponse> {
  return call(placeOrderEndpoint, {
    body: { paymentMode: body.paymentMode, addressId: body.addressId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    toast: false,
  });
}
