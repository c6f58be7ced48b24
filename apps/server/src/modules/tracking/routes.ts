/** HTTP surface of tracking, registered from its declarations (contract endpoints/dispatch): fixes and an order's rider. */
import * as api from "@zaika/contract/endpoints/dispatch";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as tracking from "./service";

export const trackingRoutes: FastifyPluginAsyncZod<tracking.TrackingDeps> = async (app, deps) => {
  route(app, api.postRiderLocation, (request) => tracking.postLocation(deps, caller(request).sub, request.body));
  route(app, api.getOrderTracking, (request) => tracking.getTracking(deps, caller(request), request.params.id));
};
