/** Offers (issue 14): coupons, the rule that decides whether one applies and what it takes off. Integer paise. */

export const COUPON_DISCOUNT_TYPES = ["flat", "percent"] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Who pays for the discount: the platform (its revenue) or the restaurant (its share of the sale). */
export const COUPON_FUNDERS = ["platform", "restaurant"] as const;
export type CouponFunder = (typeof COUPON_FUNDERS)[number];
