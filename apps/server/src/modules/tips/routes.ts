/** HTTP surface of tips after delivery, registered from its declarations (endpoints/tips). */
import * as api from "@zaika/contract/endpoints/tips";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as tips from "./service";

export const tipsRoutes: FastifyPluginAsyncZod<tips.TipsDeps> = async (app, deps) => {
  route(app, api.startTip, (request) => tips.startTip(deps, caller(request), request.params.id, request.body));
  route(app, api.verifyTip, (request) =>
    tips.verifyTip(deps, caller(request), request.params.id, request.body, request.log),
  );
};
