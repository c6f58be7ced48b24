/**
 * Who may see an order, and the order in the contract's wire shape. Shared by every order route: placement, payment,
 * lifecycle and the order pages.
 */
import { amountPayablePaise, feeCollection } from "@zaika/contract/cancellation";
import { toRupees } from "@zaika/contract/common";
import { REFUND_TIMELINES } from "@zaika/contract/constants";
import type { Order, OrderTimelineEntry } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { Db, Tx } from "../../db/client";
import { NotFound } from "../../lib/errors";
import { orderTipOf } from "../tips/queries";
import { wireEta } from "./eta";
import { orderRefundOf } from "./payment-queries";
import {
  loadOrderBundle,
  type OrderBundle,
  type OrderEventRow,
  type OrderItemSnapshot,
  type OrderRow,
  timelineRows,
} from "./queries";

type Conn = Db | Tx;

/** Who is asking: the access token's claims. */
export interface OrderViewer {
  sub: string;
  role: string;
}

/** An unpaid online order is not a real order yet: its restaurant does not see it. */
export function visibleToRestaurant(order: Pick<OrderRow, "paymentMode" | "paymentStatus" | "status">): boolean {
  return order.paymentMode === "COD" || order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED";
}

/** When a pending order the kitchen has is cancelled unanswered (the wire's acceptBy); null once answered. */
export function acceptByOf(order: Pick<OrderRow, "status" | "cancelDueAt">): string | null {
  return order.status === "PENDING" ? (order.cancelDueAt?.toISOString() ?? null) : null;
}

/** The customer who placed it, the restaurant's owner (once it is a real order), its rider, admins. */
export function canView(viewer: OrderViewer, bundle: OrderBundle): boolean {
  switch (viewer.role) {
    case "admin":
      return true;
    case "user":
      return bundle.order.userId === viewer.sub;
    case "restaurant":
      return bundle.restaurant.ownerId === viewer.sub && visibleToRestaurant(bundle.order);
    case "rider":
      return bundle.order.riderId === viewer.sub;
    default:
      return false;
  }
}

/** Loads an order the viewer may see; anyone else gets the same 404 as for an order that does not exist. */
export async function orderForViewer(conn: Conn, orderId: string, viewer: OrderViewer, forUpdate = false) {
  const bundle = await loadOrderBundle(conn, orderId, forUpdate);
  if (!bundle || !canView(viewer, bundle)) throw new NotFound(ORDER_MESSAGES.notFound);
  return bundle;
}

async function timelineOf(conn: Conn, orderId: string): Promise<OrderTimelineEntry[]> {
  const rows = await timelineRows(conn, orderId);
  return rows.map(({ event, actorName }) => ({
    _id: String(event.id),
    ...typeAndReason(event),
    from: event.fromStatus,
    to: event.toStatus,
    by: { role: event.actorRole, name: actorName },
    at: event.createdAt.toISOString(),
  }));
}

/** How declined attempts were written before they carried their reason in `reason`. */
const LEGACY_FAILED_NOTE = "Payment failed: ";

/**
 * A payment event is a captured payment unless it carries the reason it was declined (recordFailedPayment); the
 * wire tells them apart so no screen calls a declined attempt "Payment received".
 */
function typeAndReason(event: OrderEventRow): Pick<OrderTimelineEntry, "type" | "reason" | "note"> {
  if (event.kind === "placed") return { type: "status", reason: event.reason, note: event.note };
  if (event.kind !== "payment") return { type: event.kind, reason: event.reason, note: event.note };
  if (event.reason) return { type: "payment_failed", reason: event.reason, note: event.note };
  if (event.note?.startsWith(LEGACY_FAILED_NOTE)) {
    return { type: "payment_failed", reason: event.note.slice(LEGACY_FAILED_NOTE.length), note: null };
  }
  return { type: "payment", reason: null, note: event.note };
}

/** Refund timeline text (spec §9) for the method the customer paid with. */
export function refundTimeline(method: string | null): string {
  const fast = method === "upi" || method === "wallet";
  const entry = fast ? REFUND_TIMELINES[0] : REFUND_TIMELINES[1];
  return `${entry.method}: ${entry.businessDays} business days`;
}

/** A cancelled order's who, why, fee and when; null for any other order. */
export function cancellationOf(
  order: Pick<OrderRow, "status" | "cancelledAt" | "cancelledBy" | "cancelReason" | "cancellationFeePaise" | "paidAt">,
) {
  if (order.status !== "CANCELLED" || !order.cancelledAt) return null;
  const feePaise = order.cancellationFeePaise ?? 0;
  return {
    by: order.cancelledBy ?? "system",
    reason: order.cancelReason,
    fee: toRupees(feePaise),
    feeCollection: feeCollection({ feePaise, paid: order.paidAt !== null }),
    at: order.cancelledAt.toISOString(),
  };
}

/** An ordered dish on the wire: its snapshot, in rupees (the order page, lists and the customer's data export). */
export function toWireItem(item: OrderItemSnapshot) {
  return {
    product: {
      _id: item.productId,
      name: item.name,
      image: item.image,
      description: item.description,
      price: toRupees(item.pricePaise),
      discountedPrice: item.discountedPricePaise === null ? null : toRupees(item.discountedPricePaise),
      foodType: item.foodType,
    },
    quantity: item.quantity,
    selectedAttributes: item.selectedAttributes.map((a) => ({
      attributeName: a.attributeName,
      selectedOption: a.selectedOption,
      additionalPrice: toRupees(a.additionalPricePaise),
    })),
    selectedAddons: item.selectedAddons.map((a) => ({ name: a.name, price: toRupees(a.pricePaise) })),
    unitPrice: toRupees(item.unitPaise),
    itemTotal: toRupees(item.totalPaise),
  };
}

/** The full wire order for this viewer (the delivery code only for the customer who placed it). */
export async function toWireOrder(
  conn: Conn,
  bundle: OrderBundle,
  viewer: OrderViewer,
  /** What the caller already knows (a just-placed order: its one timeline entry, no refund), saving two queries. */
  known?: { timeline: OrderTimelineEntry[]; refund: null },
): Promise<Order> {
  const { order, customer, restaurant, rider } = bundle;
  const isCustomer = viewer.role === "user" && viewer.sub === order.userId;
  // A tip after delivery (modules/tips) exists only on a delivered order; its customer and admins see it.
  const tipShown = !known && order.status === "DELIVERED" && (isCustomer || viewer.role === "admin");
  const [timeline, refund, tip] = known
    ? [known.timeline, undefined, undefined]
    : await Promise.all([
        timelineOf(conn, order.id),
        orderRefundOf(conn, order.id),
        tipShown ? orderTipOf(conn, order.id) : undefined,
      ]);
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    user: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    restaurant: {
      _id: restaurant.id,
      name: restaurant.name,
      logo: restaurant.logo,
      phone: restaurant.phones[0] ?? null,
      address: { street: restaurant.street, city: restaurant.city, state: restaurant.state },
      coordinates: { lat: restaurant.lat, lng: restaurant.lng },
    },
    items: order.items.map(toWireItem),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.couponCode,
    gstPercent: order.gstPercent,
    taxAmount: toRupees(order.taxPaise),
    packagingCharge: toRupees(order.packagingPaise),
    deliveryFee: toRupees(order.deliveryFeePaise),
    tip: toRupees(order.tipPaise),
    tipAfterDelivery: tip ? { amount: toRupees(tip.amountPaise), status: tip.status } : null,
    finalTotal: toRupees(order.totalPaise),
    previousFees: order.previousFees.map((fee) => ({ orderNumber: fee.orderNumber, fee: toRupees(fee.feePaise) })),
    amountPayable: toRupees(amountPayablePaise(order)),
    deliveryAddress: order.deliveryAddress,
    distanceKm: Math.round(order.distanceMetres / 100) / 10,
    paymentMode: order.paymentMode,
    paymentProvider: order.paymentProvider,
    paymentStatus: order.paymentStatus,
    paymentDetails: order.providerOrderId
      ? {
          orderId: order.providerOrderId,
          paymentId: order.providerPaymentId,
          paymentDate: order.paidAt?.toISOString() ?? null,
        }
      : null,
    payableUntil:
      order.paymentMode === "ONLINE" && order.paymentStatus !== "PAID" && order.status === "PENDING"
        ? (order.payableUntil?.toISOString() ?? null)
        : null,
    preparationMinutes: order.preparationMinutes,
    estimatedDeliveryTime: order.estimatedDeliveryAt?.toISOString() ?? null,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    releaseAt: order.releaseAt?.toISOString() ?? null,
    acceptBy: acceptByOf(order),
    eta: wireEta(order),
    rider: rider ? { _id: rider.id, name: rider.name, phone: rider.phone } : null,
    deliveryCode: isCustomer ? order.deliveryCode : null,
    cancellation: cancellationOf(order),
    rejectionReason: order.rejectionReason,
    refund: refund
      ? {
          _id: refund.id,
          amount: toRupees(refund.amountPaise),
          status: refund.status,
          providerRefundId: refund.providerRefundId,
          timeline: refundTimeline(refund.method),
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
    timeline,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Loads and renders in one step, for route handlers. */
export async function wireOrderForViewer(conn: Conn, orderId: string, viewer: OrderViewer): Promise<Order> {
  return toWireOrder(conn, await orderForViewer(conn, orderId, viewer), viewer);
}
