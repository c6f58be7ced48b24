/**
 * Payments (ARCHITECTURE §4): the sandbox stands in for Razorpay offline and answers exactly as Razorpay Checkout does
 * (razorpay_payment_id, razorpay_order_id, razorpay_signature = hex HMAC-SHA256 of `order_id|payment_id`).
 */
import { z } from "zod";

export const SANDBOX_KEY_ID = "rzp_test_sandbox";

/** What Razorpay Checkout's handler receives, and what the sandbox's Pay returns. */
export const CheckoutSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof CheckoutSuccessSchema>;

/** The provider order the sandbox checkout shows. */
export const SandboxOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal("INR"),
  status: z.enum(["created", "attempted", "paid"]),
  merchant: z.string(),
});
export type SandboxOrder = z.infer<typeof SandboxOrderSchema>;

export const SandboxOrderParamsSchema = z.object({
  providerOrderId: z.string().regex(/^order_[A-Za-z0-9]{8,40}$/, "Invalid payment order id"),
});

export const SANDBOX_METHODS = ["card", "upi", "netbanking", "wallet"] as const;

/** The sandbox checkout's buttons: Pay succeeds, Fail declines (as a bank would); Cancel never reaches the server. */
export const SandboxPayBodySchema = z.object({
  outcome: z.enum(["success", "failure"]),
  method: z.enum(SANDBOX_METHODS).default("card"),
});

export const SandboxFailureSchema = z.object({
  code: z.literal("BAD_REQUEST_ERROR"),
  description: z.string(),
  reason: z.string(),
  metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
});

export const SandboxPayResponseSchema = z.union([
  z.object({ status: z.literal("captured"), response: CheckoutSuccessSchema }),
  z.object({ status: z.literal("failed"), error: SandboxFailureSchema }),
]);
export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>;

export const PAYMENT_MESSAGES = {
  declined: "Your bank declined this payment. No money was taken.",
  cancelled: "Payment cancelled. You can pay for this order from its page within 15 minutes.",
  webhookSignature: "Invalid webhook signature",
  webhookOk: "ok",
  providerOrderNotFound: "Payment order not found",
  alreadyPaid: "This payment order is already paid",
} as const;

export const WebhookAckSchema = z.object({ status: z.literal("ok") });
