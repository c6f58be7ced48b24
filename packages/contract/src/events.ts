/**
 * Live updates (issue 5): `GET /api/events` streams server-sent events. Zod-free so the web app's event client adds
 * no validation weight; the server builds these from its domain events.
 */
import type { OrderStatus, PaymentMode, PaymentStatus } from "./order-status";

export const EVENTS_PATH = "/api/events";

/** The SSE `event:` names. */
export type LiveEventName = "order" | "ready";

/** Data of an `order` event: enough to update a list row and decide what to refetch. */
export interface OrderLiveEvent {
  /** Same as the SSE id: resumable with Last-Event-ID. */
  eventId: number;
  kind: "placed" | "status" | "payment" | "rider" | "refund";
  orderId: string;
  orderNumber: string;
  restaurantId: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  riderId: string | null;
  at: string;
}
