/**
 * Dispatch and tracking (issue 13): riders share their position while online; the engine offers each accepted order
 * to the rider whose arrival at the restaurant best matches the food being ready, batching a second order from the
 * same restaurant when the detour is short; offers expire and pass to the next rider; every decision records the
 * candidates it weighed. Positions are seen only by the people who need them (mayViewRiderPosition). Decision 021.
 *
 * Times are in seconds, distances in metres (straight line; travel applies the ETA model's detour factor and the
 * hour's speed, eta.ts). A lower score is a better match.
 */
import { z } from "zod";
import { IdSchema } from "./common";
import { type EtaModel, minutesPerKm } from "./eta";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import { DeliverySchema, VEHICLE_TYPES } from "./rider";

export const DISPATCH = {
  /** A rider has this long to accept or decline an offer. */
  offerSeconds: 30,
  /** The engine also runs this often, besides on events. */
  sweepSeconds: 3,
  /** A position older than this says nothing about where the rider is: not a candidate. */
  positionMaxAgeSeconds: 120,
  /** Orders a rider carries at most (a batch of two). */
  maxLoad: 2,
  /** Extra straight-line metres a second order of the same restaurant may add to the first one's ride. */
  batchDetourMetres: 1500,
  /** An order is offered once the best rider's ride to the restaurant is within this of the food being ready. */
  offerLeadSeconds: 120,
  /** Each second the food waits for the rider counts this many times a second the rider waits for the food. */
  foodWaitWeight: 2,
  /** A rider already carrying an order (not batchable with this one) counts as this many seconds worse per order. */
  loadPenaltySeconds: 600,
  /** The rider app sends a position at most this often… */
  locationIntervalSeconds: 10,
  /** …and only after moving this far since the last one sent… */
  locationMinMoveMetres: 25,
  /** …or, standing still, once this long has passed: a rider waiting at a stand stays a candidate (positionMaxAge). */
  locationHeartbeatSeconds: 60,
  /** A fix implying a faster ride than this since the rider's last one is dropped (and counted). */
  maxSpeedKmph: 150,
  /** Track points of an order are deleted this many days after it is delivered (TRACK_RETENTION_DAYS). */
  trackRetentionDays: 7,
} as const;

/** Where positions are accepted: India's bounding box (mainland, islands included). */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;

export const DISPATCH_MESSAGES = {
  outsideIndia: "Position is outside India",
  tooFast: "Position ignored: faster than 150 km/h since the last one",
  offDuty: "Position not kept: you are offline with no delivery under way",
  accepted: "Offer accepted",
  declined: "Offer declined",
  offerGone: "This offer has expired or gone to another rider",
  offerNotFound: "Offer not found",
  offline: "Go online to accept offers",
  reasonRequired: "Say why you assign this rider by hand",
} as const;

export interface Fix {
  lat: number;
  lng: number;
  /** Milliseconds since the epoch. */
  at: number;
}

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle metres between two fixes (the same haversine as geo.ts, on {lat, lng}). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInIndia(lat: number, lng: number): boolean {
  const b = INDIA_BOUNDS;
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

/**
 * Whether a new fix is believable after the previous one: no faster than maxSpeedKmph between them. A fix at the same
 * instant or earlier than the previous one (clock skew, a replayed request) is believable only on the same spot.
 */
export function isPlausibleFix(previous: Fix | null, next: Fix): boolean {
  if (!previous) return true;
  const metres = metresBetween(previous, next);
  const seconds = (next.at - previous.at) / 1000;
  if (seconds <= 0) return metres < DISPATCH.locationMinMoveMetres;
  return (metres / seconds) * 3.6 <= DISPATCH.maxSpeedKmph;
}

/**
 * The fix a new one is checked against (isPlausibleFix): the rider's last accepted one while it says where the rider
 * is (no older than positionMaxAgeSeconds). An older one (the app was closed, or a wild first fix was accepted) cannot
 * bound where the rider is now: the new fix stands on its own, so one bad fix cannot refuse the rider's real ones for
 * hours.
 */
export function fixToCheckAgainst(previous: Fix | null, now: number): Fix | null {
  if (!previous) return null;
  return now - previous.at <= DISPATCH.positionMaxAgeSeconds * 1000 ? previous : null;
}

/**
 * The rider app's throttle: send when nothing was sent yet; when both the interval and the distance have passed; or,
 * standing still, when the heartbeat has.
 */
export function shouldSendPosition(lastSent: Fix | null, current: Fix): boolean {
  if (!lastSent) return true;
  const elapsed = current.at - lastSent.at;
  if (elapsed >= DISPATCH.locationHeartbeatSeconds * 1000) return true;
  return (
    elapsed >= DISPATCH.locationIntervalSeconds * 1000 &&
    metresBetween(lastSent, current) >= DISPATCH.locationMinMoveMetres
  );
}

/** Seconds to ride `metres` (straight line) leaving at `at`: the model's detour factor and the hour's speed. */
export function rideSeconds(model: EtaModel, metres: number, at: Date): number {
  return Math.round((metres / 1000) * minutesPerKm(model, at) * 60);
}

/** Where a rider is with respect to one of their orders. */
export type RiderPhase = "to-restaurant" | "to-customer";

export function riderPhase(status: OrderStatus): RiderPhase | null {
  switch (status) {
    case "ACCEPTED":
    case "PREPARING":
    case "READY_FOR_PICKUP":
      return "to-restaurant";
    case "OUT_FOR_DELIVERY":
      return "to-customer";
    default:
      return null;
  }
}

/**
 * Who may see where the rider of an order is: admins always; the order's customer while the food is on its way to
 * them; the restaurant's owner while the rider comes for pickup; the rider themself. Nobody once it is over.
 */
export function mayViewRiderPosition(
  viewer: { role: string; sub: string },
  order: { userId: string; restaurantOwnerId: string; riderId: string | null; status: OrderStatus },
): boolean {
  if (order.riderId === null) return false;
  if (viewer.role === "admin") return true;
  const phase = riderPhase(order.status);
  if (phase === null) return false;
  switch (viewer.role) {
    case "user":
      return phase === "to-customer" && order.userId === viewer.sub;
    case "restaurant":
      return phase === "to-restaurant" && order.restaurantOwnerId === viewer.sub;
    case "rider":
      return order.riderId === viewer.sub;
    default:
      return false;
  }
}

/** Why a rider was not considered for an order. */
export const EXCLUSIONS = ["offline", "no-position", "stale-position", "full", "declined", "busy-offer"] as const;
export type Exclusion = (typeof EXCLUSIONS)[number];

export interface CandidateInput {
  /** Seconds for the rider to reach the restaurant from where they are. */
  travelSeconds: number;
  /** Seconds until the food is expected ready (0 when it is). */
  readyInSeconds: number;
  /** Orders the rider carries now. */
  load: number;
  /** Extra metres if this order is batched with one the rider carries from the same restaurant; null otherwise. */
  batchDetourMetres: number | null;
}

/**
 * The score of offering an order to a rider (lower is better): the food waiting for the rider counts double the rider
 * waiting for the food; each order the rider carries that this one cannot join adds loadPenaltySeconds; a batch adds
 * the ride over its detour instead. Null when the batch's detour is over the limit or the rider is full.
 */
export function candidateScore(input: CandidateInput, detourSeconds: number): number | null {
  if (input.load >= DISPATCH.maxLoad) return null;
  const foodWaits = Math.max(0, input.travelSeconds - input.readyInSeconds);
  const riderWaits = Math.max(0, input.readyInSeconds - input.travelSeconds);
  const timing = DISPATCH.foodWaitWeight * foodWaits + riderWaits;
  if (input.batchDetourMetres !== null) {
    if (input.batchDetourMetres > DISPATCH.batchDetourMetres) return null;
    return timing + detourSeconds;
  }
  return timing + input.load * DISPATCH.loadPenaltySeconds;
}

/**
 * Extra metres to deliver a second drop on the way: from the restaurant to both drops in the better order, minus the
 * ride to the first drop alone.
 */
export function batchDetourMetres(
  restaurant: { lat: number; lng: number },
  firstDrop: { lat: number; lng: number },
  secondDrop: { lat: number; lng: number },
): number {
  const between = metresBetween(firstDrop, secondDrop);
  const viaFirst = metresBetween(restaurant, firstDrop) + between;
  const viaSecond = metresBetween(restaurant, secondDrop) + between;
  return Math.min(viaFirst, viaSecond) - metresBetween(restaurant, firstDrop);
}

/** Whether to offer now: once the best rider would arrive no more than offerLeadSeconds before the food is ready. */
export function offerDue(readyInSeconds: number, travelSeconds: number): boolean {
  return readyInSeconds - travelSeconds <= DISPATCH.offerLeadSeconds;
}

// ----- Shapes -----

const CoordinatesSchema = z.object({ lat: z.number(), lng: z.number() });

export const RiderLocationBodySchema = z.object({
  lat: z.number({ error: "Latitude must be a number" }).min(-90).max(90),
  lng: z.number({ error: "Longitude must be a number" }).min(-180).max(180),
  /** Metres, as the browser reports it. */
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type RiderLocationBody = z.infer<typeof RiderLocationBodySchema>;
export const RiderLocationResponseSchema = z.object({
  /** False when the fix was ignored as implausible (counted, not an error: the app keeps sending). */
  accepted: z.boolean(),
  message: z.string().optional(),
});

export const RiderPositionSchema = CoordinatesSchema.extend({ at: z.string() });
export type RiderPosition = z.infer<typeof RiderPositionSchema>;

export const RiderOfferSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  orderNumber: z.string(),
  restaurant: z.object({ name: z.string(), address: z.string(), coordinates: CoordinatesSchema }),
  /** The drop's locality ("Vijay Nagar, Indore"), not the door: the address comes with the accepted task. */
  dropArea: z.string(),
  /** Rider → restaurant and restaurant → drop, straight line. */
  pickupMetres: z.number().int(),
  dropMetres: z.number().int(),
  /** ₹ the rider earns for the delivery. */
  payout: z.number(),
  /** ₹ of cash to collect at the door (COD), else 0. */
  collect: z.number(),
  /** The order number of the rider's current order this one is batched with. */
  batchedWith: z.string().nullable(),
  expiresAt: z.string(),
});
export type RiderOffer = z.infer<typeof RiderOfferSchema>;
export const RiderOffersResponseSchema = z.object({ data: z.array(RiderOfferSchema) });

export const DECLINE_REASONS = ["too-far", "busy", "vehicle", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** How the rider app (and the admins' "why" view) words each decline reason. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  "too-far": "Too far away",
  busy: "Busy right now",
  vehicle: "Vehicle problem",
  other: "Another reason",
};
export const DeclineOfferBodySchema = z.object({ reason: z.enum(DECLINE_REASONS).optional() });
export const AcceptOfferResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: DeliverySchema,
});

export const RIDER_BOARD_STATES = ["idle", "to-restaurant", "to-customer", "offline"] as const;
export const ORDER_BOARD_STATES = ["waiting", "offered", "assigned"] as const;

export const DispatchBoardResponseSchema = z.object({
  riders: z.array(
    z.object({
      _id: IdSchema,
      name: z.string(),
      phone: z.string(),
      vehicleType: z.enum(VEHICLE_TYPES),
      state: z.enum(RIDER_BOARD_STATES),
      position: RiderPositionSchema.nullable(),
      orderIds: z.array(IdSchema),
      offeredOrderId: IdSchema.nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      _id: IdSchema,
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      state: z.enum(ORDER_BOARD_STATES),
      restaurant: z.object({ _id: IdSchema, name: z.string(), coordinates: CoordinatesSchema }),
      drop: CoordinatesSchema,
      riderId: IdSchema.nullable(),
      offeredTo: IdSchema.nullable(),
      /** When the food is expected ready (ISO 8601), from the kitchen's preparation time. */
      readyAt: z.string().nullable(),
    }),
  ),
});
export type DispatchBoard = z.infer<typeof DispatchBoardResponseSchema>;

export const DECISION_KINDS = ["offered", "accepted", "declined", "expired", "withdrawn", "manual"] as const;

export const DispatchCandidateSchema = z.object({
  riderId: IdSchema,
  name: z.string(),
  score: z.number().nullable(),
  travelSeconds: z.number().nullable(),
  readyInSeconds: z.number(),
  load: z.number().int(),
  batchedWith: z.string().nullable(),
  excluded: z.enum(EXCLUSIONS).nullable(),
});
export type DispatchCandidate = z.infer<typeof DispatchCandidateSchema>;

export const OrderDispatchResponseSchema = z.object({
  decisions: z.array(
    z.object({
      _id: IdSchema,
      at: z.string(),
      kind: z.enum(DECISION_KINDS),
      riderId: IdSchema.nullable(),
      riderName: z.string().nullable(),
      /** The admin's reason for a manual assignment; the decline reason a rider gave. */
      reason: z.string().nullable(),
      /** For "offered" and "manual": every rider weighed, best first. */
      candidates: z.array(DispatchCandidateSchema),
    }),
  ),
});
export type OrderDispatch = z.infer<typeof OrderDispatchResponseSchema>;

export const OrderTrackingResponseSchema = z.object({
  orderId: IdSchema,
  phase: z.enum(["to-restaurant", "to-customer"]).nullable(),
  rider: z
    .object({
      name: z.string(),
      vehicleType: z.enum(VEHICLE_TYPES),
      /** Null when the caller may not see it now (mayViewRiderPosition) or the rider has not shared one. */
      position: RiderPositionSchema.nullable(),
    })
    .nullable(),
  restaurant: CoordinatesSchema,
  drop: CoordinatesSchema,
  /** Minutes until the rider reaches the drop (to-customer) or the restaurant (to-restaurant), from the position. */
  etaMinutes: z.number().int().nullable(),
});
export type OrderTracking = z.infer<typeof OrderTrackingResponseSchema>;
