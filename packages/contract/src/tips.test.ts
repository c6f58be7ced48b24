import { describe, expect, it } from "vitest";
import { isBalanced, tipPaidPosting } from "./ledger";
import { TIP_MESSAGES, TipBodySchema, tipRefusal, tipWindowEndsAt } from "./tips";

const RIDER = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
/** Delivered at 12:00 IST on 15 January 2026. */
const DELIVERED = new Date("2026-01-15T06:30:00Z");

describe("tipWindowEndsAt", () => {
  // 7 days of 24 hours after delivery, worked out by hand.
  it.each([
    ["2026-01-15T06:30:00.000Z", "2026-01-22T06:30:00.000Z"],
    ["2026-01-28T20:00:00.000Z", "2026-02-04T20:00:00.000Z"],
    ["2024-02-25T00:00:00.000Z", "2024-03-03T00:00:00.000Z"], // across 29 February
  ])("delivered %s: tips until %s", (delivered, ends) => {
    expect(tipWindowEndsAt(new Date(delivered)).toISOString()).toBe(ends);
  });
});

describe("tipRefusal", () => {
  const delivered = { status: "DELIVERED" as const, riderId: RIDER, deliveredAt: DELIVERED };
  it.each([
    ["delivered a minute ago", delivered, "2026-01-15T06:31:00Z", null],
    ["6 days 23:59 after delivery", delivered, "2026-01-22T06:29:00Z", null],
    ["exactly 7 days after delivery", delivered, "2026-01-22T06:30:00Z", "windowClosed"],
    ["8 days after delivery", delivered, "2026-01-23T06:30:00Z", "windowClosed"],
    ["out for delivery", { ...delivered, status: "OUT_FOR_DELIVERY" as const }, "2026-01-15T06:31:00Z", "notDelivered"],
    ["cancelled", { ...delivered, status: "CANCELLED" as const }, "2026-01-15T06:31:00Z", "notDelivered"],
    ["delivered without a rider", { ...delivered, riderId: null }, "2026-01-15T06:31:00Z", "noRider"],
    ["delivered with no delivery time", { ...delivered, deliveredAt: null }, "2026-01-15T06:31:00Z", "windowClosed"],
    // Status is checked first: an undelivered order without a rider is "not delivered".
    [
      "pending, no rider",
      { status: "PENDING" as const, riderId: null, deliveredAt: null },
      "2026-01-15T06:31:00Z",
      "notDelivered",
    ],
  ])("%s → %s", (_name, order, now, expected) => {
    expect(tipRefusal(order, new Date(now))).toBe(expected);
  });
});

describe("TipBodySchema", () => {
  it.each([1, 10, 20, 50, 499, 500])("takes ₹%i", (amount) => {
    expect(TipBodySchema.safeParse({ amount }).success).toBe(true);
  });
  it.each([0, -10, 20.5, 501, "20", null])("refuses %s, naming amount", (amount) => {
    const parsed = TipBodySchema.safeParse({ amount });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["amount"]);
    expect(parsed.error?.issues[0]?.message).toBe("Choose a tip of ₹1 to ₹500 in whole rupees");
  });
});

describe("TIP_MESSAGES.paid", () => {
  it.each([
    [20, "Ravi Kumar", "Thank you — ₹20 goes to Ravi Kumar in full"],
    [150, "Asha", "Thank you — ₹150 goes to Asha in full"],
  ])("₹%i to %s", (amount, rider, expected) => {
    expect(TIP_MESSAGES.paid(amount, rider)).toBe(expected);
  });
});

describe("tipPaidPosting", () => {
  // The gateway holds the tip; all of it is owed to the rider. Debits positive, credits negative.
  it.each([
    [
      2_000,
      [
        { account: "gateway", amountPaise: 2_000 },
        { account: "rider_payable", amountPaise: -2_000 },
      ],
    ],
    [
      50_000,
      [
        { account: "gateway", amountPaise: 50_000 },
        { account: "rider_payable", amountPaise: -50_000 },
      ],
    ],
    [
      100,
      [
        { account: "gateway", amountPaise: 100 },
        { account: "rider_payable", amountPaise: -100 },
      ],
    ],
  ])("%i paise", (paise, entries) => {
    const posting = tipPaidPosting(paise);
    expect(posting).toEqual({ kind: "tip_paid", entries });
    expect(isBalanced(posting.entries)).toBe(true);
  });
  it.each([-100, 20.5, Number.NaN])("refuses %s paise", (paise) => {
    expect(() => tipPaidPosting(paise)).toThrow(RangeError);
  });
});
