/**
 * Payments (ARCHITECTURE §4): Razorpay's webhook, verified on the raw body, and the sandbox checkout that stands in for
 * Razorpay Checkout offline. Paying for an order itself is under /order (endpoints/orders.ts).
 */
import { endpoint } from "../endpoint";
import {
  SandboxOrderParamsSchema,
  SandboxOrderSchema,
  SandboxPayBodySchema,
  SandboxPayResponseSchema,
  WebhookAckSchema,
} from "../payment";

const tags = ["payments"];

/** The body is read as raw bytes (the signature in X-Razorpay-Signature is over them), so it has no schema here. */
export const razorpayWebhook = endpoint({
  method: "POST",
  path: "/payments/razorpay/webhook",
  access: "public",
  tags,
  summary:
    "Razorpay webhook: payment.captured and order.paid confirm an order (idempotently), payment.failed is recorded. Requires X-Razorpay-Signature",
  responses: { 200: WebhookAckSchema },
});

export const getSandboxOrder = endpoint({
  method: "GET",
  path: "/payments/sandbox/orders/:providerOrderId",
  access: ["user"],
  tags,
  summary: "Sandbox checkout: the payment order to show (sandbox provider only)",
  params: SandboxOrderParamsSchema,
  responses: { 200: SandboxOrderSchema },
});

export const paySandboxOrder = endpoint({
  method: "POST",
  path: "/payments/sandbox/orders/:providerOrderId/pay",
  access: ["user"],
  tags,
  summary:
    "Sandbox checkout: Pay returns what Razorpay Checkout returns (the browser then verifies); Fail records a declined payment",
  params: SandboxOrderParamsSchema,
  body: SandboxPayBodySchema,
  responses: { 200: SandboxPayResponseSchema },
});
