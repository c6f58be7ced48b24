/** HTTP surface of the order lifecycle: lists, status changes, cancellation quotes and rider assignment. */
import { IdParamsSchema } from "@zaika/contract/common";
import {
  AssignDeliveryBodySchema,
  CancellationQuoteResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  RestaurantOrdersParamsSchema,
  UpdateOrderStatusBodySchema,
} from "@zaika/contract/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import * as lifecycle from "./lifecycle";

const tags = ["orders"];
const security = [{ bearerAuth: [] }];

export const orderLifecycleRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/order",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Every order, newest first: order-number search, status and date (India days) filters, 5 per page",
        security,
        querystring: OrderListQuerySchema,
        response: responses({ 200: OrderListResponseSchema }),
      },
    },
    (request) => lifecycle.listAllOrders(deps, request.query),
  );

  app.get(
    "/order/restaurant/:restaurantId",
    {
      config: { access: ["restaurant", "admin"] },
      schema: {
        tags,
        summary: "A restaurant's orders (its owner or an admin); unpaid online orders are not shown",
        security,
        params: RestaurantOrdersParamsSchema,
        querystring: OrderListQuerySchema,
        response: responses({ 200: OrderListResponseSchema }),
      },
    },
    (request) => lifecycle.listRestaurantOrders(deps, caller(request), request.params.restaurantId, request.query),
  );

  app.patch(
    "/order/:id/status",
    {
      config: { access: ["user", "restaurant", "admin", "rider"] },
      schema: {
        tags,
        summary:
          "Move an order along the status machine: 403 for a role that may not, 409 for a move the machine lacks, 422 when the cancellation policy refuses",
        security,
        params: IdParamsSchema,
        body: UpdateOrderStatusBodySchema,
        response: responses({ 200: OrderResponseSchema }),
      },
    },
    (request) => lifecycle.updateStatus(deps, caller(request), request.params.id, request.body, request.log),
  );

  app.get(
    "/order/:id/cancellation",
    {
      config: { access: ["user", "admin"] },
      schema: {
        tags,
        summary: "What cancelling the order now would cost and refund",
        security,
        params: IdParamsSchema,
        response: responses({ 200: CancellationQuoteResponseSchema }),
      },
    },
    (request) => lifecycle.cancellationQuoteFor(deps, caller(request), request.params.id),
  );

  app.post(
    "/order/assign-delivery",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary:
          "Assign (or reassign before pickup) an active, available rider to an accepted, preparing or ready order",
        security,
        body: AssignDeliveryBodySchema,
        response: responses({ 200: OrderResponseSchema }),
      },
    },
    (request) => lifecycle.assignDelivery(deps, caller(request), request.body),
  );
};
