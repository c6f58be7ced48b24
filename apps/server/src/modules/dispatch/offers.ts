/**
 * A rider's offers (decision 021): the open ones with what the card shows (restaurant, drop area, distances, payout at
 * the ledger's rates, cash to collect), accepting one (the order gets its rider through the same path as a manual
 * assignment, so its live "rider" event goes out) and declining one (it passes to the next rider at once).
 */
import { amountPayablePaise } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import {
  type DeclineOfferBodySchema,
  DISPATCH_MESSAGES,
  metresBetween,
  type RiderOffer,
} from "@zaika/contract/dispatch";
import { RIDER_PAYOUT_DEFAULTS, riderPayoutPaise } from "@zaika/contract/ledger";
import { ASSIGNABLE_STATUSES } from "@zaika/contract/order-status";
import type { Delivery } from "@zaika/contract/rider";
import type { z } from "zod";
import type { DeliveryAddressSnapshot } from "../../db/schema/orders";
import type { ModuleDeps } from "../../deps";
import { Conflict, NotFound } from "../../lib/errors";
import { setOrderRider } from "../orders/lifecycle";
import { loadOrderBundle, riderForAssignment } from "../orders/queries";
import { activeDeliveries } from "../riders/queries";
import { pickupAddress, toWireDelivery } from "../riders/service";
import type { DispatchTrigger } from "./engine";
import { answerOffer, insertDecision, notifyOffersChanged, offerById, openOffersOf } from "./queries";

export type OffersDeps = Pick<ModuleDeps, "db" | "clock"> & { dispatch: DispatchTrigger };

/** The drop's area, not its door: the second address line (the locality, by convention) and the city. */
export function dropArea(address: Pick<DeliveryAddressSnapshot, "addressLine2" | "city" | "postalCode">): string {
  const locality = address.addressLine2.trim();
  return locality ? `${locality}, ${address.city}` : `${address.city} ${address.postalCode}`.trim();
}

/** The rider's open offers that have not expired, oldest first. */
export async function listOffers(deps: Pick<ModuleDeps, "db" | "clock">, riderId: string): Promise<RiderOffer[]> {
  const rows = await openOffersOf(deps.db, riderId, deps.clock.now());
  return rows.map(({ offer, order, restaurant, position }) => {
    const restaurantAt = { lat: restaurant.lat, lng: restaurant.lng };
    const from = position?.lat != null && position.lng != null ? { lat: position.lat, lng: position.lng } : null;
    return {
      _id: offer.id,
      orderId: offer.orderId,
      orderNumber: order.orderNumber,
      restaurant: { name: restaurant.name, address: pickupAddress(restaurant), coordinates: restaurantAt },
      dropArea: dropArea(order.deliveryAddress),
      pickupMetres: from ? Math.round(metresBetween(from, restaurantAt)) : 0,
      dropMetres: order.distanceMetres,
      // What delivering it earns: the rider_payout posting's amount at delivery (same distance, same rates).
      payout: toRupees(riderPayoutPaise(order.distanceMetres, RIDER_PAYOUT_DEFAULTS)),
      collect: order.paymentMode === "COD" && order.paymentStatus !== "PAID" ? toRupees(amountPayablePaise(order)) : 0,
      batchedWith: offer.batchedWith,
      expiresAt: offer.expiresAt.toISOString(),
    };
  });
}

/**
 * Takes the offered delivery. Locks the rider (held online), the order, then the offer, in the same order as the
 * other writers: 404 for an offer that is not the rider's, 409 when the rider is offline, or the offer is no longer
 * open (expired, withdrawn, answered) or the order found a rider meanwhile.
 */
export async function acceptOffer(
  deps: OffersDeps,
  riderId: string,
  offerId: string,
): Promise<{ success: true; message: string; data: Delivery }> {
  const now = deps.clock.now();
  const orderId = await deps.db.transaction(async (tx) => {
    const seen = await offerById(tx, offerId);
    if (!seen || seen.riderId !== riderId) throw new NotFound(DISPATCH_MESSAGES.offerNotFound);
    const rider = await riderForAssignment(tx, riderId);
    if (!rider) throw new NotFound(DISPATCH_MESSAGES.offerNotFound);
    if (!rider.isActive || !rider.isAvailable) throw new Conflict(DISPATCH_MESSAGES.offline);
    const bundle = await loadOrderBundle(tx, seen.orderId, true);
    const offer = await offerById(tx, offerId, true);
    const open = offer?.status === "open" && offer.expiresAt.getTime() > now.getTime();
    if (!bundle || !open || bundle.order.riderId !== null || !ASSIGNABLE_STATUSES.includes(bundle.order.status)) {
      throw new Conflict(DISPATCH_MESSAGES.offerGone);
    }
    await setOrderRider(tx, bundle, rider, { id: riderId, role: "rider" }, now);
    await answerOffer(tx, offerId, "accepted", now);
    await insertDecision(tx, { orderId: bundle.order.id, kind: "accepted", riderId, at: now });
    await notifyOffersChanged(tx, riderId, now);
    return bundle.order.id;
  });
  const delivery = (await activeDeliveries(deps.db, riderId)).find((row) => row.order.id === orderId);
  // Delivered or cancelled in the instant since: the order page tells the rest.
  if (!delivery) throw new Conflict(DISPATCH_MESSAGES.offerGone);
  return { success: true, message: DISPATCH_MESSAGES.accepted, data: toWireDelivery(delivery) };
}

/** Passes on an open offer (with the rider's reason, if given); the engine offers the order to the next rider. */
export async function declineOffer(
  deps: OffersDeps,
  riderId: string,
  offerId: string,
  body: z.output<typeof DeclineOfferBodySchema>,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const offer = await offerById(tx, offerId, true);
    if (!offer || offer.riderId !== riderId) throw new NotFound(DISPATCH_MESSAGES.offerNotFound);
    if (offer.status !== "open" || offer.expiresAt.getTime() <= now.getTime()) {
      throw new Conflict(DISPATCH_MESSAGES.offerGone);
    }
    await answerOffer(tx, offerId, "declined", now);
    await insertDecision(tx, {
      orderId: offer.orderId,
      kind: "declined",
      riderId,
      reason: body.reason ?? null,
      at: now,
    });
    await notifyOffersChanged(tx, riderId, now);
  });
  deps.dispatch.nudge();
  return { success: true as const, message: DISPATCH_MESSAGES.declined };
}
