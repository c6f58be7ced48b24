/** HTTP surface of reordering, registered from its declaration (contract endpoints/reorder). */
import * as api from "@zaika/contract/endpoints/reorder";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as reorder from "./service";

export const reorderRoutes: FastifyPluginAsyncZod<reorder.ReorderDeps> = async (app, deps) => {
  // The position header: the answer is the cart, whose delivery time is measured from the caller's location.
  route(app, api.reorder, (request) =>
    reorder.reorder(deps, caller(request).sub, request.params.id, request.body, request.position),
  );
};
