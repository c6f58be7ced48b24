/**
 * Orders (spec §7 /order): placing and paying for them, one order's page, the lists of customers, restaurants and
 * admins, status changes under the machine of order-status.ts, cancellation quotes and rider assignment.
 */
import { z } from "zod";
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import {
  AssignDeliveryBodySchema,
  CancellationQuoteResponseSchema,
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PayAgainResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  RestaurantOrdersParamsSchema,
  UpdateOrderStatusBodySchema,
  VerifyPaymentBodySchema,
} from "../order";
import { RefundDeliveredBodySchema } from "../settlements";

const tags = ["orders"];
const customers = ["user"] as const;

/**
 * The Idempotency-Key header (IDEMPOTENCY_HEADER) is checked by the server after the body, with IdempotencyKeySchema:
 * a missing or malformed key is a 400 whose field is "Idempotency-Key".
 */
export const placeOrder = endpoint({
  method: "POST",
  path: "/order",
  access: customers,
  tags,
  summary:
    "Place the cart as an order. Requires an Idempotency-Key header (a retry with the same key returns the first order). Prices are computed by the server; any sent are ignored",
  body: PlaceOrderBodySchema,
  responses: { 201: PlaceOrderResponseSchema },
});

export const verifyPayment = endpoint({
  method: "POST",
  path: "/order/verify-payment",
  access: customers,
  tags,
  summary: "Confirm an online payment with what the checkout returned; marks the order paid exactly once",
  body: VerifyPaymentBodySchema,
  responses: { 200: OrderResponseSchema },
});

export const payOrder = endpoint({
  method: "POST",
  path: "/order/:id/pay",
  access: customers,
  tags,
  summary: "A new checkout for an unpaid online order, within its payment window",
  params: IdParamsSchema,
  responses: { 200: PayAgainResponseSchema },
});

export const getOrder = endpoint({
  method: "GET",
  path: "/order/:id",
  access: ["user", "restaurant", "admin", "rider"],
  tags,
  summary: "One order, for its customer, its restaurant (once it is a real order), its rider and admins",
  params: IdParamsSchema,
  responses: { 200: OrderDetailResponseSchema },
});

export const getMyOrders = endpoint({
  method: "GET",
  path: "/order/user/my-orders",
  access: customers,
  tags,
  summary: "The signed-in customer's orders, newest first",
  query: OrderListQuerySchema,
  responses: { 200: OrderListResponseSchema },
});

export const getUserOrders = endpoint({
  method: "GET",
  path: "/order/user/my-orders/:id",
  access: customers,
  tags,
  summary: "The same list, addressed by user id: only the caller's own id is accepted (403 otherwise)",
  params: IdParamsSchema,
  query: OrderListQuerySchema,
  responses: { 200: OrderListResponseSchema },
});

export const getAllOrders = endpoint({
  method: "GET",
  path: "/order",
  access: ["admin"],
  tags,
  summary: "Every order, newest first: order-number search, status and date (India days) filters, 5 per page",
  query: OrderListQuerySchema,
  responses: { 200: OrderListResponseSchema },
});

export const getRestaurantOrders = endpoint({
  method: "GET",
  path: "/order/restaurant/:restaurantId",
  access: ["restaurant", "admin"],
  tags,
  summary: "A restaurant's orders (its owner or an admin); unpaid online orders are not shown",
  params: RestaurantOrdersParamsSchema,
  query: OrderListQuerySchema,
  responses: { 200: OrderListResponseSchema },
});

export const updateOrderStatus = endpoint({
  method: "PATCH",
  path: "/order/:id/status",
  access: ["user", "restaurant", "admin", "rider"],
  tags,
  summary:
    "Move an order along the status machine: 403 for a role that may not, 409 for a move the machine lacks, 422 when the cancellation policy refuses",
  params: IdParamsSchema,
  body: UpdateOrderStatusBodySchema,
  responses: { 200: OrderResponseSchema },
});

export const getCancellationQuote = endpoint({
  method: "GET",
  path: "/order/:id/cancellation",
  access: ["user", "admin"],
  tags,
  summary: "What cancelling the order now would cost and refund",
  params: IdParamsSchema,
  responses: { 200: CancellationQuoteResponseSchema },
});

export const assignDelivery = endpoint({
  method: "POST",
  path: "/order/assign-delivery",
  access: ["admin"],
  tags,
  summary: "Assign (or reassign before pickup) an active, available rider to an accepted, preparing or ready order",
  body: AssignDeliveryBodySchema,
  responses: { 200: OrderResponseSchema },
});

export const getOrderInvoice = endpoint({
  method: "GET",
  path: "/order/:id/invoice",
  access: ["user", "restaurant", "admin"],
  tags,
  summary:
    "The order's GST tax invoice as a PDF download (the platform issues it under section 9(5) of the CGST Act), for its customer, its restaurant and admins. Numbered on the first download; 409 while an online order is unpaid or a cash order undelivered, and for a cancelled or rejected order",
  params: IdParamsSchema,
  responseKind: "file",
  fileType: "application/pdf",
  responses: {
    200: z
      .string()
      .meta({ format: "binary" })
      .describe('application/pdf, sent as an attachment named after the invoice number ("ZK2627-0000123.pdf")'),
  },
});

export const refundDeliveredOrder = endpoint({
  method: "POST",
  path: "/order/:id/refund",
  access: ["admin"],
  tags,
  summary:
    "Refund part or all of a delivered online order (wrong or missing items) with a reason, borne by its restaurant: a ledger entry, then sent to the payment provider; 409 for an order not delivered, paid in cash or already refunded, 422 for more than its total",
  params: IdParamsSchema,
  body: RefundDeliveredBodySchema,
  responses: { 200: OrderResponseSchema },
});
