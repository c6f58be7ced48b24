/** HTTP surface of settlements and rider cash (contract endpoints/settlements), admins only. */
import * as api from "@zaika/contract/endpoints/settlements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import * as settlements from "./service";

export const settlementsRoutes: FastifyPluginAsyncZod<settlements.SettlementsDeps> = async (app, deps) => {
  route(app, api.getSettlements, (request) => settlements.listSettlements(deps, request.query));
  route(app, api.recordRestaurantPayout, (request) =>
    settlements.recordPayout(deps, request.params.restaurantId, request.body),
  );
  route(app, api.getRiderCash, (request) => settlements.listRiderCash(deps, request.query));
  route(app, api.recordRiderDeposit, (request) =>
    settlements.recordDeposit(deps, request.params.riderId, request.body),
  );
};
