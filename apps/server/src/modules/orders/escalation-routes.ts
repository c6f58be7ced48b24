/** HTTP surface of unanswered orders (contract endpoints/escalation): the admins' list of orders at risk. */
import * as api from "@zaika/contract/endpoints/escalation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { route } from "../../lib/route";
import { ordersAtRisk } from "./escalation";

export const escalationRoutes: FastifyPluginAsyncZod<Pick<ModuleDeps, "db" | "clock">> = async (app, deps) => {
  route(app, api.getOrdersAtRisk, () => ordersAtRisk(deps));
};
