/** Records what happened to an order (the timeline) and announces it to every server instance in one step. */
import type { OrderActor, OrderStatus } from "@zaika/contract/order-status";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderEvents } from "../../db/schema/orders";
import { type DomainEvent, EVENT_CHANNEL } from "../../lib/events";
import type { OrderRow } from "./read";

export interface OrderEventInput {
  kind: "placed" | "status" | "payment" | "rider" | "refund";
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
  "id" | "orderNumber" | "userId" | "restaurantId" | "status" | "paymentMode" | "paymentStatus" | "riderId"
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
  // The timeline row and its NOTIFY in one statement (a round trip saved on every order change): the payload is built
  // here and gets the row's id, which is also the live event's id, inside PostgreSQL.
  const payload = orderChangedPayload(order, restaurantOwnerId, input.kind, input.at);
  const result = await tx.execute<{ id: string | number }>(sql`
    with event as (
      insert into ${orderEvents} (order_id, kind, from_status, to_status, actor_id, actor_role, reason, note, created_at)
      values (${order.id}, ${input.kind}, ${input.from ?? null}, ${input.to ?? null}, ${input.actor.id},
              ${input.actor.role}, ${input.reason ?? null}, ${input.note ?? null}, ${input.at.toISOString()})
      returning id
    )
    select id, pg_notify(${EVENT_CHANNEL}, jsonb_set(${JSON.stringify(payload)}::jsonb, '{eventId}', to_jsonb(id))::text)
    from event`);
  const row = (result as unknown as { rows: Array<{ id: string | number }> }).rows[0];
  return Number(row?.id ?? 0);
}
