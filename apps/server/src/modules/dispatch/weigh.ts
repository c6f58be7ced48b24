/**
 * Weighing riders for an order (decision 021): who is excluded and why (offline, no or stale position, full, declined
 * this order before, already holding an offer), and the others' scores from the contract's candidateScore: the ride to
 * the restaurant against the time until the food is ready, the orders they carry, and a batch with an order of the
 * same restaurant not yet picked up. The engine offers to the best; a manual assignment records the same list.
 */
import {
  batchDetourMetres,
  candidateScore,
  DISPATCH,
  type DispatchCandidate,
  type Exclusion,
  metresBetween,
  rideSeconds,
} from "@zaika/contract/dispatch";
import type { EtaModel } from "@zaika/contract/eta";
import type { OrderStatus } from "@zaika/contract/order-status";
import type { Db, Tx } from "../../db/client";
import { preparationOf } from "../orders/eta";
import { activeRiders, carriedOrders, type LatLng, refusals, type WaitingOrderRow } from "./queries";

type Conn = Db | Tx;

/** How the engine picks: decision 021, or the naive baseline the simulation compares against (DISPATCH_STRATEGY). */
export type DispatchStrategy = "engine" | "nearest-when-ready";

export interface CarriedOrder {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  restaurantId: string;
  drop: LatLng;
}

/** A rider as the engine sees them during one pass. */
export interface RiderState {
  id: string;
  name: string;
  isAvailable: boolean;
  position: (LatLng & { at: Date }) | null;
  /** The order of the rider's open offer, including one made earlier in the same pass. */
  offeredOrderId: string | null;
  carried: CarriedOrder[];
}

/** An order as the engine weighs it. */
export interface OrderToWeigh {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  restaurantId: string;
  restaurant: LatLng;
  drop: LatLng;
  /** When the food is expected ready: acceptance + the kitchen's preparation minutes. */
  readyAt: Date;
}

export interface Weighing {
  readyInSeconds: number;
  /** Every rider weighed: scored ones best first, then unscored, then the excluded. */
  candidates: DispatchCandidate[];
  /** The best scored candidate, if any. */
  best: DispatchCandidate | null;
}

/** When the kitchen's food is expected ready, from the order's acceptance and its preparation minutes. */
export function expectedReadyAt(
  order: Pick<WaitingOrderRow, "acceptedAt" | "updatedAt" | "preparationMinutes" | "kitchen">,
): Date {
  const minutes = order.preparationMinutes ?? preparationOf(order.kitchen);
  const from = order.acceptedAt ?? order.updatedAt;
  return new Date(from.getTime() + minutes * 60_000);
}

export function toOrderToWeigh(row: WaitingOrderRow): OrderToWeigh {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    restaurantId: row.restaurantId,
    restaurant: { lat: row.restaurantLat, lng: row.restaurantLng },
    drop: row.deliveryAddress.coordinates,
    readyAt: expectedReadyAt(row),
  };
}

/** Every active rider with position, open offer and the orders they carry. */
export async function riderStates(conn: Conn): Promise<RiderState[]> {
  // One after the other: `conn` may be a transaction, which has one connection.
  const rows = await activeRiders(conn);
  const carried = await carriedOrders(conn);
  const byRider = new Map<string, CarriedOrder[]>();
  for (const row of carried) {
    const list = byRider.get(row.riderId) ?? [];
    list.push({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      status: row.status,
      restaurantId: row.restaurantId,
      drop: row.deliveryAddress.coordinates,
    });
    byRider.set(row.riderId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isAvailable: row.isAvailable,
    position:
      row.lat !== null && row.lng !== null && row.positionAt !== null
        ? { lat: row.lat, lng: row.lng, at: row.positionAt }
        : null,
    offeredOrderId: row.offeredOrderId,
    carried: byRider.get(row.id) ?? [],
  }));
}

/** For each order, the riders who declined it or let its offer expire. */
export async function refusalsOf(conn: Conn, orderIds: string[]): Promise<Map<string, Set<string>>> {
  const refused = new Map<string, Set<string>>();
  for (const row of await refusals(conn, orderIds)) {
    const riders = refused.get(row.orderId) ?? new Set<string>();
    riders.add(row.riderId);
    refused.set(row.orderId, riders);
  }
  return refused;
}

function exclusionOf(
  rider: RiderState,
  refused: ReadonlySet<string>,
  now: Date,
  strategy: DispatchStrategy,
): Exclusion | null {
  if (!rider.isAvailable) return "offline";
  if (!rider.position) return "no-position";
  if (now.getTime() - rider.position.at.getTime() > DISPATCH.positionMaxAgeSeconds * 1000) return "stale-position";
  // The baseline sends only idle riders.
  if (rider.carried.length >= (strategy === "engine" ? DISPATCH.maxLoad : 1)) return "full";
  if (refused.has(rider.id)) return "declined";
  if (rider.offeredOrderId !== null) return "busy-offer";
  return null;
}

/** The one order a batch would join: the rider carries exactly one, of the same restaurant, not yet picked up. */
function batchPartner(rider: RiderState, order: OrderToWeigh): CarriedOrder | null {
  if (rider.carried.length !== 1) return null;
  const [first] = rider.carried;
  if (!first || first.restaurantId !== order.restaurantId || first.status === "OUT_FOR_DELIVERY") return null;
  return first;
}

const rank = (c: DispatchCandidate) => (c.excluded !== null ? 2 : c.score === null ? 1 : 0);

function compareCandidates(a: DispatchCandidate, b: DispatchCandidate): number {
  return (
    rank(a) - rank(b) ||
    (a.score ?? 0) - (b.score ?? 0) ||
    (a.travelSeconds ?? 0) - (b.travelSeconds ?? 0) ||
    a.name.localeCompare(b.name) ||
    a.riderId.localeCompare(b.riderId)
  );
}

/** Weighs every rider for one order at `now`. */
export function weigh(
  model: EtaModel,
  now: Date,
  order: OrderToWeigh,
  riders: readonly RiderState[],
  refused: ReadonlySet<string>,
  strategy: DispatchStrategy = "engine",
): Weighing {
  const readyInSeconds =
    order.status === "READY_FOR_PICKUP" ? 0 : Math.max(0, Math.round((order.readyAt.getTime() - now.getTime()) / 1000));
  const candidates = riders.map((rider): DispatchCandidate => {
    const excluded = exclusionOf(rider, refused, now, strategy);
    const base = { riderId: rider.id, name: rider.name, readyInSeconds, load: rider.carried.length };
    if (excluded !== null || !rider.position) {
      return { ...base, score: null, travelSeconds: null, batchedWith: null, excluded };
    }
    const travelSeconds = rideSeconds(model, metresBetween(rider.position, order.restaurant), now);
    if (strategy === "nearest-when-ready") {
      return { ...base, score: travelSeconds, travelSeconds, batchedWith: null, excluded: null };
    }
    const partner = batchPartner(rider, order);
    const detour = partner ? batchDetourMetres(order.restaurant, partner.drop, order.drop) : null;
    const score = candidateScore(
      { travelSeconds, readyInSeconds, load: rider.carried.length, batchDetourMetres: detour },
      detour === null ? 0 : rideSeconds(model, detour, now),
    );
    return { ...base, score, travelSeconds, batchedWith: partner?.orderNumber ?? null, excluded: null };
  });
  candidates.sort(compareCandidates);
  const best = candidates[0] && rank(candidates[0]) === 0 ? candidates[0] : null;
  return { readyInSeconds, candidates, best };
}
