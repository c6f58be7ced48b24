/**
 * /api/payments: Razorpay's webhook (verified on the raw body) and the sandbox checkout that stands in for Razorpay
 * Checkout offline. Neither trusts the browser: an order becomes paid only through the shared mark-paid step.
 */
import {
  PAYMENT_MESSAGES,
  SandboxOrderParamsSchema,
  SandboxOrderSchema,
  SandboxPayBodySchema,
  SandboxPayResponseSchema,
  WebhookAckSchema,
} from "@zaika/contract/payment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { Conflict, NotFound } from "../../lib/errors";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import { sandboxCheckout } from "../../providers/payments/sandbox";
import { orderIdByProviderOrder } from "../orders/checkout-queries";
import { recordFailedPayment } from "../orders/payment";
import { handleWebhook } from "./webhook";

const tags = ["payments"];
const security = [{ bearerAuth: [] }];
const SANDBOX_MERCHANT = "Zaika";

export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // Its own encapsulated scope: the signature is over the exact bytes sent, so JSON stays a Buffer here only.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    hook.post(
      "/razorpay/webhook",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "Razorpay webhook: payment.captured and order.paid confirm an order (idempotently), payment.failed is recorded. Requires X-Razorpay-Signature",
          response: responses({ 200: WebhookAckSchema }),
        },
      },
      async (request) => {
        const signature = request.headers["x-razorpay-signature"];
        await handleWebhook(
          deps,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
          request.log,
        );
        return { status: "ok" as const };
      },
    );
  });

  const sandbox = sandboxCheckout(deps.db, deps.config.payments, deps.clock);

  /** The provider order behind one of the caller's orders; 404 for anyone else's, and whenever Razorpay is live. */
  async function callersOrder(providerOrderId: string, userId: string) {
    if (deps.payments.name !== "sandbox") throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
    const ours = await orderIdByProviderOrder(deps.db, providerOrderId);
    if (!ours || ours.userId !== userId) throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
    return ours;
  }

  app.get(
    "/sandbox/orders/:providerOrderId",
    {
      config: { access: ["user"] },
      schema: {
        tags,
        summary: "Sandbox checkout: the payment order to show (sandbox provider only)",
        security,
        params: SandboxOrderParamsSchema,
        response: responses({ 200: SandboxOrderSchema }),
      },
    },
    async (request) => {
      const { providerOrderId } = request.params;
      await callersOrder(providerOrderId, caller(request).sub);
      const order = await sandbox.getOrder(providerOrderId);
      if (!order) throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
      return {
        id: order.id,
        amount: order.amountPaise,
        currency: "INR" as const,
        status: order.status,
        merchant: SANDBOX_MERCHANT,
      };
    },
  );

  app.post(
    "/sandbox/orders/:providerOrderId/pay",
    {
      config: { access: ["user"] },
      schema: {
        tags,
        summary:
          "Sandbox checkout: Pay returns what Razorpay Checkout returns (the browser then verifies); Fail records a declined payment",
        security,
        params: SandboxOrderParamsSchema,
        body: SandboxPayBodySchema,
        response: responses({ 200: SandboxPayResponseSchema }),
      },
    },
    async (request) => {
      const { providerOrderId } = request.params;
      const ours = await callersOrder(providerOrderId, caller(request).sub);
      const result = await sandbox.pay(providerOrderId, request.body.outcome, request.body.method);
      if (result.status === "not_found") throw new NotFound(PAYMENT_MESSAGES.providerOrderNotFound);
      if (result.status === "already_paid") throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (result.status === "captured") {
        return {
          status: "captured" as const,
          response: {
            razorpay_payment_id: result.paymentId,
            razorpay_order_id: result.orderId,
            razorpay_signature: result.signature,
          },
        };
      }
      // As Razorpay's payment.failed webhook would, so the order page can show the failure.
      await recordFailedPayment(deps, ours.id, {
        providerOrderId: result.orderId,
        paymentId: result.paymentId,
        amountPaise: result.amountPaise,
        method: result.method,
        source: "checkout",
        error: PAYMENT_MESSAGES.declined,
      });
      return {
        status: "failed" as const,
        error: {
          code: "BAD_REQUEST_ERROR" as const,
          description: PAYMENT_MESSAGES.declined,
          reason: result.reason,
          metadata: { order_id: result.orderId, payment_id: result.paymentId },
        },
      };
    },
  );
};
