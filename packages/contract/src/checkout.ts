/**
 * What stops a cart from becoming an order (issue 4), as one pure rule: the server answers 422 with these messages and
 * the cart and payment pages show the same ones before the customer tries.
 */
import type { KitchenRefusal } from "./kitchen-rules";
import { toRupees } from "./money";
import { ORDER_MESSAGES } from "./order-rules";
import type { PaymentMode } from "./order-status";
import { formatRupees } from "./pricing";

export interface CheckoutRestaurant {
  name: string;
  isActive: boolean;
  isOpenNow: boolean;
  isDeliveryAvailable: boolean;
  minimumOrderPaise: number;
  deliveryRadiusMetres: number;
  acceptsCash: boolean;
  acceptsOnlinePayment: boolean;
}

export type CheckoutProblemCode =
  | "unavailable"
  | "closed"
  | "kitchen"
  | "noDelivery"
  | "dishUnavailable"
  | "belowMinimum"
  | "outsideRadius"
  | "paymentMode";

export interface CheckoutProblem {
  code: CheckoutProblemCode;
  /** The request field the problem is about, for the 422's details. */
  field: "restaurant" | "items" | "subtotal" | "addressId" | "paymentMode";
  message: string;
}

const km = (metres: number) => (Math.round(metres / 100) / 10).toFixed(1);

/** Every problem, most fundamental first; the server reports the first, pages may show them all. */
export function checkoutProblems(input: {
  restaurant: CheckoutRestaurant;
  /** The item total: the dishes before a coupon's discount, GST and fees (what the minimum order is measured on). */
  subtotalPaise: number;
  /** The first dish in the cart that can no longer be ordered. */
  unavailableDish?: string | null;
  /** Distance from the restaurant to the chosen address; null before one is chosen. */
  distanceMetres?: number | null;
  paymentMode?: PaymentMode | null;
  /** Why the kitchen controls refuse a new order now (a pause, or the window's cap full); null when they do not. */
  kitchen?: KitchenRefusal | null;
}): CheckoutProblem[] {
  const { restaurant } = input;
  const problems: CheckoutProblem[] = [];
  if (!restaurant.isActive) {
    problems.push({ code: "unavailable", field: "restaurant", message: ORDER_MESSAGES.restaurantUnavailable });
    return problems;
  }
  if (!restaurant.isOpenNow) {
    problems.push({ code: "closed", field: "restaurant", message: ORDER_MESSAGES.restaurantClosed(restaurant.name) });
  } else if (input.kitchen) {
    problems.push({ code: "kitchen", field: "restaurant", message: input.kitchen.message });
  }
  if (!restaurant.isDeliveryAvailable) {
    problems.push({
      code: "noDelivery",
      field: "restaurant",
      message: ORDER_MESSAGES.deliveryUnavailable(restaurant.name),
    });
  }
  if (input.unavailableDish) {
    problems.push({
      code: "dishUnavailable",
      field: "items",
      message: ORDER_MESSAGES.dishUnavailable(input.unavailableDish),
    });
  }
  if (input.subtotalPaise < restaurant.minimumOrderPaise) {
    problems.push({
      code: "belowMinimum",
      field: "subtotal",
      message: ORDER_MESSAGES.belowMinimum(
        formatRupees(toRupees(input.subtotalPaise)),
        formatRupees(toRupees(restaurant.minimumOrderPaise)),
        formatRupees(toRupees(restaurant.minimumOrderPaise - input.subtotalPaise)),
      ),
    });
  }
  if (input.distanceMetres != null && input.distanceMetres > restaurant.deliveryRadiusMetres) {
    problems.push({
      code: "outsideRadius",
      field: "addressId",
      message: ORDER_MESSAGES.outsideRadius(km(input.distanceMetres), km(restaurant.deliveryRadiusMetres)),
    });
  }
  if (input.paymentMode === "COD" && !restaurant.acceptsCash) {
    problems.push({ code: "paymentMode", field: "paymentMode", message: ORDER_MESSAGES.codNotAccepted });
  }
  if (input.paymentMode === "ONLINE" && !restaurant.acceptsOnlinePayment) {
    problems.push({ code: "paymentMode", field: "paymentMode", message: ORDER_MESSAGES.onlineNotAccepted });
  }
  return problems;
}
