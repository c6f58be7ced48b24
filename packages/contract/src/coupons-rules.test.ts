import { describe, expect, it } from "vitest";
import { CouponCodeSchema } from "./coupons";
import { COUPON_CODE_MESSAGES, parseCouponCode } from "./coupons-rules";

describe("parseCouponCode", () => {
  // [what the customer typed, what it reads as]
  const cases: Array<[string, ReturnType<typeof parseCouponCode>]> = [
    ["ZAIKA50", { code: "ZAIKA50" }],
    [" zaika50 ", { code: "ZAIKA50" }],
    ["Free99", { code: "FREE99" }],
    ["ABC", { code: "ABC" }],
    ["A".repeat(20), { code: "A".repeat(20) }],
    [` ${"b".repeat(20)}\t`, { code: "B".repeat(20) }],
    ["", { problem: COUPON_CODE_MESSAGES.missing }],
    ["   ", { problem: COUPON_CODE_MESSAGES.missing }],
    ["A".repeat(21), { problem: COUPON_CODE_MESSAGES.tooLong }],
    ["TOO-LONG-CODE-FOR-A-COUPON", { problem: COUPON_CODE_MESSAGES.tooLong }],
    ["AB", { problem: COUPON_CODE_MESSAGES.invalid }],
    ["WITH SPACE", { problem: COUPON_CODE_MESSAGES.invalid }],
    ["TOO-LONG-CODE", { problem: COUPON_CODE_MESSAGES.invalid }],
    ["ZAIKA₹50", { problem: COUPON_CODE_MESSAGES.invalid }],
  ];
  it.each(cases)("%j → %j", (typed, expected) => {
    expect(parseCouponCode(typed)).toEqual(expected);
  });

  it.each(cases)("CouponCodeSchema reads %j the same", (typed, expected) => {
    const checked = CouponCodeSchema.safeParse(typed);
    expect(checked.success ? { code: checked.data } : { problem: checked.error.issues[0]?.message }).toEqual(expected);
  });

  it("CouponCodeSchema refuses what is not text with the missing code's message", () => {
    const checked = CouponCodeSchema.safeParse(undefined);
    expect(checked.success || checked.error.issues[0]?.message).toBe(COUPON_CODE_MESSAGES.missing);
  });
});
