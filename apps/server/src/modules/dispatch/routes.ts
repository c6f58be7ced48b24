/**
 * HTTP surface of dispatch (contract endpoints/dispatch, decision 021): a rider's offers and their answers, the admins'
 * board and an order's decisions. The rider's position and an order's tracking are the tracking module's.
 */
import * as api from "@zaika/contract/endpoints/dispatch";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import { dispatchBoard, orderDispatch } from "./board";
import { acceptOffer, declineOffer, listOffers, type OffersDeps } from "./offers";

export const dispatchRoutes: FastifyPluginAsyncZod<OffersDeps> = async (app, deps) => {
  route(app, api.getRiderOffers, async (request) => ({ data: await listOffers(deps, caller(request).sub) }));
  route(app, api.acceptOffer, (request) => acceptOffer(deps, caller(request).sub, request.params.id));
  route(app, api.declineOffer, (request) =>
    declineOffer(deps, caller(request).sub, request.params.id, request.body ?? {}),
  );
  route(app, api.getDispatchBoard, () => dispatchBoard(deps));
  route(app, api.getOrderDispatch, (request) => orderDispatch(deps, request.params.id));
};
