/**
 * The order status machine (ARCHITECTURE §6): who may move an order from which status to which. Zod-free, so the
 * web app can use it anywhere without bundle cost. Rider assignment is a field of the order, not a status.
 */

import type { Role } from "./constants";
import { CANCELLATION } from "./constants";

export const ORDER_STATUSES = [
  "PENDING",
  "ACCEPTED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "REJECTED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_MODES = ["ONLINE", "COD"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** PENDING until paid (COD: until the rider collects the cash at delivery); REFUNDED after a refund is recorded. */
export const PAYMENT_STATUSES = ["PENDING", "PAID", "FAILED", "REFUNDED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TERMINAL_STATUSES: readonly OrderStatus[] = ["DELIVERED", "REJECTED", "CANCELLED"];

/** Who may act on an order; "system" is the server itself (an unpaid online order expiring). */
export type OrderActor = Extract<Role, "user" | "restaurant" | "admin" | "rider"> | "system";

export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
  /** A reason must be given (rejection, an admin's cancellation). */
  reasonRequired?: readonly OrderActor[];
}

const BEFORE_PICKUP: readonly OrderStatus[] = ["PENDING", "ACCEPTED", "PREPARING", "READY_FOR_PICKUP"];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: ["PENDING"], to: "ACCEPTED", by: ["restaurant"] },
  { from: ["PENDING"], to: "REJECTED", by: ["restaurant"], reasonRequired: ["restaurant"] },
  { from: ["ACCEPTED"], to: "PREPARING", by: ["restaurant"] },
  { from: ["PREPARING"], to: "READY_FOR_PICKUP", by: ["restaurant"] },
  { from: ["READY_FOR_PICKUP"], to: "OUT_FOR_DELIVERY", by: ["rider"] },
  { from: ["OUT_FOR_DELIVERY"], to: "DELIVERED", by: ["rider"] },
  { from: BEFORE_PICKUP, to: "CANCELLED", by: ["user", "admin", "system"], reasonRequired: ["admin"] },
];

/** The transition from → to, if the machine has one. */
export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.to === to && t.from.includes(from));
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return findTransition(from, to)?.by.includes(actor) ?? false;
}

/** The statuses an actor may move an order to from its current status (buttons to show). */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from.includes(from) && t.by.includes(actor)).map((t) => t.to);
}

/** Admins assign a rider while the kitchen is at work or the food waits (issue 5). */
export const ASSIGNABLE_STATUSES: readonly OrderStatus[] = ["ACCEPTED", "PREPARING", "READY_FOR_PICKUP"];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  PREPARING: "Preparing",
  READY_FOR_PICKUP: "Ready for pickup",
  OUT_FOR_DELIVERY: "Out for Delivery",
  DELIVERED: "Delivered",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
};

/** How a payment mode reads on a screen or in a report. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  COD: "Cash on delivery",
  ONLINE: "Online",
};

/** Spec §2: red for REJECTED, yellow for PENDING, green otherwise. */
export function statusTone(status: OrderStatus): "red" | "yellow" | "green" {
  if (status === "REJECTED") return "red";
  if (status === "PENDING") return "yellow";
  return "green";
}

/** The customer-facing progress steps, in order. */
export const PROGRESS_STEPS: readonly OrderStatus[] = [
  "PENDING",
  "ACCEPTED",
  "PREPARING",
  "READY_FOR_PICKUP",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
];

/** Whether a customer may still cancel (before pickup) — the fee is cancellationFee() of cancellation.ts. */
export function customerMayCancel(status: OrderStatus): boolean {
  return BEFORE_PICKUP.includes(status);
}

export const FREE_CANCELLATION_MS = CANCELLATION.freeWindowSeconds * 1000;
