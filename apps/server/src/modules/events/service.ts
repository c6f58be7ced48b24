/** Who may hear about which order change, and what they are told: pure functions shared by live and replay. */
import type { OrderLiveEvent } from "@zaika/contract/events";
import type { DomainEvent } from "../../lib/events";
import { visibleToRestaurant } from "../orders/read";

export type OrderChangedEvent = Extract<DomainEvent, { type: "order.changed" }>;

/** The caller's token claims. */
export interface EventViewer {
  sub: string;
  role: string;
}

/**
 * The same rule as an order's page (orders/read.ts canView): admins see everything, the customer their own orders,
 * the owner their restaurant's real orders (never an unpaid online one), the rider the orders assigned to them.
 */
export function mayReceiveOrderEvent(
  viewer: EventViewer,
  event: Pick<
    OrderChangedEvent,
    "userId" | "restaurantOwnerId" | "riderId" | "paymentMode" | "paymentStatus" | "status"
  >,
): boolean {
  switch (viewer.role) {
    case "admin":
      return true;
    case "user":
      return event.userId === viewer.sub;
    case "restaurant":
      return event.restaurantOwnerId === viewer.sub && visibleToRestaurant(event);
    case "rider":
      return event.riderId !== null && event.riderId === viewer.sub;
    default:
      return false;
  }
}

/** The wire payload: who else may see the order (userId, ownerId) is not the client's business. */
export function toLiveEvent(event: OrderChangedEvent | (OrderLiveEvent & Record<string, unknown>)): OrderLiveEvent {
  return {
    eventId: event.eventId,
    kind: event.kind,
    orderId: event.orderId,
    orderNumber: event.orderNumber,
    restaurantId: event.restaurantId,
    status: event.status,
    paymentMode: event.paymentMode,
    paymentStatus: event.paymentStatus,
    riderId: event.riderId,
    at: event.at,
  };
}
