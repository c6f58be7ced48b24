/**
 * The order routes' texts (placing, paying, moving and refunding an order) and the idempotency header of `POST /order`.
 * Free of zod (./order has the order schemas and re-exports these), so the cart's checkout rules (./checkout) and the
 * pages that show these texts do not load it.
 */

/** The header every `POST /order` carries: the same key on a retry returns the first result. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

export const ORDER_MESSAGES = {
  placedCod: "Order Placed Successfully",
  placedOnline: "Payment Successful & Order Placed",
  orderFailed: "Order failed",
  verificationFailed: "Payment verification failed. Please contact support.",
  fetchFailed: "Failed to fetch orders",
  assignFailed: "Failed to assign order",
  assignFallback: "Something went wrong. Please try again.",
  created: "Order created",
  idempotencyKeyRequired: "Idempotency-Key header is required",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different order",
  cartEmpty: "Your cart is empty",
  cartChanged: "Your cart changed while the order was being placed. Please check it and try again.",
  restaurantUnavailable: "This restaurant is not accepting orders right now",
  restaurantClosed: (name: string) => `${name} is closed right now. Please order during its opening hours.`,
  deliveryUnavailable: (name: string) => `${name} is not delivering right now`,
  outsideRadius: (km: string, radiusKm: string) =>
    `This address is ${km} km away; the restaurant delivers within ${radiusKm} km`,
  /** The minimum order is measured on the item total (the dishes, before a coupon's discount, GST and fees). */
  belowMinimum: (itemTotal: string, minimum: string, shortfall: string) =>
    `Item total ${itemTotal} is below this restaurant's ${minimum} minimum — add ${shortfall} more`,
  dishUnavailable: (name: string) => `${name} is currently unavailable. Remove it from your cart to go on.`,
  codNotAccepted: "This restaurant does not accept cash on delivery",
  onlineNotAccepted: "This restaurant does not accept online payment",
  accountBlocked: "Your account has been blocked. Please contact support.",
  notFound: "Order not found",
  alreadyPaid: "This order is already paid",
  paymentVerified: "Payment verified",
  paymentWindowClosed: "The time to pay for this order has passed. Please place a new order.",
  notOnline: "This order is paid in cash on delivery",
  statusUpdated: (label: string) => `Order marked ${label}`,
  transitionNotAllowed: (from: string, to: string) => `An order cannot go from ${from} to ${to}`,
  reasonRequired: "Please give a reason",
  wrongDeliveryCode: "The delivery code is incorrect",
  deliveryCodeRequired: "Enter the 4-digit delivery code from the customer",
  riderNotAssigned: "Only the rider assigned to this order can do this",
  assigned: (rider: string, orderNumber: string) => `${rider} will deliver order ${orderNumber}`,
  notAssignable: "A rider can be assigned only while the order is accepted, being prepared or ready for pickup",
  riderUnavailable: "This rider is not available right now",
  refundNotDelivered: "Only a delivered order can be refunded this way",
  refundAmount: "The refund must be more than ₹0 and at most the order's total",
  refundNotAllowed: "This order cannot be refunded: it was not paid online, or it already has a refund",
  refundRecorded: (amount: string) => `Refund of ${amount} initiated`,
} as const;
