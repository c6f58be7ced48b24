import { describe, expect, it } from "vitest";
import { amountPayablePaise, type FeeCarrier, type FeeCollection, feeCollection, feeOutstanding } from "./cancellation";
import { balanceOf, cancellationPostings, cashCollectedPosting, paymentCapturedPosting, salePosting } from "./ledger";

describe("how a cancellation fee is collected (decision 027)", () => {
  it.each<[string, number, boolean, FeeCollection]>([
    ["free cancellation", 0, false, "none"],
    ["free cancellation of a paid order", 0, true, "none"],
    ["paid online, 10 % fee: kept from the refund", 4_610, true, "fromRefund"],
    ["cash on delivery, 10 % fee ₹46.10: on the next order's bill", 4_610, false, "nextOrder"],
  ])("%s", (_name, feePaise, paid, expected) => {
    expect(feeCollection({ feePaise, paid })).toBe(expected);
  });
});

describe("whether a cash order's fee is still owed", () => {
  const paid = new Date("2026-11-24T10:00:00Z");
  it.each<[string, FeeCarrier | null, boolean]>([
    ["no later order yet", null, true],
    ["the next cash order is on its way", { status: "OUT_FOR_DELIVERY", paidAt: null }, false],
    ["the next online order awaits payment", { status: "PENDING", paidAt: null }, false],
    ["the next cash order was delivered (cash taken at the door)", { status: "DELIVERED", paidAt: paid }, false],
    ["the next online order was paid", { status: "ACCEPTED", paidAt: paid }, false],
    ["the next cash order was cancelled before delivery", { status: "CANCELLED", paidAt: null }, true],
    ["the next cash order was rejected", { status: "REJECTED", paidAt: null }, true],
    ["the next online order expired unpaid", { status: "CANCELLED", paidAt: null }, true],
    [
      "the next online order was paid, then cancelled (refunded less the fee)",
      { status: "CANCELLED", paidAt: paid },
      false,
    ],
    ["the next online order was paid, then rejected", { status: "REJECTED", paidAt: paid }, false],
  ])("%s", (_name, carrier, owed) => {
    expect(feeOutstanding(carrier)).toBe(owed);
  });
});

describe("what the customer pays", () => {
  it.each([
    ["no earlier fee", 30_145, 0, 30_145],
    ["₹301.45 and an earlier ₹46.10 fee", 30_145, 4_610, 34_755],
    ["two earlier fees, ₹46.10 and ₹12.00", 30_145, 5_810, 35_955],
  ])("%s", (_name, totalPaise, duesPaise, expected) => {
    expect(amountPayablePaise({ totalPaise, duesPaise })).toBe(expected);
  });
});

describe("the ledger of a fee collected with the next order", () => {
  // First order ₹461.00 in cash, cancelled at 10 % (₹46.10); the next one ₹301.45 carries the fee.
  const first = {
    subtotalPaise: 40_000,
    taxPaise: 2_000,
    packagingPaise: 1_100,
    deliveryFeePaise: 3_000,
    totalPaise: 46_100,
  };
  const next = {
    subtotalPaise: 25_000,
    taxPaise: 1_245,
    packagingPaise: 900,
    deliveryFeePaise: 3_000,
    totalPaise: 30_145,
  };
  const cancelled = [salePosting(first), ...cancellationPostings({ bill: first, feePaise: 4_610, paidPaise: 0 })];

  it("leaves the fee owed by the customer until the next order is paid", () => {
    expect(balanceOf("customer", cancelled)).toBe(4_610);
    expect(balanceOf("restaurant_payable", cancelled)).toBe(-4_610);
  });

  it("settles the customer's account when the next order's cash is collected at the door: ₹347.55", () => {
    const postings = [...cancelled, salePosting(next), cashCollectedPosting(34_755)];
    expect(balanceOf("customer", postings)).toBe(0);
    expect(balanceOf("cash_with_rider", postings)).toBe(34_755);
  });

  it("settles it when the next order is paid online, and keeps it when that order is then cancelled", () => {
    const paid = [...cancelled, salePosting(next), paymentCapturedPosting(34_755)];
    expect(balanceOf("customer", paid)).toBe(0);
    // Cancelled in its free minute: its own ₹301.45 goes back, the ₹46.10 fee stays collected.
    const refunded = [...paid, ...cancellationPostings({ bill: next, feePaise: 0, paidPaise: 30_145 })];
    expect(balanceOf("customer", refunded)).toBe(0);
    expect(balanceOf("gateway", refunded)).toBe(4_610);
    expect(balanceOf("restaurant_payable", refunded)).toBe(-4_610);
  });
});
