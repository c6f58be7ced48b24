/** Records what happened to an order (the timeline) and announces it to every server instance in one step. */
import type { OrderActor, OrderStatus } from "@zaika/contract/order-status";
import type { Tx } from "../../db/client";
import type { DomainEvent } from "../../lib/events";
import { insertOrderEvent, type OrderRow } from "./queries";

export interface OrderEventInput {
  kind: "placed" | "status" | "payment" | "rider" | "refund" | "released";
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  actor: { id: string | null; role: OrderActor };
  reason?: string | null;
  note?: string | null;
  at: Date;
}

/** What an order event tells about the order. */
type EventOrder = Pick<
  OrderRow,
  | "id"
  | "orderNumber"
  | "userId"
  | "restaurantId"
  | "status"
  | "paymentMode"
  | "paymentStatus"
  | "riderId"
  | "scheduledFor"
  | "kitchenAt"
>;

/** The live event of a change to `order` (its row as it is after the change); eventId is filled in by PostgreSQL. */
export function orderChangedPayload(
  order: EventOrder,
  restaurantOwnerId: string,
  kind: OrderEventInput["kind"],
  at: Date,
) {
  return {
    type: "order.changed",
    eventId: 0,
    kind,
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    restaurantId: order.restaurantId,
    restaurantOwnerId,
    status: order.status,
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    riderId: order.riderId,
    awaitingRelease: order.scheduledFor !== null && order.kitchenAt === null,
    at: at.toISOString(),
  } satisfies DomainEvent;
}

/**
 * Inserts the timeline row and NOTIFYs inside the same transaction (delivered on commit). `order` must be the row as
 * it is after the change; restaurantOwnerId lets the SSE route filter without a query.
 */
export async function recordOrderEvent(
  tx: Tx,
  order: EventOrder,
  restaurantOwnerId: string,
  input: OrderEventInput,
): Promise<number> {
  // The payload gets the timeline row's id, which is also the live event's id, inside PostgreSQL (queries.ts).
  const payload = orderChangedPayload(order, restaurantOwnerId, input.kind, input.at);
  return insertOrderEvent(
    tx,
    order.id,
    {
      kind: input.kind,
      from: input.from ?? null,
      to: input.to ?? null,
      actorId: input.actor.id,
      actorRole: input.actor.role,
      reason: input.reason ?? null,
      note: input.note ?? null,
      at: input.at,
    },
    payload,
  );
}
