/**
 * The customer's data as one JSON document (contract AccountExportSchema): what the right of access (DPDP Act
 * section 11) covers. Each kind is read in one query, so a long order history costs no more round trips than a short
 * one; money in rupees and times in ISO 8601, as on the rest of the wire.
 */
import type { AccountExport, ExportedOrder } from "@zaika/contract/account";
import { toRupees } from "@zaika/contract/common";
import type { ModuleDeps } from "../../deps";
import { NotFound } from "../../lib/errors";
import * as addressQueries from "../addresses/queries";
import { toWireAddress } from "../addresses/service";
import { cancellationOf, toWireItem } from "../orders/read";
import * as q from "./queries";

/** Raised when the caller's account is gone (deleted meanwhile): its token is refused from the next request on. */
export const ACCOUNT_NOT_FOUND = "Account not found";

type EventRow = Awaited<ReturnType<typeof q.eventsOf>>[number];

function exportedOrder({ order, restaurantName }: q.ExportOrderRow, events: EventRow[]): ExportedOrder {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    restaurant: { _id: order.restaurantId, name: restaurantName },
    items: order.items.map(toWireItem),
    bill: {
      subtotal: toRupees(order.subtotalPaise),
      discount: toRupees(order.discountPaise),
      couponCode: order.couponCode,
      gstPercent: order.gstPercent,
      tax: toRupees(order.taxPaise),
      packagingCharge: toRupees(order.packagingPaise),
      deliveryFee: toRupees(order.deliveryFeePaise),
      tip: toRupees(order.tipPaise),
      total: toRupees(order.totalPaise),
    },
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    deliveryAddress: order.deliveryAddress,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    cancellation: cancellationOf(order),
    rejectionReason: order.rejectionReason,
    timeline: events.map((event) => ({
      at: event.createdAt.toISOString(),
      kind: event.kind,
      from: event.fromStatus,
      to: event.toStatus,
      by: event.actorRole,
      reason: event.reason,
      note: event.note,
    })),
    createdAt: order.createdAt.toISOString(),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}

/** Everything held about the customer, read in one repeatable-read snapshot so the parts agree with each other. */
export async function exportAccount(deps: Pick<ModuleDeps, "db" | "clock">, userId: string): Promise<AccountExport> {
  const exportedAt = deps.clock.now();
  return deps.db.transaction(
    async (tx) => {
      const profile = await q.findCustomer(tx, userId);
      if (!profile) throw new NotFound(ACCOUNT_NOT_FOUND);
      const addresses = await addressQueries.listAddresses(tx, userId);
      const orderRows = await q.ordersOf(tx, userId);
      const events = await q.eventsOf(
        tx,
        orderRows.map((row) => row.order.id),
      );
      const reviewRows = await q.reviewsOf(tx, userId);
      const favouriteRows = await q.favouritesOf(tx, userId);

      const eventsByOrder = new Map<string, EventRow[]>();
      for (const event of events) {
        const list = eventsByOrder.get(event.orderId);
        if (list) list.push(event);
        else eventsByOrder.set(event.orderId, [event]);
      }
      return {
        exportedAt: exportedAt.toISOString(),
        profile: {
          _id: profile.id,
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          dateOfBirth: profile.dateOfBirth,
          createdAt: profile.createdAt.toISOString(),
        },
        addresses: addresses.map(toWireAddress),
        orders: orderRows.map((row) => exportedOrder(row, eventsByOrder.get(row.order.id) ?? [])),
        reviews: reviewRows.map(({ review, orderNumber, restaurantName }) => ({
          _id: review.id,
          order: { _id: review.orderId, orderNumber },
          restaurant: { _id: review.restaurantId, name: restaurantName },
          foodRating: review.foodRating,
          deliveryRating: review.deliveryRating,
          body: review.body,
          dishes: review.dishes,
          reply: review.reply,
          hidden: review.hiddenAt !== null,
          createdAt: review.createdAt.toISOString(),
          updatedAt: review.updatedAt.toISOString(),
        })),
        favourites: favouriteRows.map((row) => ({
          restaurant: { _id: row.restaurantId, name: row.name },
          savedAt: row.savedAt.toISOString(),
        })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
