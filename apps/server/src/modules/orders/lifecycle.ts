/**
 * The order's life after placement: status changes under the contract's machine, cancellation with its fee and refund,
 * rider assignment, and the admin's and restaurants' order lists.
 */
import { type CancellationQuote, cancellationQuote } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import { MESSAGES } from "@zaika/contract/messages";
import {
  type AssignDeliveryBody,
  type CancellationQuoteResponse,
  ORDER_MESSAGES,
  type OrderListResponse,
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
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import { orders, riders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import type { ModuleDeps } from "../../deps";
import { BadRequest, BusinessRule, Conflict, Forbidden, NotFound, RateLimited } from "../../lib/errors";
import { recordOrderEvent } from "./events";
import { listOrders, type OrderListFilter } from "./lists";
import {
  canView,
  loadOrderBundle,
  type OrderBundle,
  type OrderRow,
  type OrderViewer,
  orderForViewer,
  toWireOrder,
} from "./read";
import { type PendingRefund, recordRefund, sendRefund } from "./refunds";

/** Wrong delivery codes a rider may try per order and window: 4 digits must not be guessable by trying them all. */
const DELIVERY_CODE_ATTEMPTS = 10;
const DELIVERY_CODE_WINDOW_MS = 10 * 60 * 1000;

const RESTAURANT_NOT_FOUND = "Restaurant not found";

export interface StatusChange {
  status: OrderStatus;
  reason?: string | undefined;
  preparationMinutes?: number | undefined;
  deliveryCode?: string | undefined;
}

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

/** When an online order became a real order (paid); the free cancellation minute runs from then. */
function placedAt(order: OrderRow): Date {
  return order.paymentMode === "ONLINE" && order.paidAt ? order.paidAt : order.createdAt;
}

function quoteFor(order: OrderRow, now: Date): CancellationQuote {
  return cancellationQuote({
    status: order.status,
    placedAt: placedAt(order),
    now,
    finalTotalPaise: order.totalPaise,
    paid: order.paymentStatus === "PAID",
  });
}

/** An online order that was never paid is not a sale yet: it cancels free. */
const unpaidOnline = (order: OrderRow) => order.paymentMode === "ONLINE" && order.paymentStatus !== "PAID";

export async function updateStatus(
  deps: ModuleDeps,
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
    const transition = findTransition(from, to);
    if (!transition) {
      if (to === "CANCELLED" && actor === "user") {
        const quote = quoteFor(current, now);
        if (!quote.allowed) throw new BusinessRule(quote.reason);
      }
      throw new Conflict(ORDER_MESSAGES.transitionNotAllowed(label(from), label(to)));
    }
    if (!transition.by.includes(actor)) throw new Forbidden(MESSAGES.forbidden);
    if (transition.reasonRequired?.includes(actor) && !reason) {
      throw new BadRequest(ORDER_MESSAGES.reasonRequired, "reason");
    }

    const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
    let note: string | null = null;
    let refundPaise = 0;
    switch (to) {
      case "ACCEPTED": {
        const [restaurant] = await tx
          .select({
            preparationMinutes: restaurants.preparationMinutes,
            estimatedDeliveryMinutes: restaurants.estimatedDeliveryMinutes,
          })
          .from(restaurants)
          .where(eq(restaurants.id, current.restaurantId));
        const preparation = change.preparationMinutes ?? restaurant?.preparationMinutes ?? 20;
        const travel = restaurant?.estimatedDeliveryMinutes ?? 30;
        set.preparationMinutes = preparation;
        set.estimatedDeliveryAt = new Date(now.getTime() + (preparation + travel) * 60_000);
        note = `Ready in about ${preparation} minutes`;
        break;
      }
      case "REJECTED":
        set.rejectionReason = reason;
        refundPaise = current.totalPaise;
        break;
      case "OUT_FOR_DELIVERY":
        if (current.riderId !== viewer.sub) throw new Forbidden(ORDER_MESSAGES.riderNotAssigned);
        break;
      case "DELIVERED": {
        if (current.riderId !== viewer.sub) throw new Forbidden(ORDER_MESSAGES.riderNotAssigned);
        if (!change.deliveryCode) throw new BadRequest(ORDER_MESSAGES.deliveryCodeRequired, "deliveryCode");
        const { allowed, retryAfterSeconds } = await deps.limiter.hit(
          `delivery-code:${current.id}`,
          DELIVERY_CODE_ATTEMPTS,
          DELIVERY_CODE_WINDOW_MS,
        );
        if (!allowed) {
          throw new RateLimited(
            `Too many delivery code attempts. Please try again in ${retryAfterSeconds} seconds.`,
            retryAfterSeconds,
          );
        }
        if (change.deliveryCode !== current.deliveryCode) {
          throw new BadRequest(ORDER_MESSAGES.wrongDeliveryCode, "deliveryCode");
        }
        set.deliveredAt = now;
        if (current.paymentMode === "COD" && current.paymentStatus !== "PAID") {
          // The rider collected the cash at the door.
          set.paymentStatus = "PAID";
          set.paidAt = now;
          note = `Cash collected: ₹${toRupees(current.totalPaise).toFixed(2)}`;
        }
        break;
      }
      case "CANCELLED": {
        let feePaise = 0;
        if (actor === "user") {
          const quote = quoteFor(current, now);
          if (!quote.allowed) throw new BusinessRule(quote.reason);
          feePaise = unpaidOnline(current) ? 0 : quote.feePaise;
        }
        set.cancelledBy = actor;
        set.cancelReason = reason;
        set.cancelledAt = now;
        set.cancellationFeePaise = feePaise;
        refundPaise = current.totalPaise - feePaise;
        if (feePaise > 0) note = `Cancellation fee ₹${toRupees(feePaise).toFixed(2)}`;
        break;
      }
      default:
        break;
    }

    const [updated] = await tx.update(orders).set(set).where(eq(orders.id, current.id)).returning();
    if (!updated) throw new NotFound(ORDER_MESSAGES.notFound);
    await recordOrderEvent(tx, updated, bundle.restaurant.ownerId, {
      kind: "status",
      from,
      to,
      actor: { id: viewer.sub, role: actor },
      reason,
      note,
      at: now,
    });
    let final = updated;
    if (to === "CANCELLED" || to === "REJECTED") {
      const recorded = await recordRefund(tx, deps, updated, bundle.restaurant.ownerId, {
        amountPaise: refundPaise,
        actor: { id: viewer.sub, role: actor },
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
  deps: ModuleDeps,
  viewer: OrderViewer,
  orderId: string,
): Promise<CancellationQuoteResponse> {
  const { order } = await orderForViewer(deps.db, orderId, viewer);
  const quote = quoteFor(order, deps.clock.now());
  if (!quote.allowed) {
    return { allowed: false, reason: quote.reason, free: false, feePercent: 0, fee: 0, refund: 0, freeUntil: null };
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
    freeUntil: quote.freeUntil,
  };
}

export async function assignDelivery(
  deps: ModuleDeps,
  admin: OrderViewer,
  body: AssignDeliveryBody,
): Promise<OrderResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const bundle = await orderForViewer(tx, body.orderId, admin, true);
    const current = bundle.order;
    if (!ASSIGNABLE_STATUSES.includes(current.status)) throw new BusinessRule(ORDER_MESSAGES.notAssignable);
    const [rider] = await tx
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        isActive: riders.isActive,
        isAvailable: riders.isAvailable,
      })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(and(eq(riders.userId, body.riderId), eq(users.role, "rider")))
      .for("share", { of: riders });
    if (!rider) throw new NotFound(RIDER_MESSAGES.notFound);
    if (!rider.isActive || !rider.isAvailable) throw new BusinessRule(ORDER_MESSAGES.riderUnavailable);
    const message = ORDER_MESSAGES.assigned(rider.name, current.orderNumber);
    if (current.riderId === rider.id) {
      return { success: true as const, message, order: await toWireOrder(tx, bundle, admin) };
    }
    const [updated] = await tx
      .update(orders)
      .set({ riderId: rider.id, updatedAt: now })
      .where(eq(orders.id, current.id))
      .returning();
    if (!updated) throw new NotFound(ORDER_MESSAGES.notFound);
    await recordOrderEvent(tx, updated, bundle.restaurant.ownerId, {
      kind: "rider",
      from: updated.status,
      to: updated.status,
      actor: { id: admin.sub, role: "admin" },
      note: bundle.rider ? `Reassigned from ${bundle.rider.name} to ${rider.name}` : `Assigned to ${rider.name}`,
      at: now,
    });
    const order = await toWireOrder(
      tx,
      { ...bundle, order: updated, rider: { id: rider.id, name: rider.name, phone: rider.phone } },
      admin,
    );
    return { success: true as const, message, order };
  });
}

type ListQuery = Omit<OrderListFilter, "restaurantId">;

export function listAllOrders(deps: ModuleDeps, query: ListQuery): Promise<OrderListResponse> {
  return listOrders(deps.db, query);
}

/** A restaurant's orders: its owner (or an admin) only. */
export async function listRestaurantOrders(
  deps: ModuleDeps,
  viewer: OrderViewer,
  restaurantId: string,
  query: ListQuery,
): Promise<OrderListResponse> {
  const [restaurant] = await deps.db
    .select({ ownerId: restaurants.ownerId })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.deletedAt)));
  if (viewer.role !== "admin" && restaurant?.ownerId !== viewer.sub) throw new Forbidden(MESSAGES.forbidden);
  if (!restaurant) throw new NotFound(RESTAURANT_NOT_FOUND);
  return listOrders(deps.db, { ...query, restaurantId });
}
