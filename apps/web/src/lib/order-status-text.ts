/**
 * An order's status, payment mode and payment status in the app's language (issue 15): the contract's display labels
 * (ORDER_STATUS_LABELS, PAYMENT_MODE_LABELS) are English; these read the same words from the `orders` catalog, so
 * every screen that names a status (customer, restaurant, admin, rider) says it the same way.
 */
import type { CustomerOrderState } from "@zaika/contract/customer-order-state";
import type { OrderStatus, PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import { t } from "./i18n";

const ORDER_STATUS_KEYS = {
  PENDING: "orders:statusPending",
  ACCEPTED: "orders:statusAccepted",
  PREPARING: "orders:statusPreparing",
  READY_FOR_PICKUP: "orders:statusReadyForPickup",
  OUT_FOR_DELIVERY: "orders:statusOutForDelivery",
  DELIVERED: "orders:statusDelivered",
  REJECTED: "orders:statusRejected",
  CANCELLED: "orders:statusCancelled",
} as const satisfies Record<OrderStatus, string>;

const PAYMENT_MODE_KEYS = {
  COD: "orders:paymentModeCod",
  ONLINE: "orders:paymentModeOnline",
} as const satisfies Record<PaymentMode, string>;

const PAYMENT_STATUS_KEYS = {
  PENDING: "orders:paymentStatusPending",
  PAID: "orders:paymentStatusPaid",
  FAILED: "orders:paymentStatusFailed",
  REFUNDED: "orders:paymentStatusRefunded",
} as const satisfies Record<PaymentStatus, string>;

/** "Out for Delivery" / "डिलीवरी के लिए निकला" */
export function orderStatusText(status: OrderStatus): string {
  return t(ORDER_STATUS_KEYS[status]);
}

/** "Cash on delivery" / "Online" */
export function paymentModeText(mode: PaymentMode): string {
  return t(PAYMENT_MODE_KEYS[mode]);
}

/** "Not paid yet", "Paid", "Failed", "Refunded" */
export function paymentStatusText(status: PaymentStatus): string {
  return t(PAYMENT_STATUS_KEYS[status]);
}

/**
 * An order's state as its customer reads it (contract customerOrderState): "Awaiting payment · 12 min left",
 * "Waiting for the restaurant", else the status ("Preparing").
 */
export function customerOrderStateText(state: CustomerOrderState, status: OrderStatus): string {
  switch (state.kind) {
    case "awaitingPayment":
      return state.minutesLeft
        ? t("orders:stateAwaitingPayment", { minutes: state.minutesLeft })
        : t("orders:stateAwaitingPaymentLastMinute");
    case "paymentTimeOver":
      return t("orders:statePaymentTimeOver");
    case "waitingForRestaurant":
      return t("orders:stateWaitingForRestaurant");
    case "status":
      return orderStatusText(status);
  }
}

/** The first step of the customer's progress stepper while the order is there: what it waits for, without a clock. */
export function customerFirstStepText(state: CustomerOrderState): string {
  switch (state.kind) {
    case "awaitingPayment":
      return t("orders:stateAwaitingPaymentStep");
    case "paymentTimeOver":
      return t("orders:statePaymentTimeOver");
    case "waitingForRestaurant":
      return t("orders:stateWaitingForRestaurant");
    case "status":
      return t("orders:timelinePlaced");
  }
}
