/** HTTP surface of the support inbox, registered from its declaration (contract endpoints/support). */
import * as api from "@zaika/contract/endpoints/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import * as support from "./service";

export const supportRoutes: FastifyPluginAsyncZod<support.SupportDeps> = async (app, deps) => {
  route(app, api.sendSupportMessage, (request) => support.sendMessage(deps, request.body, request.user?.sub ?? null), {
    rateLimit: { name: "support", perAddress: 20, windowMs: 60 * 60 * 1000 },
  });
};
