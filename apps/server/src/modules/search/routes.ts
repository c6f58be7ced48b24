/** HTTP surface of the header search, registered from its declaration (contract endpoints/search). */
import * as api from "@zaika/contract/endpoints/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import * as service from "./service";

export const searchRoutes: FastifyPluginAsyncZod<service.SearchDeps> = async (app, deps) => {
  route(app, api.search, async (request, reply) => {
    const answer = await service.search(deps, request.query);
    // Already the text the response schema would write (see ./wire): sent as it is, skipping serialization, which
    // the route's typing cannot express.
    if (answer.json !== null) return reply.type("application/json; charset=utf-8").send(answer.json as never);
    return answer.response();
  });
};
