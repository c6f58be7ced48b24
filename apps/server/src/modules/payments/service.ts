/**
 * The sandbox checkout's side of our books: it shows and "pays" a provider order only for the customer whose order it
 * is, and records a declined payment as Razorpay's payment.failed webhook would. Paying never marks an order paid:
 * the browser verifies the result through POST /order/verify-payment like any checkout's.
 */

import type { SandboxPayBodySchema } from "@zaika/contract/payment";
import { PAYMENT_MESSAGES, type SandboxOrder, type SandboxPayResponse } from "@zaika/contract/payment";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { Conflict, NotFound } from "../../lib/errors";
import type { SandboxCheckout } from "../../providers/payments/sandbox";
import { orderIdByProviderOrder } from "../orders/checkout-queries";
import { recordFailedPayment } from "../orders/payment";
import { tipByProviderOrder } from "../tips/queries";
import { recordFailedTip } from "../tips/service";

export type SandboxDeps = Pick<ModuleDeps, "db" | "clock" | "payments"> & {
  /** Null unless the sandbox is the payments provider: its checkout then answers 404 like an unknown order. */
  sandbox: SandboxCheckout | null;
};

const SANDBOX_MERCHANT = "Zaika";

/**
 * The provider order behind one of the caller's orders, or one of their tips after delivery (modules/tips: `tipId`
 * set); 404 for anyone else's, and whenever Razorpay is live.
 */
async function callersOrder(deps: SandboxDeps, providerOrderId: string, userId: string) {
  if (!deps.sandbox) throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
  const order = await orderIdByProviderOrder(deps.db, providerOrderId);
  const tip = order ? undefined : await tipByProviderOrder(deps.db, providerOrderId);
  const ours = order ? { ...order, tipId: null } : tip ? { id: tip.orderId, userId: tip.userId, tipId: tip.id } : null;
  if (!ours || ours.userId !== userId) throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
  return { ours, sandbox: deps.sandbox };
}

export async function sandboxOrder(deps: SandboxDeps, providerOrderId: string, userId: string): Promise<SandboxOrder> {
  const { sandbox } = await callersOrder(deps, providerOrderId, userId);
  const order = await sandbox.getOrder(providerOrderId);
  if (!order) throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
  return {
    id: order.id,
    amount: order.amountPaise,
    currency: "INR",
    status: order.status,
    merchant: SANDBOX_MERCHANT,
  };
}

/** Pay answers what Razorpay Checkout hands its success handler; Fail records the declined attempt on our order. */
export async function paySandboxOrder(
  deps: SandboxDeps,
  providerOrderId: string,
  userId: string,
  body: z.output<typeof SandboxPayBodySchema>,
): Promise<SandboxPayResponse> {
  const { ours, sandbox } = await callersOrder(deps, providerOrderId, userId);
  const result = await sandbox.pay(providerOrderId, body.outcome, body.method);
  if (result.status === "not_found") throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
  if (result.status === "already_paid") throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (result.status === "captured") {
    return {
      status: "captured",
      response: {
        razorpay_payment_id: result.paymentId,
        razorpay_order_id: result.orderId,
        razorpay_signature: result.signature,
      },
    };
  }
  // As Razorpay's payment.failed webhook would, so the order page can show the failure. A declined tip leaves the
  // order's own payment and timeline alone: only the tip's attempt is FAILED.
  if (ours.tipId) await recordFailedTip(deps, ours.tipId, result.paymentId);
  else
    await recordFailedPayment(deps, ours.id, {
      providerOrderId: result.orderId,
      paymentId: result.paymentId,
      amountPaise: result.amountPaise,
      method: result.method,
      source: "checkout",
      error: PAYMENT_MESSAGES.declined,
    });
  return {
    status: "failed",
    error: {
      code: "BAD_REQUEST_ERROR",
      description: PAYMENT_MESSAGES.declined,
      reason: result.reason,
      metadata: { order_id: result.orderId, payment_id: result.paymentId },
    },
  };
}
