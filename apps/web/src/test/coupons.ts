/** Coupons in their admin wire shape (valid against the contract), for component tests of any feature. */
import type { Coupon } from "@zaika/contract/coupons";

/** ZAIKA50 as the seed has it: 50% up to ₹100 on a first order of ₹199 or more, for every restaurant. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: "5c0f0e1d-0000-4000-8000-000000000050",
    code: "ZAIKA50",
    title: "50% off your first order",
    description: "",
    discountType: "percent",
    discountValue: 50,
    maxDiscount: 100,
    minOrderAmount: 199,
    firstOrderOnly: true,
    perCustomerLimit: null,
    totalLimit: null,
    usedCount: 0,
    validFrom: null,
    validUntil: null,
    restaurantIds: null,
    fundedBy: "platform",
    isActive: true,
    summary: "50% off up to ₹100 · on orders of ₹199 or more · first order only",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
