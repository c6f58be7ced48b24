/**
 * The order's life after placement: status changes under the contract's machine (one generic path; what each move
 * does is status-effects.ts), the cancellation quote, and rider assignment (by hand, or by a rider accepting an offer).
 */
import { feeCollection } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import { MESSAGES } from "@zaika/contract/messages";
import {
  type AssignDeliveryBody,
  type CancellationQuoteResponse,
  ORDER_MESSAGES,
  type OrderResponse,
} from "@zaika/contract/order";
import {
  ASSIGNABLE_STATUSES,
  findTransition,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderStatus,
} from "@zaika/contract/order-status";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { scheduledNotReleased } from "@zaika/contract/schedule";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict, Forbidden, NotFound } from "../../lib/errors";
import { recordManualAssignment } from "../dispatch/withdraw";
import { orderRefs, recordPostings } from "../ledger/service";
import { etaAfterMove, learnFromMove } from "./eta";
import { recordOrderEvent } from "./events";
import { loadOrderBundle, type OrderBundle, type OrderRow, riderForAssignment, updateOrder } from "./queries";
import { canView, type OrderViewer, orderForViewer, toWireOrder } from "./read";
import { type PendingRefund, recordRefund, sendRefund } from "./refunds";
import { effectOf, quoteFor, type StatusChange, unpaidOnline } from "./status-effects";

const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

/** Roles that reach this route; anything else never gets past access control. */
function actorOf(viewer: OrderViewer): Exclude<OrderActor, "system"> {
  const { role } = viewer;
  if (role === "user" || role === "restaurant" || role === "admin" || role === "rider") return role;
  throw new Forbidden(MESSAGES.forbidden);
}

/**
 * Loads an order for a status change. A rider who is not (or no longer) assigned learns why instead of a bare 404:
 * riders are staff, and a reassigned delivery still on their screen is the common case.
 */
async function lockOrderFor(tx: Tx, orderId: string, viewer: OrderViewer): Promise<OrderBundle> {
  if (viewer.role !== "rider") return orderForViewer(tx, orderId, viewer, true);
  const bundle = await loadOrderBundle(tx, orderId, true);
  if (!bundle) throw new NotFound(ORDER_MESSAGES.notFound);
  if (!canView(viewer, bundle)) throw new Forbidden(ORDER_MESSAGES.riderNotAssigned);
  return bundle;
}

/**
 * Checks a move against the machine: 409 for a move it lacks (a customer's late cancellation says why: the policy),
 * 403 for a role it does not allow, 400 when a reason is required and missing.
 */
function checkMove(
  order: OrderRow,
  to: OrderStatus,
  actor: Exclude<OrderActor, "system">,
  reason: string | null,
  now: Date,
) {
  const from = order.status;
  const transition = findTransition(from, to);
  if (!transition) {
    if (to === "CANCELLED" && actor === "user") {
      const quote = quoteFor(order, now);
      if (!quote.allowed) throw new BusinessRule(quote.reason);
    }
    throw new Conflict(ORDER_MESSAGES.transitionNotAllowed(label(from), label(to)));
  }
  if (!transition.by.includes(actor)) throw new Forbidden(MESSAGES.forbidden);
  if (transition.reasonRequired?.includes(actor) && !reason) {
    throw new BadRequest(ORDER_MESSAGES.reasonRequired, "reason");
  }
  // A scheduled order reaches the kitchen at its release; until then the restaurant only sees it coming.
  if (actor === "restaurant" && order.scheduledFor && !order.kitchenAt && order.releaseAt) {
    throw new BusinessRule(scheduledNotReleased(order.scheduledFor, order.releaseAt));
  }
}

export async function updateStatus(
  deps: Pick<ModuleDeps, "db" | "clock" | "payments" | "limiter" | "eta">,
  viewer: OrderViewer,
  orderId: string,
  change: StatusChange,
  log: FastifyBaseLogger,
): Promise<OrderResponse> {
  const actor = actorOf(viewer);
  const to = change.status;
  // A role that can never make this move is refused before anything about the order is revealed.
  if (!ORDER_TRANSITIONS.some((t) => t.to === to && t.by.includes(actor))) throw new Forbidden(MESSAGES.forbidden);
  const reason = change.reason?.trim() || null;
  const now = deps.clock.now();

  // Filled inside the transaction, sent to the provider once it committed.
  const pending: { refund: PendingRefund | null } = { refund: null };
  const order = await deps.db.transaction(async (tx) => {
    const bundle = await lockOrderFor(tx, orderId, viewer);
    const current = bundle.order;
    const from = current.status;
    checkMove(current, to, actor, reason, now);
    const effect = await effectOf(from, to)({ tx, deps, order: current, actor, viewer, change, reason, now });
    // Every move promises the delivery time again (learned ETAs).
    const eta = await etaAfterMove(tx, deps.eta, current, to, effect.set ?? {}, now);
    const updated = await updateOrder(tx, current.id, { ...effect.set, ...eta, status: to, updatedAt: now });
    if (!updated) throw new NotFound(ORDER_MESSAGES.notFound);
    await learnFromMove(tx, updated);
    if (effect.postings) await recordPostings(tx, effect.postings, orderRefs(updated, now));
    const by = { id: viewer.sub, role: actor };
    await recordOrderEvent(tx, updated, bundle.restaurant.ownerId, {
      kind: "status",
      from,
      to,
      actor: by,
      reason,
      note: effect.note ?? null,
      at: now,
    });
    let final = updated;
    if (effect.refundPaise !== undefined) {
      const recorded = await recordRefund(tx, deps, updated, bundle.restaurant.ownerId, {
        amountPaise: effect.refundPaise,
        actor: by,
        at: now,
      });
      if (recorded) {
        final = recorded.order;
        pending.refund = recorded.refund;
      }
    }
    return toWireOrder(tx, { ...bundle, order: final }, viewer);
  });

  if (pending.refund) {
    await sendRefund(deps, pending.refund, log);
    // Show the provider's answer (refund id, status) in this response rather than the pre-commit PENDING.
    return {
      success: true,
      message: ORDER_MESSAGES.statusUpdated(label(to)),
      order: await toWireOrder(deps.db, await orderForViewer(deps.db, orderId, viewer), viewer),
    };
  }
  return { success: true, message: ORDER_MESSAGES.statusUpdated(label(to)), order };
}

/** What cancelling would cost now (shown before the customer confirms). */
export async function cancellationQuoteFor(
  deps: Pick<ModuleDeps, "db" | "clock">,
  viewer: OrderViewer,
  orderId: string,
): Promise<CancellationQuoteResponse> {
  const { order } = await orderForViewer(deps.db, orderId, viewer);
  const quote = quoteFor(order, deps.clock.now());
  if (!quote.allowed) {
    return {
      allowed: false,
      reason: quote.reason,
      free: false,
      feePercent: 0,
      fee: 0,
      refund: 0,
      feeCollection: "none",
      freeUntil: null,
    };
  }
  // Admins cancel without a fee; an unpaid online order cancels free.
  const waived = viewer.role === "admin" || unpaidOnline(order);
  const feePaise = waived ? 0 : quote.feePaise;
  const refundPaise = order.paymentStatus === "PAID" ? order.totalPaise - feePaise : 0;
  return {
    allowed: true,
    reason: null,
    free: feePaise === 0,
    feePercent: waived ? 0 : quote.feePercent,
    fee: toRupees(feePaise),
    refund: toRupees(refundPaise),
    feeCollection: feeCollection({ feePaise, paid: order.paymentStatus === "PAID" }),
    freeUntil: quote.freeUntil,
  };
}

/**
 * Sets the order's rider and records the timeline's "rider" event (live on commit): an admin assigning by hand, or a
 * rider accepting the dispatch engine's offer (dispatch/offers.ts). `bundle` is the locked order as it was.
 */
export async function setOrderRider(
  tx: Tx,
  bundle: OrderBundle,
  rider: { id: string; name: string },
  actor: { id: string; role: "admin" | "rider" },
  now: Date,
): Promise<OrderRow> {
  const updated = await updateOrder(tx, bundle.order.id, { riderId: rider.id, updatedAt: now });
  if (!updated) throw new NotFound(ORDER_MESSAGES.notFound);
  await recordOrderEvent(tx, updated, bundle.restaurant.ownerId, {
    kind: "rider",
    from: updated.status,
    to: updated.status,
    actor,
    note: bundle.rider ? `Reassigned from ${bundle.rider.name} to ${rider.name}` : `Assigned to ${rider.name}`,
    at: now,
  });
  return updated;
}

/** An admin's assignment by hand (overriding the dispatch engine): recorded with the reason and what it weighed. */
export async function assignDelivery(
  deps: Pick<ModuleDeps, "db" | "clock" | "eta">,
  admin: OrderViewer,
  body: AssignDeliveryBody,
): Promise<OrderResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const bundle = await orderForViewer(tx, body.orderId, admin, true);
    const current = bundle.order;
    if (!ASSIGNABLE_STATUSES.includes(current.status)) throw new BusinessRule(ORDER_MESSAGES.notAssignable);
    const rider = await riderForAssignment(tx, body.riderId);
    if (!rider) throw new NotFound(RIDER_MESSAGES.notFound);
    if (!rider.isActive || !rider.isAvailable) throw new BusinessRule(ORDER_MESSAGES.riderUnavailable);
    const message = ORDER_MESSAGES.assigned(rider.name, current.orderNumber);
    if (current.riderId === rider.id) {
      return { success: true as const, message, order: await toWireOrder(tx, bundle, admin) };
    }
    await recordManualAssignment(
      tx,
      deps.eta,
      { orderId: current.id, riderId: rider.id, actorId: admin.sub, reason: body.reason },
      now,
    );
    const updated = await setOrderRider(tx, bundle, rider, { id: admin.sub, role: "admin" }, now);
    const order = await toWireOrder(
      tx,
      { ...bundle, order: updated, rider: { id: rider.id, name: rider.name, phone: rider.phone } },
      admin,
    );
    return { success: true as const, message, order };
  });
}
