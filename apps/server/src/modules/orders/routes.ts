/** HTTP surface of placing and paying for orders, one order's page, and the customer's order history (spec §7 /order). */
import { IdParamsSchema } from "@zaika/contract/common";
import { MESSAGES } from "@zaika/contract/messages";
import {
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  OrderDetailResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  PayAgainResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  VerifyPaymentBodySchema,
} from "@zaika/contract/order";
import { and, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orders } from "../../db/schema/orders";
import type { ModuleDeps } from "../../deps";
import { BadRequest, Forbidden } from "../../lib/errors";
import { responses } from "../../lib/schemas";
import { caller } from "../../plugins/access";
import { listOrderSummaries } from "./checkout-queries";
import { payAgain, verifyPayment } from "./payment";
import { placeOrder } from "./place";
import { wireOrderForViewer } from "./read";

const CUSTOMERS = { access: ["user"] } as const;
const tags = ["orders"];
const security = [{ bearerAuth: [] }];

function idempotencyKey(value: string | string[] | undefined): string {
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    throw new BadRequest(parsed.error.issues[0]?.message ?? "Invalid Idempotency-Key", "Idempotency-Key");
  }
  return parsed.data;
}

export const orderRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.post(
    "/order",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary:
          "Place the cart as an order. Requires an Idempotency-Key header (a retry with the same key returns the first order). Prices are computed by the server; any sent are ignored",
        security,
        body: PlaceOrderBodySchema,
        response: responses({ 201: PlaceOrderResponseSchema }),
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const result = await placeOrder(deps, caller(request).sub, key, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/order/verify-payment",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "Confirm an online payment with what the checkout returned; marks the order paid exactly once",
        security,
        body: VerifyPaymentBodySchema,
        response: responses({ 200: OrderResponseSchema }),
      },
    },
    (request) => verifyPayment(deps, caller(request), request.body, request.log),
  );

  app.post(
    "/order/:id/pay",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "A new checkout for an unpaid online order, within its payment window",
        security,
        params: IdParamsSchema,
        response: responses({ 200: PayAgainResponseSchema }),
      },
    },
    (request) => payAgain(deps, caller(request), request.params.id),
  );

  app.get(
    "/order/:id",
    {
      config: { access: ["user", "restaurant", "admin", "rider"] },
      schema: {
        tags,
        summary: "One order, for its customer, its restaurant (once it is a real order), its rider and admins",
        security,
        params: IdParamsSchema,
        response: responses({ 200: OrderDetailResponseSchema }),
      },
    },
    async (request) => ({ data: await wireOrderForViewer(deps.db, request.params.id, caller(request)) }),
  );

  const myOrders = async (userId: string, query: { page: number; limit: number; status?: string | undefined }) => {
    const filters: SQL[] = [eq(orders.userId, userId)];
    if (query.status) filters.push(eq(orders.status, query.status as (typeof orders.$inferSelect)["status"]));
    const { data, total } = await listOrderSummaries(deps.db, and(...filters), query.page, query.limit);
    return {
      data,
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  };

  app.get(
    "/order/user/my-orders",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first",
        security,
        querystring: OrderListQuerySchema,
        response: responses({ 200: OrderListResponseSchema }),
      },
    },
    (request) => myOrders(caller(request).sub, request.query),
  );

  app.get(
    "/order/user/my-orders/:id",
    {
      config: CUSTOMERS,
      schema: {
        tags,
        summary: "The same list, addressed by user id: only the caller's own id is accepted (403 otherwise)",
        security,
        params: IdParamsSchema,
        querystring: OrderListQuerySchema,
        response: responses({ 200: OrderListResponseSchema }),
      },
    },
    (request) => {
      const { sub } = caller(request);
      // The original trusted this id and showed anyone's orders.
      if (request.params.id !== sub) throw new Forbidden(MESSAGES.forbidden);
      return myOrders(sub, request.query);
    },
  );
};
