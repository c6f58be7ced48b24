/**
 * An order's state as its customer reads it (issue 16 item 5). Staff screens name the status machine's state
 * ("Pending"); a customer needs to know what the order waits for:
 * - an online order not paid yet, within its payment window (PAYMENT_WINDOW_MINUTES from placing):
 *   "Awaiting payment · 12 min left" (minutes rounded up; "less than a minute left" in the last minute). The
 *   restaurant does not see it until it is paid;
 * - the window over but the order not yet expired by the server's sweep (up to half a minute): "Not paid in time";
 * - a placed order the restaurant has not accepted yet (cash, or paid online): "Waiting for the restaurant";
 * - every later status: its ORDER_STATUS_LABELS label and statusTone.
 * A failed payment attempt leaves the order payable within its window, so it reads "Awaiting payment" too.
 */
import { PAYMENT_WINDOW_MINUTES } from "./constants";
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  statusTone,
} from "./order-status";

export const CUSTOMER_ORDER_STATE_LABELS = {
  awaitingPayment: "Awaiting payment",
  minutesLeft: (minutes: number) => `${minutes} min left`,
  underAMinuteLeft: "less than a minute left",
  paymentTimeOver: "Not paid in time",
  waitingForRestaurant: "Waiting for the restaurant",
} as const;

export type CustomerOrderStateKind = "awaitingPayment" | "paymentTimeOver" | "waitingForRestaurant" | "status";

export interface CustomerOrderState {
  kind: CustomerOrderStateKind;
  /** The English words: "Awaiting payment · 12 min left", "Waiting for the restaurant", "Preparing"… */
  label: string;
  tone: "red" | "yellow" | "green";
  /** Awaiting payment only: whole minutes left to pay, rounded up; 0 in the last minute ("less than a minute"). */
  minutesLeft?: number;
}

const MINUTE_MS = 60_000;
const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * MINUTE_MS;

/** Milliseconds left to pay an order placed at `placedAt` (the window starts when it is placed); negative once over. */
export function paymentMillisLeft(placedAt: Date | string, now: Date | number): number {
  return new Date(placedAt).getTime() + PAYMENT_WINDOW_MS - new Date(now).getTime();
}

/** Whether the order is an online one still waiting to be paid (it has not reached the restaurant). */
export function awaitsPayment(order: { status: OrderStatus; paymentMode: PaymentMode; paymentStatus: PaymentStatus }) {
  return order.status === "PENDING" && order.paymentMode === "ONLINE" && order.paymentStatus !== "PAID";
}

export function customerOrderState(input: {
  status: OrderStatus;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
  placedAt: Date | string;
  now: Date | number;
}): CustomerOrderState {
  const labels = CUSTOMER_ORDER_STATE_LABELS;
  if (awaitsPayment(input)) {
    const left = paymentMillisLeft(input.placedAt, input.now);
    if (left <= 0) return { kind: "paymentTimeOver", label: labels.paymentTimeOver, tone: "red" };
    // Rounded up, so the label never promises more time than there is; the last minute reads "less than a minute".
    const minutesLeft = left <= MINUTE_MS ? 0 : Math.ceil(left / MINUTE_MS);
    const remaining = minutesLeft === 0 ? labels.underAMinuteLeft : labels.minutesLeft(minutesLeft);
    return {
      kind: "awaitingPayment",
      label: `${labels.awaitingPayment} · ${remaining}`,
      tone: "yellow",
      minutesLeft,
    };
  }
  if (input.status === "PENDING") {
    return { kind: "waitingForRestaurant", label: labels.waitingForRestaurant, tone: "yellow" };
  }
  return { kind: "status", label: ORDER_STATUS_LABELS[input.status], tone: statusTone(input.status) };
}

/**
 * Milliseconds until the label of an order awaiting payment next changes (a minute ticks over, the last minute
 * begins, the window closes); null when it does not change with time.
 */
export function msUntilStateChanges(input: Parameters<typeof customerOrderState>[0]): number | null {
  if (!awaitsPayment(input)) return null;
  const left = paymentMillisLeft(input.placedAt, input.now);
  if (left <= 0) return null;
  // The label reads ceil(left / 1 min) minutes ("less than a minute" from one down): it changes each time `left`
  // reaches a whole number of minutes, the last time when the window closes.
  return ((left - 1) % MINUTE_MS) + 1;
}
