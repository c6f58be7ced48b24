/** HTTP surface of the admin's customer list and blocking. */
import { IdParamsSchema } from "@zaika/contract/common";
import {
  BlockCustomerBodySchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerResponseSchema,
} from "@zaika/contract/customer-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import * as customers from "./service";

const ADMINS = { access: ["admin"] } as const;
const tags = ["customers"];
const security = [{ bearerAuth: [] }];

export const customersRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/admin/customers",
    {
      config: ADMINS,
      schema: {
        tags,
        summary: "Customers with order count and total spent; search by name, phone or e-mail",
        security,
        querystring: CustomerListQuerySchema,
        response: responses({ 200: CustomerListResponseSchema }),
      },
    },
    (request) => customers.listCustomers(deps, request.query),
  );

  app.patch(
    "/admin/customers/:id/block",
    {
      config: ADMINS,
      schema: {
        tags,
        summary: "Block (with a reason; ends their sessions) or unblock a customer",
        security,
        params: IdParamsSchema,
        body: BlockCustomerBodySchema,
        response: responses({ 200: CustomerResponseSchema }),
      },
    },
    (request) => customers.setBlocked(deps, request.params.id, request.body),
  );
};
