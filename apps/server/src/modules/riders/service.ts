/**
 * Riders: admins create, list and (de)activate them; a rider sees their deliveries and their day, and goes online
 * (the dispatch engine is nudged) or offline (their open offer is withdrawn in the same transaction).
 */

import { formatAddress } from "@zaika/contract/address";
import { amountPayablePaise } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import { indiaDay, indiaDayStart } from "@zaika/contract/reports";
import {
  type CreateRiderBodySchema,
  type Delivery,
  RIDER_MESSAGES,
  type Rider,
  type RiderListQuerySchema,
  type RiderMe,
} from "@zaika/contract/rider";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import type { ModuleDeps } from "../../deps";
import { Conflict, Forbidden, NotFound } from "../../lib/errors";
import type { DispatchTrigger } from "../dispatch/engine";
import { withdrawOffers } from "../dispatch/withdraw";
import * as q from "./queries";

export type RidersDeps = Pick<ModuleDeps, "db" | "clock"> & {
  /** Asks the dispatch engine for a pass (a rider came online); absent, nothing is asked. */
  dispatch?: DispatchTrigger;
};

type RiderRow = NonNullable<Awaited<ReturnType<typeof q.findRider>>>;

function toWireRider(row: RiderRow): Rider {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone ?? "",
    vehicleType: row.vehicleType,
    vehicleNumber: row.vehicleNumber,
    isActive: row.isActive,
    isAvailable: row.isAvailable,
    activeDeliveries: row.activeDeliveries,
    deliveredCount: row.deliveredCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRiders(deps: Pick<ModuleDeps, "db">, query: z.output<typeof RiderListQuerySchema>) {
  const { rows, total } = await q.listRiders(deps.db, {
    search: query.search || undefined,
    available: query.available === undefined ? undefined : query.available === "true",
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    data: rows.map(toWireRider),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

export async function createRider(deps: RidersDeps, body: z.output<typeof CreateRiderBodySchema>) {
  const now = deps.clock.now();
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await q.phoneTaken(tx, body.phone)) throw new Conflict(RIDER_MESSAGES.phoneTaken, "phone");
      return q.insertRider(tx, { ...body, now });
    });
  } catch (error) {
    // Two admins adding the same phone at once: the unique index decides.
    if (isUniqueViolation(error)) throw new Conflict(RIDER_MESSAGES.phoneTaken, "phone");
    throw error;
  }
  const row = await q.findRider(deps.db, id);
  if (!row) throw new NotFound(RIDER_MESSAGES.notFound);
  return { success: true as const, message: RIDER_MESSAGES.created, data: toWireRider(row) };
}

/** Activates or deactivates; a deactivated rider also goes offline (open offer withdrawn) so no delivery reaches them. */
export async function setActive(deps: RidersDeps, id: string, isActive: boolean) {
  const changes = isActive
    ? { isActive, updatedAt: deps.clock.now() }
    : { isActive, isAvailable: false, updatedAt: deps.clock.now() };
  const found = await deps.db.transaction(async (tx) => {
    if (!(await q.updateRider(tx, id, changes))) return false;
    if (!isActive) await withdrawOffers(tx, { riderId: id }, changes.updatedAt);
    return true;
  });
  if (!found) throw new NotFound(RIDER_MESSAGES.notFound);
  if (!isActive) deps.dispatch?.nudge();
  const row = await q.findRider(deps.db, id);
  if (!row) throw new NotFound(RIDER_MESSAGES.notFound);
  return {
    success: true as const,
    message: isActive ? RIDER_MESSAGES.activated : RIDER_MESSAGES.deactivated,
    data: toWireRider(row),
  };
}

type DeliveryRow = Awaited<ReturnType<typeof q.activeDeliveries>>[number];

/** A restaurant's address on one line, as the rider reads it. */
export function pickupAddress(r: { street: string; city: string; state: string; zipCode: string }): string {
  return [r.street, r.city, [r.state, r.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** One delivery under way as the rider's app shows it (also the answer to accepting an offer). */
export function toWireDelivery({ order, restaurant }: DeliveryRow): Delivery {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMode: order.paymentMode,
    // Cash to collect at the door: a COD order not yet paid.
    collect: order.paymentMode === "COD" && order.paymentStatus !== "PAID" ? toRupees(amountPayablePaise(order)) : 0,
    tip: toRupees(order.tipPaise),
    itemCount: order.itemCount,
    pickup: {
      name: restaurant.name,
      phone: restaurant.phones[0] ?? null,
      address: pickupAddress(restaurant),
      coordinates: { lat: restaurant.lat, lng: restaurant.lng },
    },
    drop: {
      name: order.deliveryAddress.fullName,
      phone: order.deliveryAddress.phoneNumber,
      address: formatAddress(order.deliveryAddress),
      instructions: order.deliveryAddress.deliveryInstructions,
      coordinates: order.deliveryAddress.coordinates,
    },
    estimatedDeliveryTime: order.estimatedDeliveryAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The rider's deliveries under way, and their India day so far: deliveries made and ₹ earned. */
export async function getMe(deps: Pick<ModuleDeps, "db" | "clock">, riderId: string): Promise<RiderMe> {
  const since = indiaDayStart(indiaDay(deps.clock.now()));
  const [row, deliveries, today] = await Promise.all([
    q.findRider(deps.db, riderId),
    q.activeDeliveries(deps.db, riderId),
    q.deliveredSince(deps.db, riderId, since),
  ]);
  if (!row) throw new NotFound(RIDER_MESSAGES.notFound);
  return {
    rider: toWireRider(row),
    deliveries: deliveries.map(toWireDelivery),
    today: {
      deliveries: today.deliveries,
      earnings: toRupees(today.earningsPaise),
      tips: toRupees(today.tipsPaise),
    },
  };
}

/** Online or offline; going offline withdraws the rider's open offer in the same transaction (it passes on). */
export async function setAvailability(deps: RidersDeps, riderId: string, isAvailable: boolean) {
  const row = await q.findRider(deps.db, riderId);
  if (!row) throw new NotFound(RIDER_MESSAGES.notFound);
  if (!row.isActive) throw new Forbidden(RIDER_MESSAGES.inactive);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await q.updateRider(tx, riderId, { isAvailable, updatedAt: now });
    if (!isAvailable) await withdrawOffers(tx, { riderId }, now);
  });
  // Online: a waiting order may be theirs. Offline: their withdrawn offer goes to the next rider.
  deps.dispatch?.nudge();
  return {
    success: true as const,
    message: isAvailable ? RIDER_MESSAGES.online : RIDER_MESSAGES.offline,
    data: toWireRider({ ...row, isAvailable }),
  };
}
