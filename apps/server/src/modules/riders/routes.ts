/** HTTP surface of riders, registered from its declarations (contract endpoints/riders). */
import * as api from "@zaika/contract/endpoints/riders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as riders from "./service";

export const ridersRoutes: FastifyPluginAsyncZod<riders.RidersDeps> = async (app, deps) => {
  route(app, api.getRiders, (request) => riders.listRiders(deps, request.query));
  route(app, api.createRider, (request) => riders.createRider(deps, request.body));
  route(app, api.setRiderActive, (request) => riders.setActive(deps, request.params.id, request.body.isActive));
  route(app, api.getRiderMe, (request) => riders.getMe(deps, caller(request).sub));
  route(app, api.setRiderAvailability, (request) =>
    riders.setAvailability(deps, caller(request).sub, request.body.isAvailable),
  );
};
