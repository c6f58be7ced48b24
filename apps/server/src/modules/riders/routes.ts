/** HTTP surface of riders: the admin's rider management and the rider's own /rider/me. */
import { IdParamsSchema } from "@zaika/contract/common";
import {
  CreateRiderBodySchema,
  RiderAvailabilityBodySchema,
  RiderListQuerySchema,
  RiderListResponseSchema,
  RiderMeResponseSchema,
  RiderResponseSchema,
  UpdateRiderBodySchema,
} from "@zaika/contract/rider";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as riders from "./service";

const ADMINS = { access: ["admin"] } as const;
const RIDERS = { access: ["rider"] } as const;
const tags = ["riders"];
const security = [{ bearerAuth: [] }];

export const ridersRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/admin/riders",
    {
      config: ADMINS,
      schema: {
        tags,
        summary: "Riders with availability, current deliveries and deliveries made",
        security,
        querystring: RiderListQuerySchema,
        response: responses({ 200: RiderListResponseSchema }),
      },
    },
    (request) => riders.listRiders(deps, request.query),
  );

  app.post(
    "/admin/riders",
    {
      config: ADMINS,
      schema: {
        tags,
        summary: "Add a rider (signs in by phone OTP); 409 when the phone already has an account",
        security,
        body: CreateRiderBodySchema,
        response: responses({ 201: RiderResponseSchema }),
      },
    },
    async (request, reply) => reply.status(201).send(await riders.createRider(deps, request.body)),
  );

  app.patch(
    "/admin/riders/:id",
    {
      config: ADMINS,
      schema: {
        tags,
        summary: "Activate or deactivate a rider (deactivating also takes them offline)",
        security,
        params: IdParamsSchema,
        body: UpdateRiderBodySchema,
        response: responses({ 200: RiderResponseSchema }),
      },
    },
    (request) => riders.setActive(deps, request.params.id, request.body.isActive),
  );

  app.get(
    "/rider/me",
    {
      config: RIDERS,
      schema: {
        tags,
        summary: "The signed-in rider and the deliveries assigned to them that are still under way",
        security,
        response: responses({ 200: RiderMeResponseSchema }),
      },
    },
    (request) => riders.getMe(deps, caller(request).sub),
  );

  app.patch(
    "/rider/me/availability",
    {
      config: RIDERS,
      schema: {
        tags,
        summary: "Go online or offline; 403 for a deactivated rider",
        security,
        body: RiderAvailabilityBodySchema,
        response: responses({ 200: RiderResponseSchema }),
      },
    },
    (request) => riders.setAvailability(deps, caller(request).sub, request.body.isAvailable),
  );
};
