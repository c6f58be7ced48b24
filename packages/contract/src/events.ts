/**
 * Live updates (issue 5): `GET /api/events` streams server-sent events. Zod-free so the web app's event client adds
 * no validation weight; the server builds these from its domain events.
 */
import type { OrderStatus, PaymentMode, PaymentStatus } from "./order-status";

export const EVENTS_PATH = "/api/events";

/** The SSE `event:` names. */
export type LiveEventName = "order" | "ready" | "position" | "offers";

/** Data of an `order` event: enough to update a list row and decide what to refetch. */
export interface OrderLiveEvent {
  /** Same as the SSE id: resumable with Last-Event-ID. */
  eventId: number;
  /** "released": a scheduled order went to the kitchen (its slot minus preparation and ride). */
  kind: "placed" | "status" | "payment" | "rider" | "refund" | "released";
  orderId: string;
  orderNumber: string;
  restaurantId: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  riderId: string | null;
  /** A scheduled order the kitchen does not have yet: no new-order alert until its "released" event. */
  awaitingRelease: boolean;
  at: string;
}

/**
 * Data of a `position` event (issue 13): where the rider of an order is, sent to whoever may see it now (dispatch.ts
 * mayViewRiderPosition), at most once per position the rider app sends. Not replayed: GET /api/order/{id}/tracking
 * has the latest.
 */
export interface PositionLiveEvent {
  orderId: string;
  riderId: string;
  lat: number;
  lng: number;
  at: string;
  /** Minutes to the drop (to the customer) or to the restaurant (for pickup), from this position. */
  etaMinutes: number | null;
}

/** Data of an `offers` event, to one rider: their open offers changed; GET /api/rider/me/offers lists them. */
export interface OffersLiveEvent {
  riderId: string;
  at: string;
}
