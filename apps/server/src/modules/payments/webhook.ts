/**
 * Razorpay webhook events: the signature over the raw body first, then payment.captured / order.paid (confirm the
 * order even when the browser never came back) and payment.failed (record it). Anything else is acknowledged.
 */
import { amountPayablePaise } from "@zaika/contract/cancellation";
import { PAYMENT_MESSAGES } from "@zaika/contract/payment";
import type { FastifyBaseLogger } from "fastify";
import type { ModuleDeps } from "../../deps";
import { BadRequest } from "../../lib/errors";
import { verifyWebhookSignature } from "../../providers/payments/signatures";
import { orderIdByProviderOrder } from "../orders/checkout-queries";
import { markPaid, recordFailedPayment } from "../orders/payment";
import { loadOrderBundle } from "../orders/queries";

/** The fields of Razorpay's payment entity we read. */
interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  method?: unknown;
  error_description?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: PaymentEntity } };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

export async function handleWebhook(
  deps: Pick<ModuleDeps, "db" | "clock" | "payments" | "config" | "eta">,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!signature || !verifyWebhookSignature(deps.config.payments.webhookSecret, rawBody, signature)) {
    throw new BadRequest(PAYMENT_MESSAGES.webhookSignature, "X-Razorpay-Signature");
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString("utf8")) as WebhookBody;
  } catch {
    throw new BadRequest("Webhook body must be JSON", "body");
  }
  const event = text(body?.event);
  const entity = body?.payload?.payment?.entity;
  const paymentId = text(entity?.id);
  const providerOrderId = text(entity?.order_id);
  if (!event || !entity || !paymentId || !providerOrderId) return;
  if (event !== "payment.captured" && event !== "order.paid" && event !== "payment.failed") return;

  const ours = await orderIdByProviderOrder(deps.db, providerOrderId);
  if (!ours) return; // Another integration's payment on the same account, or an orphaned provider order.
  const amountPaise = typeof entity.amount === "number" ? entity.amount : Number(entity.amount);
  const payment = {
    providerOrderId,
    paymentId,
    amountPaise,
    method: text(entity.method),
    source: "webhook" as const,
  };

  if (event === "payment.failed") {
    await recordFailedPayment(deps, ours.id, {
      ...payment,
      error: text(entity.error_description) ?? "Payment failed",
    });
    return;
  }
  const bundle = await loadOrderBundle(deps.db, ours.id);
  // Only a whole payment in rupees confirms an order; anything else is left for support to look at.
  if (!bundle || amountPayablePaise(bundle.order) !== amountPaise || text(entity.currency) !== "INR") return;
  await markPaid(deps, ours.id, payment, { id: null, role: "system" }, log);
}
