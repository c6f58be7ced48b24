/**
 * The cart's bill and what blocks its checkout, from the contract's rules (the same ones the server applies): the
 * cart arrives in rupees and kilometres, the rules work in paise and metres.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { type CheckoutProblem, type CheckoutRestaurant, checkoutProblems } from "@zaika/contract/checkout";
import { distanceMetres } from "@zaika/contract/geo-rules";
import { kitchenRefusal, pauseOf } from "@zaika/contract/kitchen-rules";
import { toPaise } from "@zaika/contract/money";
import type { PaymentMode } from "@zaika/contract/order-status";
import { type Bill, computeBill } from "@zaika/contract/pricing";

export type CartRestaurant = NonNullable<CartResponse["restaurant"]>;

/**
 * The bill the server will charge: the cart's lines, less its coupon's discount as the server priced it (0 while a
 * problem stops the coupon), GST on what remains, and the rider's tip (whole rupees) chosen at checkout.
 */
export function cartBill(cart: CartResponse, gstPercent: number, tipRupees = 0): Bill {
  const restaurant = cart.restaurant;
  return computeBill(
    cart.data.map((line) => toPaise(line.lineTotal)),
    {
      gstPercent,
      packagingChargePaise: restaurant ? toPaise(restaurant.packagingCharge) : 0,
      deliveryFeePaise: restaurant ? toPaise(restaurant.deliveryFee) : 0,
      freeDeliveryThresholdPaise:
        restaurant && restaurant.freeDeliveryThreshold !== null ? toPaise(restaurant.freeDeliveryThreshold) : null,
    },
    { discountPaise: toPaise(cart.coupon?.discount ?? 0), tipPaise: toPaise(tipRupees) },
  );
}

/** Earlier cash orders' cancellation fees the next order collects (decision 027), in paise. */
export function previousFeesPaise(cart: Pick<CartResponse, "previousFees">): number {
  return cart.previousFees.reduce((sum, fee) => sum + toPaise(fee.fee), 0);
}

/** What the customer pays at checkout: the bill and any earlier cash cancellation fees it carries. */
export function amountToPayPaise(bill: Bill, cart: Pick<CartResponse, "previousFees">): number {
  return bill.finalTotalPaise + previousFeesPaise(cart);
}

export function checkoutRestaurant(restaurant: CartRestaurant): CheckoutRestaurant {
  return {
    name: restaurant.name,
    isActive: restaurant.isActive,
    isOpenNow: restaurant.isOpenNow,
    isDeliveryAvailable: restaurant.isDeliveryAvailable,
    minimumOrderPaise: toPaise(restaurant.minimumOrderAmount),
    deliveryRadiusMetres: Math.round(restaurant.deliveryRadiusKm * 1000),
    acceptsCash: restaurant.acceptsCash,
    acceptsOnlinePayment: restaurant.acceptsOnlinePayment,
  };
}

/** Everything that stops this cart from being ordered now; empty when the customer may go on. */
export function cartProblems(
  cart: CartResponse,
  options: {
    deliverTo?: { lat: number; lng: number } | null;
    paymentMode?: PaymentMode | null;
    /** An order scheduled for a slot: the restaurant's hours and pause now do not apply (the slot's rules do). */
    scheduled?: boolean;
  } = {},
  now = new Date(),
): CheckoutProblem[] {
  const restaurant = cart.restaurant;
  if (!restaurant) return [];
  const { deliverTo } = options;
  return checkoutProblems({
    restaurant: { ...checkoutRestaurant(restaurant), isOpenNow: options.scheduled ? true : restaurant.isOpenNow },
    subtotalPaise: cart.data.reduce((sum, line) => sum + toPaise(line.lineTotal), 0),
    unavailableDish: cart.data.find((line) => !line.product.isAvailable)?.product.name ?? null,
    distanceMetres: deliverTo
      ? distanceMetres(
          { lat: restaurant.coordinates.lat, lon: restaurant.coordinates.lng },
          { lat: deliverTo.lat, lon: deliverTo.lng },
        )
      : null,
    paymentMode: options.paymentMode ?? null,
    // A pause as the customer was shown it; the window's cap is only known to the server, which answers 422.
    kitchen: options.scheduled
      ? null
      : kitchenRefusal({
          restaurantName: restaurant.name,
          pause: pauseOf(restaurant.kitchen, now),
          orderCapPerWindow: null,
          ordersThisWindow: 0,
          now,
        }),
  });
}

/** Problems an order scheduled for later gets around: closed now (opening again) or paused. */
const LATER_CODES: ReadonlySet<CheckoutProblem["code"]> = new Set(["closed", "kitchen"]);

/**
 * The cart's problems split: those that block any order, and those only an order for now has (closed but opening
 * again, or paused), which a slot chosen at checkout gets around.
 */
export function problemsForNowAndLater(cart: CartResponse, problems: readonly CheckoutProblem[]) {
  const restaurant = cart.restaurant;
  const schedulable = restaurant?.isActive === true && (restaurant.isOpenNow || restaurant.opensAt !== null);
  const onlyNow = schedulable ? problems.filter((p) => LATER_CODES.has(p.code)) : [];
  return { blocking: problems.filter((p) => !onlyNow.includes(p)), onlyNow };
}

/**
 * What an Idempotency-Key is made for: the same lines, address, mode, slot, coupon and tip may reuse it, anything else
 * may not (a retry with another tip or without the coupon is another order, not the first one's answer).
 */
export function checkoutScope(
  cart: CartResponse,
  addressId: string,
  paymentMode: PaymentMode,
  scheduledFor: string | null = null,
  tipRupees = 0,
): string {
  const lines = cart.data
    .map((line) => `${line.itemId}x${line.quantity}`)
    .sort()
    .join(",");
  const extras = [
    scheduledFor ? `|${scheduledFor}` : "",
    cart.coupon ? `|coupon:${cart.coupon.code}` : "",
    tipRupees > 0 ? `|tip:${tipRupees}` : "",
  ].join("");
  return `${lines}|${addressId}|${paymentMode}${extras}`;
}
