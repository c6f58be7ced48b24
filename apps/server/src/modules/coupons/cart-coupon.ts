/**
 * The coupon on a cart as the cart routes show it: read with the cart, checked by the contract's rule against the
 * cart's restaurant and item total now. Used by the cart (GET and every change) and by placing an order.
 */
import { toRupees } from "@zaika/contract/common";
import { applyCoupon, type CartCoupon, type CouponTerms } from "@zaika/contract/coupons";
import type { CouponRow } from "./queries";

export function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    restaurantIds: row.restaurantIds,
    isActive: row.isActive,
  };
}

export interface AppliedCoupon {
  coupon: CouponRow;
  customerUses: number;
  isFirstOrder: boolean;
}

/** The coupon checked against the cart: the discount in paise (0 with a problem) and the problem's message. */
export function checkCartCoupon(
  applied: AppliedCoupon,
  cart: { restaurantId: string; restaurantName: string; itemTotalPaise: number; now: Date },
) {
  return applyCoupon(termsOf(applied.coupon), {
    ...cart,
    customerUses: applied.customerUses,
    isFirstOrder: applied.isFirstOrder,
  });
}

/** The cart's coupon on the wire; null without a coupon or without dishes to apply it to. */
export function cartCouponView(
  applied: AppliedCoupon | null,
  cart: { restaurantId: string; restaurantName: string; itemTotalPaise: number; now: Date } | null,
): CartCoupon | null {
  if (!applied || !cart) return null;
  const { discountPaise, problem } = checkCartCoupon(applied, cart);
  return {
    code: applied.coupon.code,
    title: applied.coupon.title,
    discount: toRupees(discountPaise),
    problem: problem?.message ?? null,
  };
}
