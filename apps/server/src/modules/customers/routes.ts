/** HTTP surface of the admin's customer list and blocking, registered from its declarations (endpoints/customers). */
import * as api from "@zaika/contract/endpoints/customers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import * as customers from "./service";

export const customersRoutes: FastifyPluginAsyncZod<customers.CustomersDeps> = async (app, deps) => {
  route(app, api.getCustomers, (request) => customers.listCustomers(deps, request.query));
  route(app, api.blockCustomer, (request) => customers.setBlocked(deps, request.params.id, request.body));
};
