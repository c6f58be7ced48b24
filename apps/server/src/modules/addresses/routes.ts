/** HTTP surface of the customer's saved addresses, registered from its declarations (contract endpoints/addresses). */
import * as api from "@zaika/contract/endpoints/addresses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as addresses from "./service";

export const addressesRoutes: FastifyPluginAsyncZod<addresses.AddressDeps> = async (app, deps) => {
  route(app, api.getAddresses, (request) => addresses.listAddresses(deps, caller(request).sub));
  route(app, api.createAddress, (request) => addresses.addAddress(deps, caller(request).sub, request.body));
  route(app, api.updateAddress, (request) =>
    addresses.updateAddress(deps, caller(request).sub, request.params.id, request.body),
  );
  route(app, api.deleteAddress, (request) => addresses.removeAddress(deps, caller(request).sub, request.params.id));
  route(app, api.setDefaultAddress, (request) =>
    addresses.setDefaultAddress(deps, caller(request).sub, request.params.id),
  );
};
