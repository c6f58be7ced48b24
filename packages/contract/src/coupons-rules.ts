/**
 * Offers (issue 14): coupons the admin creates, the rule that decides whether one applies to a cart and what it takes
 * off, and the tip a customer adds for the rider. Integer paise; the wire carries rupees.
 *
 * The discount comes off the item total (the subtotal), GST is charged on what remains (pricing.ts computeBill), and
 * the minimum is measured on the item total as the restaurant's own minimum order is. The server re-checks the coupon
 * inside the statement that writes the order, so its limits hold under concurrency.
 *
 * The rules and texts; the wire shapes are in ./coupons, which re-exports these. Free of zod, so the cart's scripts can
 * check a typed code and show offers without it.
 */
import { toRupees } from "./money";
import { formatRupees } from "./pricing";

export const COUPON_DISCOUNT_TYPES = ["flat", "percent"] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Who pays for the discount: the platform (its revenue) or the restaurant (its share of the sale). */
export const COUPON_FUNDERS = ["platform", "restaurant"] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

/** Codes are upper-case letters and digits; what a customer types is trimmed and upper-cased first. */
export const COUPON_CODE_REGEX = /^[A-Z0-9]{3,20}$/;

/** The tip buttons at checkout (₹) and the most a custom tip may be. */
export const TIP_PRESETS_RUPEES = [10, 20, 50] as const;
export const TIP_MAX_RUPEES = 500;

/** Which rule refused a coupon: the 422's reason, and what the offers list shows against each. */
export type CouponRule =
  | "inactive"
  | "notStarted"
  | "expired"
  | "restaurant"
  | "exhausted"
  | "firstOrder"
  | "perCustomer"
  | "belowMinimum";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const onDate = (at: Date) => dateFormat.format(at);
const rupees = (paise: number) => formatRupees(toRupees(paise));

export const COUPON_MESSAGES = {
  applied: (code: string, savedPaise: number) => `${code} applied — you save ${rupees(savedPaise)}`,
  removed: "Coupon removed",
  unknown: (code: string) => `${code} is not a valid coupon code`,
  cartEmpty: "Add dishes to your cart before applying a coupon",
  inactive: (code: string) => `${code} is no longer available`,
  notStarted: (code: string, from: Date) => `${code} can be used from ${onDate(from)}`,
  expired: (code: string, until: Date) => `${code} expired on ${onDate(until)}`,
  restaurant: (code: string, restaurantName: string) => `${code} does not apply to ${restaurantName}`,
  exhausted: (code: string) => `${code} has been fully redeemed`,
  firstOrder: (code: string) => `${code} is for your first order only`,
  perCustomer: (code: string, limit: number) =>
    limit === 1 ? `You have already used ${code}` : `You have already used ${code} ${limit} times, its limit`,
  belowMinimum: (code: string, shortfallPaise: number) => `Add ${rupees(shortfallPaise)} more to use ${code}`,
  codeTaken: (code: string) => `A coupon with the code ${code} already exists`,
  notFound: "Coupon not found",
  created: "Coupon created",
  updated: "Coupon updated",
} as const;

/** A coupon's terms, as the rule reads them (the server's row has them all). */
export interface CouponTerms {
  code: string;
  discountType: CouponDiscountType;
  /** Paise for a flat discount; whole percent (1–100) for a percentage. */
  discountValue: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  /** Orders holding the coupon now (a cancelled or rejected order gave its use back). */
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** null: every restaurant. */
  restaurantIds: readonly string[] | null;
  isActive: boolean;
}

/** The cart and customer a coupon is checked against. */
export interface CouponCart {
  restaurantId: string;
  restaurantName: string;
  /** The item total (the bill's subtotal) in paise. */
  itemTotalPaise: number;
  now: Date;
  /** This customer's orders holding the coupon now. */
  customerUses: number;
  /** Whether the customer has no order yet other than cancelled or rejected ones. */
  isFirstOrder: boolean;
}

/**
 * What the coupon takes off an item total: a flat amount (never more than the total) or a percentage rounded half up
 * to the paisa, then capped at its maximum.
 */
export function couponDiscountPaise(
  terms: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscountPaise">,
  itemTotalPaise: number,
): number {
  if (itemTotalPaise <= 0) return 0;
  const raw =
    terms.discountType === "flat" ? terms.discountValue : Math.floor((itemTotalPaise * terms.discountValue + 50) / 100);
  const capped = terms.maxDiscountPaise === null ? raw : Math.min(raw, terms.maxDiscountPaise);
  return Math.min(capped, itemTotalPaise);
}

/**
 * The first rule that stops the coupon for this cart, or null when it applies. Checked in this order: the coupon
 * itself (active, started, not expired, this restaurant, uses left), then the customer (first order, their own
 * limit), then the cart (the minimum), so the message names what the customer can act on last.
 */
export function couponProblem(terms: CouponTerms, cart: CouponCart): { rule: CouponRule; message: string } | null {
  const { code } = terms;
  if (!terms.isActive) return { rule: "inactive", message: COUPON_MESSAGES.inactive(code) };
  if (terms.validFrom && cart.now < terms.validFrom) {
    return { rule: "notStarted", message: COUPON_MESSAGES.notStarted(code, terms.validFrom) };
  }
  if (terms.validUntil && cart.now >= terms.validUntil) {
    return { rule: "expired", message: COUPON_MESSAGES.expired(code, terms.validUntil) };
  }
  if (terms.restaurantIds !== null && !terms.restaurantIds.includes(cart.restaurantId)) {
    return { rule: "restaurant", message: COUPON_MESSAGES.restaurant(code, cart.restaurantName) };
  }
  if (terms.totalLimit !== null && terms.usedCount >= terms.totalLimit) {
    return { rule: "exhausted", message: COUPON_MESSAGES.exhausted(code) };
  }
  if (terms.firstOrderOnly && !cart.isFirstOrder)
    return { rule: "firstOrder", message: COUPON_MESSAGES.firstOrder(code) };
  const limit = customerLimit(terms);
  if (limit !== null && cart.customerUses >= limit) {
    return { rule: "perCustomer", message: COUPON_MESSAGES.perCustomer(code, limit) };
  }
  if (cart.itemTotalPaise < terms.minOrderPaise) {
    return {
      rule: "belowMinimum",
      message: COUPON_MESSAGES.belowMinimum(code, terms.minOrderPaise - cart.itemTotalPaise),
    };
  }
  return null;
}

/**
 * How many orders one customer may hold the coupon on: its own limit, and at most one for a first-order coupon (so two
 * first orders placed at once cannot both have it). null: no limit.
 */
export function customerLimit(terms: Pick<CouponTerms, "perCustomerLimit" | "firstOrderOnly">): number | null {
  if (terms.firstOrderOnly) return Math.min(1, terms.perCustomerLimit ?? 1);
  return terms.perCustomerLimit;
}

/** The coupon checked against the cart: the discount it gives (0 with a problem) and the problem, if any. */
export function applyCoupon(
  terms: CouponTerms,
  cart: CouponCart,
): { discountPaise: number; problem: { rule: CouponRule; message: string } | null } {
  const problem = couponProblem(terms, cart);
  return { discountPaise: problem ? 0 : couponDiscountPaise(terms, cart.itemTotalPaise), problem };
}

/** "50% off up to ₹100 · above ₹199 · first order" — the terms in one line, for offer cards and the admin list. */
export function couponSummary(
  terms: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscountPaise" | "minOrderPaise" | "firstOrderOnly">,
): string {
  const parts = [
    terms.discountType === "flat"
      ? `Flat ${rupees(terms.discountValue)} off`
      : `${terms.discountValue}% off${terms.maxDiscountPaise === null ? "" : ` up to ${rupees(terms.maxDiscountPaise)}`}`,
  ];
  if (terms.minOrderPaise > 0) parts.push(`on orders of ${rupees(terms.minOrderPaise)} or more`);
  if (terms.firstOrderOnly) parts.push("first order only");
  return parts.join(" · ");
}

/** What a typed coupon code is refused with (parseCouponCode; the server's CouponCodeSchema says the same). */
export const COUPON_CODE_MESSAGES = {
  missing: "Enter a coupon code",
  tooLong: "A coupon code has at most 20 characters",
  invalid: "A coupon code has 3–20 letters and digits",
} as const;

/**
 * A code as a customer typed it: trimmed and upper-cased (COUPON_CODE_REGEX), or why it is refused. Upper-casing comes
 * after the length check, as the typed text is what must fit.
 */
export function parseCouponCode(text: string): { code: string } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { problem: COUPON_CODE_MESSAGES.missing };
  if (trimmed.length > 20) return { problem: COUPON_CODE_MESSAGES.tooLong };
  const code = trimmed.toUpperCase();
  return COUPON_CODE_REGEX.test(code) ? { code } : { problem: COUPON_CODE_MESSAGES.invalid };
}
