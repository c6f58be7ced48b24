import { describe, expect, it } from "vitest";
import {
  applyCoupon,
  type CouponCart,
  CouponCodeSchema,
  type CouponTerms,
  couponDiscountPaise,
  couponFieldProblems,
  couponProblem,
  couponSummary,
  customerLimit,
} from "./coupons";

const ZAIKA50: CouponTerms = {
  code: "ZAIKA50",
  discountType: "percent",
  discountValue: 50,
  maxDiscountPaise: 10_000,
  minOrderPaise: 19_900,
  firstOrderOnly: true,
  perCustomerLimit: null,
  totalLimit: null,
  usedCount: 0,
  validFrom: null,
  validUntil: null,
  restaurantIds: null,
  isActive: true,
};

const CART: CouponCart = {
  restaurantId: "r1",
  restaurantName: "Sharma Ji Ki Rasoi",
  itemTotalPaise: 24_000,
  now: new Date("2026-11-24T06:30:00Z"),
  customerUses: 0,
  isFirstOrder: true,
};

describe("couponDiscountPaise", () => {
  it.each([
    // [type, value, cap, item total, expected] — worked by hand
    ["percent", 50, 10_000, 24_000, 10_000], // 50% of ₹240 = ₹120, capped at ₹100
    ["percent", 50, 10_000, 19_900, 9_950], // 50% of ₹199 = ₹99.50, under the cap
    ["percent", 50, 10_000, 20_000, 10_000], // exactly the cap
    ["percent", 15, null, 33_333, 5_000], // 15% of ₹333.33 = ₹49.99995 → ₹50.00 (half up)
    ["percent", 10, null, 12_345, 1_235], // ₹12.345 → ₹12.35 (half up)
    ["percent", 10, null, 12_344, 1_234], // ₹12.344 → ₹12.34
    ["percent", 100, null, 5_000, 5_000], // all of it
    ["flat", 4_000, null, 19_999, 4_000], // ₹40 off ₹199.99
    ["flat", 4_000, null, 3_000, 3_000], // never more than the item total
    ["flat", 4_000, null, 0, 0], // an empty cart
  ] as const)("%s %d (cap %s) on %d → %d", (discountType, discountValue, maxDiscountPaise, total, expected) => {
    expect(couponDiscountPaise({ discountType, discountValue, maxDiscountPaise }, total)).toBe(expected);
  });
});

describe("couponProblem", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ["applies", {}, {}, null],
    ["switched off", { isActive: false }, {}, "ZAIKA50 is no longer available"],
    ["not started", { validFrom: at("2026-12-01T00:00:00Z") }, {}, "ZAIKA50 can be used from 1 Dec 2026"],
    // The start is inclusive, the end exclusive.
    ["started this instant", { validFrom: CART.now }, {}, null],
    ["expired", { validUntil: at("2026-11-20T18:29:59Z") }, {}, "ZAIKA50 expired on 20 Nov 2026"],
    ["ends this instant", { validUntil: CART.now }, {}, "ZAIKA50 expired on 24 Nov 2026"],
    ["another restaurant's", { restaurantIds: ["r2"] }, {}, "ZAIKA50 does not apply to Sharma Ji Ki Rasoi"],
    ["this restaurant's", { restaurantIds: ["r2", "r1"] }, {}, null],
    ["used up", { totalLimit: 5, usedCount: 5 }, {}, "ZAIKA50 has been fully redeemed"],
    ["one use left", { totalLimit: 5, usedCount: 4 }, {}, null],
    ["not a first order", {}, { isFirstOrder: false }, "ZAIKA50 is for your first order only"],
    ["first order, used once already", {}, { customerUses: 1 }, "You have already used ZAIKA50"],
    [
      "per-customer limit reached",
      { firstOrderOnly: false, perCustomerLimit: 3 },
      { customerUses: 3, isFirstOrder: false },
      "You have already used ZAIKA50 3 times, its limit",
    ],
    ["below the minimum by ₹40", {}, { itemTotalPaise: 15_900 }, "Add ₹40 more to use ZAIKA50"],
    ["below the minimum by 1 paisa", {}, { itemTotalPaise: 19_899 }, "Add ₹0.01 more to use ZAIKA50"],
    ["exactly the minimum", {}, { itemTotalPaise: 19_900 }, null],
    // The coupon's own rules come before the customer's and the cart's.
    ["expired and below the minimum", { isActive: false }, { itemTotalPaise: 100 }, "ZAIKA50 is no longer available"],
  ] as const)("%s", (_name, terms, cart, expected) => {
    expect(couponProblem({ ...ZAIKA50, ...terms }, { ...CART, ...cart })?.message ?? null).toBe(expected);
  });

  it("gives no discount while a rule stops the coupon", () => {
    expect(applyCoupon(ZAIKA50, { ...CART, itemTotalPaise: 15_900 })).toEqual({
      discountPaise: 0,
      problem: { rule: "belowMinimum", message: "Add ₹40 more to use ZAIKA50" },
    });
    expect(applyCoupon(ZAIKA50, CART)).toEqual({ discountPaise: 10_000, problem: null });
  });
});

describe("customerLimit", () => {
  it.each([
    [false, null, null],
    [false, 3, 3],
    [true, null, 1],
    [true, 5, 1],
  ] as const)("first order only %s, limit %s → %s", (firstOrderOnly, perCustomerLimit, expected) => {
    expect(customerLimit({ firstOrderOnly, perCustomerLimit })).toBe(expected);
  });
});

describe("couponSummary", () => {
  it.each([
    [ZAIKA50, "50% off up to ₹100 · on orders of ₹199 or more · first order only"],
    [
      {
        ...ZAIKA50,
        discountType: "flat",
        discountValue: 7_500,
        maxDiscountPaise: null,
        minOrderPaise: 0,
        firstOrderOnly: false,
      },
      "Flat ₹75 off",
    ],
    [
      { ...ZAIKA50, discountValue: 20, maxDiscountPaise: null, minOrderPaise: 39_950, firstOrderOnly: false },
      "20% off · on orders of ₹399.50 or more",
    ],
  ] as const)("%#", (terms, expected) => {
    expect(couponSummary(terms)).toBe(expected);
  });
});

describe("CouponCodeSchema", () => {
  it.each([
    [" zaika50 ", "ZAIKA50"],
    ["Free99", "FREE99"],
  ])("reads %j as %s", (input, expected) => {
    expect(CouponCodeSchema.parse(input)).toBe(expected);
  });
  it.each(["", "AB", "WITH SPACE", "TOO-LONG-CODE", "A".repeat(21)])("refuses %j", (input) => {
    expect(CouponCodeSchema.safeParse(input).success).toBe(false);
  });
});

describe("couponFieldProblems", () => {
  const base = {
    discountType: "percent" as const,
    discountValue: 50,
    maxDiscount: 100,
    validFrom: null,
    validUntil: null,
    restaurantIds: null,
    fundedBy: "platform" as const,
  };
  it.each([
    ["consistent", {}, []],
    ["percent over 100", { discountValue: 101 }, ["discountValue"]],
    ["fractional percent", { discountValue: 12.5 }, ["discountValue"]],
    ["a cap on a flat discount", { discountType: "flat", discountValue: 40 }, ["maxDiscount"]],
    ["flat with paise", { discountType: "flat", discountValue: 40.25, maxDiscount: null }, []],
    [
      "flat with a third decimal",
      { discountType: "flat", discountValue: 40.255, maxDiscount: null },
      ["discountValue"],
    ],
    [
      "ends before it starts",
      { validFrom: "2026-12-02T00:00:00+05:30", validUntil: "2026-12-01T00:00:00+05:30" },
      ["validUntil"],
    ],
    ["restaurant-funded for every restaurant", { fundedBy: "restaurant" }, ["restaurantIds"]],
    ["restaurant-funded for two", { fundedBy: "restaurant", restaurantIds: ["a", "b"] }, ["restaurantIds"]],
    ["restaurant-funded for one", { fundedBy: "restaurant", restaurantIds: ["a"] }, []],
  ] as const)("%s", (_name, change, fields) => {
    const fieldsOf = { ...base, ...change } as Parameters<typeof couponFieldProblems>[0];
    expect(couponFieldProblems(fieldsOf).map((p) => p.field)).toEqual(fields);
  });
});
