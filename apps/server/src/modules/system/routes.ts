/** HTTP surface of health, public configuration and (outside production) the SMS outbox (contract endpoints/system). */
import * as api from "@zaika/contract/endpoints/system";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import * as system from "./service";

export const systemRoutes: FastifyPluginAsyncZod<system.SystemDeps> = async (app, deps) => {
  // A node that is not ready answers 503 with the readiness body naming the part that failed (declared `failures`).
  for (const endpoint of [api.getReadiness, api.getHealth]) {
    route(app, endpoint, async (request, reply) => {
      const health = await system.readiness(deps, request.log);
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    });
  }

  route(app, api.getLiveness, () => ({ status: "ok" as const }));

  route(app, api.getPublicConfig, () => deps.publicConfig);

  if (deps.exposeOutbox) route(app, api.getDevOutbox, (request) => system.outbox(deps, request.query.phone));
};
