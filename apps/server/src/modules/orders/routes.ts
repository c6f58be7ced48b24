/**
 * HTTP surface of orders (spec §7 /order), registered from the declarations (contract endpoints/orders): placing and
 * paying, one order's page, the lists, status changes, cancellation quotes, rider assignment and refunds after delivery.
 */
import { toPaise } from "@zaika/contract/common";
import * as api from "@zaika/contract/endpoints/orders";
import { getDeliverySlots } from "@zaika/contract/endpoints/schedule";
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema, ORDER_MESSAGES } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../deps";
import { BadRequest } from "../../lib/errors";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as lifecycle from "./lifecycle";
import * as lists from "./lists";
import { payAgain, verifyPayment } from "./payment";
import { placeOrder } from "./place";
import { wireOrderForViewer } from "./read";
import { refundDeliveredOrder } from "./refunds";
import { deliverySlots } from "./slots";

export type OrdersDeps = Pick<ModuleDeps, "db" | "clock" | "config" | "payments" | "settings" | "limiter" | "eta">;

/** The Idempotency-Key header, checked after the body: a 400 naming the header when it is missing or malformed. */
function idempotencyKey(value: string | string[] | undefined): string {
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    throw new BadRequest(parsed.error.issues[0]?.message ?? "Invalid Idempotency-Key", "Idempotency-Key");
  }
  return parsed.data;
}

export const orderRoutes: FastifyPluginAsyncZod<OrdersDeps> = async (app, deps) => {
  route(app, api.placeOrder, (request) =>
    placeOrder(deps, caller(request).sub, idempotencyKey(request.headers[IDEMPOTENCY_HEADER]), request.body),
  );
  route(app, api.verifyPayment, (request) => verifyPayment(deps, caller(request), request.body, request.log));
  route(app, api.payOrder, (request) => payAgain(deps, caller(request), request.params.id));
  route(app, api.getOrder, async (request) => ({
    data: await wireOrderForViewer(deps.db, request.params.id, caller(request)),
  }));

  route(app, getDeliverySlots, (request) => deliverySlots(deps, caller(request).sub, request.query.addressId));
  route(app, api.getMyOrders, (request) => lists.listMyOrders(deps, caller(request).sub, request.query));
  route(app, api.getUserOrders, (request) =>
    lists.listOrdersOfUser(deps, caller(request), request.params.id, request.query),
  );
  route(app, api.getAllOrders, (request) => lists.listAllOrders(deps, request.query));
  route(app, api.getRestaurantOrders, (request) =>
    lists.listRestaurantOrders(deps, caller(request), request.params.restaurantId, request.query),
  );

  route(app, api.updateOrderStatus, (request) =>
    lifecycle.updateStatus(deps, caller(request), request.params.id, request.body, request.log),
  );
  route(app, api.getCancellationQuote, (request) =>
    lifecycle.cancellationQuoteFor(deps, caller(request), request.params.id),
  );
  route(app, api.assignDelivery, (request) => lifecycle.assignDelivery(deps, caller(request), request.body));
  route(app, api.refundDeliveredOrder, async (request) => {
    const admin = caller(request);
    const { amount, reason } = request.body;
    await refundDeliveredOrder(
      deps,
      request.params.id,
      { amountPaise: toPaise(amount), actor: { id: admin.sub, role: "admin" }, reason },
      request.log,
    );
    return {
      success: true as const,
      message: ORDER_MESSAGES.refundRecorded(formatRupees(amount)),
      order: await wireOrderForViewer(deps.db, request.params.id, admin),
    };
  });
};
