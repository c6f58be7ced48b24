/**
 * HTTP surface of /api/payments, registered from the declarations (contract endpoints/payments): Razorpay's webhook
 * (verified on the raw body) and the sandbox checkout that stands in for Razorpay Checkout offline. Neither trusts
 * the browser: an order becomes paid only through the shared mark-paid step.
 */
import * as api from "@zaika/contract/endpoints/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as payments from "./service";
import { handleWebhook } from "./webhook";

export type PaymentsDeps = payments.SandboxDeps & Pick<ModuleDeps, "config" | "eta">;

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  // Its own encapsulated scope: the signature is over the exact bytes sent, so JSON stays a Buffer here only.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    route(hook, api.razorpayWebhook, async (request) => {
      const raw: unknown = request.body;
      const signature = request.headers["x-razorpay-signature"];
      await handleWebhook(
        deps,
        Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
        request.log,
      );
      return { status: "ok" as const };
    });
  });

  route(app, api.getSandboxOrder, (request) =>
    payments.sandboxOrder(deps, request.params.providerOrderId, caller(request).sub),
  );
  route(app, api.paySandboxOrder, (request) =>
    payments.paySandboxOrder(deps, request.params.providerOrderId, caller(request).sub, request.body),
  );
};
