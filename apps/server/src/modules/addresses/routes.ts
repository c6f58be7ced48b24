/** HTTP surface of the customer's saved addresses (/api/user/address): customers only, each sees only their own. */
import {
  AddressInputSchema,
  AddressListMutationResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  MAX_ADDRESSES,
} from "@zaika/contract/address";
import { IdParamsSchema } from "@zaika/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as addresses from "./service";

const CUSTOMERS = { access: ["user"] } as const;
const tags = ["addresses"];
const security = [{ bearerAuth: [] }];

export const addressesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "The signed-in customer's saved addresses, the default first, then the newest",
        security,
        response: responses({ 200: AddressListResponseSchema }),
      },
    },
    (request) => addresses.listAddresses(deps, caller(request).sub),
  );

  app.post(
    "/",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: `Save an address (at most ${MAX_ADDRESSES}, else 422). The first one becomes the default; isDefault: true moves the default to it`,
        description:
          "PIN code: 6 digits not starting with 0. phoneNumber: an Indian mobile number (stored as its 10 digits). " +
          "coordinates: where the rider should come, picked on the map; used for the delivery-radius check.",
        security,
        body: AddressInputSchema,
        response: responses({ 201: AddressResponseSchema }),
      },
    },
    async (request, reply) => {
      const result = await addresses.addAddress(deps, caller(request).sub, request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    "/:id",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary:
          "Replace every field of one of the customer's addresses; isDefault: true moves the default to it, false leaves the default unchanged. 404 for another customer's address",
        security,
        params: IdParamsSchema,
        body: AddressInputSchema,
        response: responses({ 200: AddressResponseSchema }),
      },
    },
    (request) => addresses.updateAddress(deps, caller(request).sub, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary:
          "Delete one of the customer's addresses; when it was the default, the most recently added remaining one becomes the default. Returns the remaining list",
        security,
        params: IdParamsSchema,
        response: responses({ 200: AddressListMutationResponseSchema }),
      },
    },
    (request) => addresses.removeAddress(deps, caller(request).sub, request.params.id),
  );

  app.patch(
    "/:id/default",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "Make one of the customer's addresses the default (preselected at checkout). Returns the list",
        security,
        params: IdParamsSchema,
        response: responses({ 200: AddressListMutationResponseSchema }),
      },
    },
    (request) => addresses.setDefaultAddress(deps, caller(request).sub, request.params.id),
  );
};
