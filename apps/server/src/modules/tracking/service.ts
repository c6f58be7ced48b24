/**
 * Tracking (issue 13, decision 021): riders' fixes and where an order's rider is. A fix outside India is refused; one
 * implying more than 150 km/h since the rider's last is ignored and counted; an accepted one becomes the rider's last
 * position, a track point of each order under way and a `rider.position` event per order, which the live-events
 * stream passes on to whoever may see it now (contract mayViewRiderPosition). The rules are the contract's
 * (dispatch.ts); the ETA is the learned-ETA model's ride (eta.ts).
 */
import {
  DISPATCH_MESSAGES,
  fixToCheckAgainst,
  isInIndia,
  isPlausibleFix,
  mayViewRiderPosition,
  metresBetween,
  type OrderTracking,
  type RiderLocationBody,
  type RiderPhase,
  riderPhase,
  rideSeconds,
} from "@zaika/contract/dispatch";
import type { EtaModel } from "@zaika/contract/eta";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import type { ModuleDeps } from "../../deps";
import { BadRequest, NotFound } from "../../lib/errors";
import type { DomainEvent } from "../../lib/events";
import { type OrderViewer, orderForViewer } from "../orders/read";
import * as q from "./queries";

export type TrackingDeps = Pick<ModuleDeps, "db" | "clock" | "eta">;

interface Point {
  lat: number;
  lng: number;
}

/**
 * Whole minutes (rounded up) until the rider reaches the restaurant (to-restaurant) or hands the food over at the
 * drop (to-customer: the ride plus the model's handover minutes), riding straight-line × detour at `at`'s speed.
 */
export function riderEtaMinutes(
  model: EtaModel,
  phase: RiderPhase,
  from: Point,
  legs: { restaurant: Point; drop: Point },
  at: Date,
): number {
  const toRestaurant = phase === "to-restaurant";
  const seconds =
    rideSeconds(model, metresBetween(from, toRestaurant ? legs.restaurant : legs.drop), at) +
    (toRestaurant ? 0 : model.handoverMinutes * 60);
  return Math.ceil(seconds / 60);
}

type PositionEvent = Extract<DomainEvent, { type: "rider.position" }>;

/**
 * `POST /rider/me/location`. A rider who is offline with nothing under way is not tracked: the fix the app may still
 * send after going offline is answered accepted: false and not kept. One who went offline to finish their last
 * delivery keeps sharing: the customer follows that delivery. Two statements: the read and the write.
 */
export async function postLocation(deps: TrackingDeps, riderId: string, body: RiderLocationBody) {
  if (!isInIndia(body.lat, body.lng)) throw new BadRequest(DISPATCH_MESSAGES.outsideIndia, "lat");
  const context = await q.fixContext(deps.db, riderId);
  if (!context) throw new NotFound(RIDER_MESSAGES.notFound);
  const online = context.isActive && context.isAvailable;
  if (!online && context.orders.length === 0) return { accepted: false, message: DISPATCH_MESSAGES.offDuty };

  const now = deps.clock.now();
  const previous = context.previous && { ...context.previous, at: context.previous.at.getTime() };
  if (
    !isPlausibleFix(fixToCheckAgainst(previous, now.getTime()), { lat: body.lat, lng: body.lng, at: now.getTime() })
  ) {
    await q.countDroppedFix(deps.db, riderId);
    return { accepted: false, message: DISPATCH_MESSAGES.tooFast };
  }

  const at = now.toISOString();
  const events = context.orders.flatMap((order): PositionEvent[] => {
    const phase = riderPhase(order.status);
    if (!phase) return [];
    return [
      {
        type: "rider.position",
        orderId: order.id,
        riderId,
        userId: order.userId,
        restaurantOwnerId: order.restaurantOwnerId,
        status: order.status,
        lat: body.lat,
        lng: body.lng,
        at,
        etaMinutes: riderEtaMinutes(deps.eta, phase, body, order, now),
      },
    ];
  });
  await q.saveFix(deps.db, {
    riderId,
    lat: body.lat,
    lng: body.lng,
    accuracy: body.accuracy ?? null,
    at: now,
    orderIds: context.orders.map((order) => order.id),
    events,
  });
  return { accepted: true };
}

/**
 * `GET /order/:id/tracking`: 404 for whoever may not see the order (the order page's rule); the rider's position and
 * the ETA it gives only to whom mayViewRiderPosition allows now (the ETA tells how far off the rider is).
 */
export async function getTracking(deps: TrackingDeps, viewer: OrderViewer, orderId: string): Promise<OrderTracking> {
  const { order, restaurant, rider } = await orderForViewer(deps.db, orderId, viewer);
  const legs = { restaurant: { lat: restaurant.lat, lng: restaurant.lng }, drop: order.deliveryAddress.coordinates };
  const tracked = rider ? await q.trackedRider(deps.db, rider.id) : null;
  if (!rider || !tracked) return { orderId: order.id, phase: null, rider: null, ...legs, etaMinutes: null };

  const phase = riderPhase(order.status);
  const visible = mayViewRiderPosition(viewer, {
    userId: order.userId,
    restaurantOwnerId: restaurant.ownerId,
    riderId: order.riderId,
    status: order.status,
  });
  const position = visible ? tracked.position : null;
  return {
    orderId: order.id,
    phase,
    rider: {
      name: rider.name,
      vehicleType: tracked.vehicleType,
      position: position && { lat: position.lat, lng: position.lng, at: position.at.toISOString() },
    },
    ...legs,
    etaMinutes: position && phase ? riderEtaMinutes(deps.eta, phase, position, legs, deps.clock.now()) : null,
  };
}
