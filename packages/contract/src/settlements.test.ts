import { describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "./order";
import { ORDER_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES } from "./order-status";
import {
  isAfterToday,
  mayRefundDelivered,
  payoutInstant,
  RefundDeliveredBodySchema,
  type RestaurantLedgerSums,
  RestaurantPayoutBodySchema,
  RiderDepositBodySchema,
  SETTLED_STATUSES,
  SETTLEMENT_MESSAGES,
  SettlementListQuerySchema,
  type SettlementStatementPaise,
  settlementStatement,
  toWireStatement,
  UNSETTLED_STATUSES,
  whyNoDeliveredRefund,
} from "./settlements";

/** 12:00 IST on Thursday 15 January 2026. */
const NOON_15TH = new Date("2026-01-15T06:30:00Z");

describe("the instant a payout is entered (India days)", () => {
  it.each([
    // paidOn, now, entered at
    ["2026-01-15", NOON_15TH, NOON_15TH.toISOString()], // paid today: now
    // paid yesterday: the 14th ends at 00:00 IST on the 15th = 18:30 UTC on the 14th; one millisecond before
    ["2026-01-14", NOON_15TH, "2026-01-14T18:29:59.999Z"],
    ["2025-12-31", NOON_15TH, "2025-12-31T18:29:59.999Z"], // a payout of last year stays in last year
    // 00:30 IST on the 15th is still the 14th in UTC: "today" is the India day, the 15th
    ["2026-01-15", new Date("2026-01-14T19:00:00Z"), "2026-01-14T19:00:00.000Z"],
    ["2026-01-14", new Date("2026-01-14T19:00:00Z"), "2026-01-14T18:29:59.999Z"],
  ])("paid on %s, recorded at %s: entered at %s", (paidOn, now, at) => {
    expect(payoutInstant(paidOn, now).toISOString()).toBe(at);
  });

  it("refuses a day after today (India) and a day that does not exist", () => {
    expect(() => payoutInstant("2026-01-16", NOON_15TH)).toThrow(RangeError);
    // 23:30 IST on the 15th: the 16th is still tomorrow
    expect(() => payoutInstant("2026-01-16", new Date("2026-01-15T18:00:00Z"))).toThrow(RangeError);
    expect(() => payoutInstant("2026-02-30", NOON_15TH)).toThrow(RangeError);
  });

  it.each([
    ["2026-01-16", NOON_15TH, true],
    ["2026-01-15", NOON_15TH, false],
    ["2026-01-01", NOON_15TH, false],
    // 00:00 IST on the 16th (18:30 UTC on the 15th): the 16th is today
    ["2026-01-16", new Date("2026-01-15T18:30:00Z"), false],
    ["2026-01-16", new Date("2026-01-15T18:29:59Z"), true],
  ])("isAfterToday(%s, %s) is %s", (day, now, after) => {
    expect(isAfterToday(day, now)).toBe(after);
  });
});

describe("the settlement statement from the ledger's sums (worked by hand)", () => {
  const none: RestaurantLedgerSums = {
    sales: 0,
    commissionRevenue: 0,
    commissionGst: 0,
    refunds: 0,
    cancellationFees: 0,
    payouts: 0,
    balanceAtEnd: 0,
    pendingAtEnd: 0,
  };
  it.each<[string, Partial<RestaurantLedgerSums>, SettlementStatementPaise]>([
    [
      // Items ₹319.99 + packaging ₹20 = 33 999 sold; 12.5 % commission 4 000 and 18 % GST 720;
      // net 33 999 − 4 000 − 720 = 29 279, all of it owed at the end
      "one delivered order",
      { sales: -33_999, commissionRevenue: -4_000, commissionGst: -720, balanceAtEnd: -29_279 },
      {
        gross: 33_999,
        commission: 4_000,
        commissionGst: 720,
        refunds: 0,
        cancellationFees: 0,
        netPayable: 29_279,
        paidOut: 0,
        outstanding: 29_279,
        pending: 0,
      },
    ],
    [
      // The same with a ₹100 refund and a ₹150 payout: net 29 279 − 10 000 = 19 279;
      // balance −29 279 + 10 000 + 15 000 = −4 279, so 4 279 still owed
      "a refund and a payout",
      {
        sales: -33_999,
        commissionRevenue: -4_000,
        commissionGst: -720,
        refunds: 10_000,
        payouts: 15_000,
        balanceAtEnd: -4_279,
      },
      {
        gross: 33_999,
        commission: 4_000,
        commissionGst: 720,
        refunds: 10_000,
        cancellationFees: 0,
        netPayable: 19_279,
        paidOut: 15_000,
        outstanding: 4_279,
        pending: 0,
      },
    ],
    [
      // An order placed and cancelled in the period (sale −33 999, reversal +33 999) with a ₹39.60 fee kept;
      // ₹1,000 owed from before: outstanding 100 000 + 3 960 = 103 960
      "a cancellation with a fee, on top of an earlier balance",
      { sales: 0, cancellationFees: -3_960, balanceAtEnd: -103_960 },
      {
        gross: 0,
        commission: 0,
        commissionGst: 0,
        refunds: 0,
        cancellationFees: 3_960,
        netPayable: 3_960,
        paidOut: 0,
        outstanding: 103_960,
        pending: 0,
      },
    ],
    [
      // Everything had been paid out; a ₹100 refund then leaves the restaurant owing the platform ₹100
      "a refund after everything was paid out",
      { refunds: 10_000, balanceAtEnd: 10_000 },
      {
        gross: 0,
        commission: 0,
        commissionGst: 0,
        refunds: 10_000,
        cancellationFees: 0,
        netPayable: -10_000,
        paidOut: 0,
        outstanding: -10_000,
        pending: 0,
      },
    ],
    [
      // The delivered order above (net 29 279) and a second one accepted, not delivered: its sale of 33 999 is in the
      // balance (−29 279 − 33 999 = −63 278) but pending, so only the delivered order's 29 279 may be paid out;
      // gross 33 999 × 2 = 67 998, net 67 998 − 4 000 − 720 = 63 278 = 29 279 + 33 999
      "an order still under way at the end",
      {
        sales: -67_998,
        commissionRevenue: -4_000,
        commissionGst: -720,
        balanceAtEnd: -63_278,
        pendingAtEnd: -33_999,
      },
      {
        gross: 67_998,
        commission: 4_000,
        commissionGst: 720,
        refunds: 0,
        cancellationFees: 0,
        netPayable: 63_278,
        paidOut: 0,
        outstanding: 29_279,
        pending: 33_999,
      },
    ],
    [
      // The same, with the 29 279 outstanding paid out in full: balance −63 278 + 29 279 = −33 999, all of it pending,
      // nothing left to pay out
      "paid out in full while an order is under way",
      {
        sales: -67_998,
        commissionRevenue: -4_000,
        commissionGst: -720,
        payouts: 29_279,
        balanceAtEnd: -33_999,
        pendingAtEnd: -33_999,
      },
      {
        gross: 67_998,
        commission: 4_000,
        commissionGst: 720,
        refunds: 0,
        cancellationFees: 0,
        netPayable: 63_278,
        paidOut: 29_279,
        outstanding: 0,
        pending: 33_999,
      },
    ],
    [
      // Then the customer cancels the order under way once accepted: its sale undone (−33 999 + 33 999 = 0) and a 25 %
      // fee of its ₹395.99 total kept, 9 899.75 → 9 900. Sales −33 999; balance −29 279 + 0 − 9 900 + 29 279 = −9 900,
      // nothing pending: the restaurant is owed the fee, never less than 0. Net 33 999 − 4 720 + 9 900 = 39 179;
      // 39 179 − 29 279 paid = 9 900
      "the order under way cancelled after the payout",
      {
        sales: -33_999,
        commissionRevenue: -4_000,
        commissionGst: -720,
        cancellationFees: -9_900,
        payouts: 29_279,
        balanceAtEnd: -9_900,
        pendingAtEnd: 0,
      },
      {
        gross: 33_999,
        commission: 4_000,
        commissionGst: 720,
        refunds: 0,
        cancellationFees: 9_900,
        netPayable: 39_179,
        paidOut: 29_279,
        outstanding: 9_900,
        pending: 0,
      },
    ],
  ])("%s", (_name, sums, statement) => {
    expect(settlementStatement({ ...none, ...sums })).toEqual(statement);
  });

  it("turns paise into rupees for the wire", () => {
    expect(
      toWireStatement({
        gross: 33_999,
        commission: 4_000,
        commissionGst: 720,
        refunds: 10_000,
        cancellationFees: 5,
        netPayable: 19_284,
        paidOut: 15_000,
        outstanding: -1,
        pending: 33_999,
      }),
    ).toEqual({
      gross: 339.99,
      commission: 40,
      commissionGst: 7.2,
      refunds: 100,
      cancellationFees: 0.05,
      netPayable: 192.84,
      paidOut: 150,
      outstanding: -0.01,
      pending: 339.99,
    });
  });
});

describe("which orders' money may be paid out", () => {
  it("pays out delivered, cancelled and rejected orders; every other status is under way", () => {
    expect([...SETTLED_STATUSES].sort()).toEqual(["CANCELLED", "DELIVERED", "REJECTED"]);
    expect(UNSETTLED_STATUSES).toEqual(["PENDING", "ACCEPTED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY"]);
  });
});

describe("messages", () => {
  it.each([
    [29_279, "The payout is more than the ₹292.79 outstanding"],
    [100_000, "The payout is more than the ₹1,000 outstanding"],
    // en-IN groups lakhs: ₹1,23,456.78
    [12_345_678, "The payout is more than the ₹1,23,456.78 outstanding"],
    [0, "The payout is more than the ₹0 outstanding"],
  ])("payoutTooLarge(%s)", (paise, message) => {
    expect(SETTLEMENT_MESSAGES.payoutTooLarge(paise)).toBe(message);
  });

  it("names what a rider holds and what was recorded", () => {
    expect(SETTLEMENT_MESSAGES.depositTooLarge(39_599)).toBe("The deposit is more than the ₹395.99 the rider holds");
    expect(SETTLEMENT_MESSAGES.payoutRecorded(50_000, "Spice Route")).toBe("Payout of ₹500 to Spice Route recorded");
    expect(SETTLEMENT_MESSAGES.depositRecorded(10_050, "Ravi")).toBe("Deposit of ₹100.50 from Ravi recorded");
  });
});

describe("request schemas", () => {
  const issue = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.map((i) => ({ field: i.path.join("."), message: i.message }))[0];

  it("accepts a payout and trims its reference", () => {
    expect(
      RestaurantPayoutBodySchema.parse({ amount: 1234.5, reference: "  UTR0001234 ", paidOn: "2026-01-15" }),
    ).toEqual({ amount: 1234.5, reference: "UTR0001234", paidOn: "2026-01-15" });
  });

  it.each([
    [{ amount: 0 }, { field: "amount", message: "Amount must be more than ₹0" }],
    [{ amount: -5 }, { field: "amount", message: "Amount must be more than ₹0" }],
    [{ amount: 10.005 }, { field: "amount", message: "Amount can have at most 2 decimals" }],
    [{ amount: "10" }, { field: "amount", message: "Amount must be a number" }],
    [{ reference: "   " }, { field: "reference", message: "reference is required (e.g. the bank's UTR)" }],
    [{ reference: "U".repeat(65) }, { field: "reference", message: "reference can be at most 64 characters" }],
    [{ paidOn: "15-01-2026" }, { field: "paidOn", message: "paidOn must be YYYY-MM-DD" }],
    [{ paidOn: "2026-02-29" }, { field: "paidOn", message: "paidOn is not a real date" }],
    [{ paidOn: undefined }, { field: "paidOn", message: "paidOn is required (YYYY-MM-DD)" }],
  ])("refuses a payout with %j", (change, expected) => {
    const body = { amount: 100, reference: "UTR1", paidOn: "2026-01-15", ...change };
    expect(issue(RestaurantPayoutBodySchema.safeParse(body))).toEqual(expected);
  });

  it("accepts a 64-character reference and a deposit of one paisa", () => {
    expect(RiderDepositBodySchema.parse({ amount: 0.01, reference: "R".repeat(64) }).reference).toHaveLength(64);
  });

  it.each([
    [
      { amount: 100, reason: "no" },
      { field: "reason", message: "Please give a reason" },
    ],
    [{ amount: 100 }, { field: "reason", message: "Please give a reason" }],
    [
      { amount: 0, reason: "Missing raita" },
      { field: "amount", message: "Amount must be more than ₹0" },
    ],
  ])("refuses a refund with %j", (body, expected) => {
    expect(issue(RefundDeliveredBodySchema.safeParse(body))).toEqual(expected);
  });

  it("reads ?all=true as every row and pages like the other admin lists", () => {
    expect(SettlementListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(SettlementListQuerySchema.parse({ all: "true", page: "2", limit: "5" })).toEqual({
      all: true,
      page: 2,
      limit: 5,
    });
    expect(issue(SettlementListQuerySchema.safeParse({ all: "yes" }))).toEqual({
      field: "all",
      message: "all must be true or false",
    });
  });
});

describe("which orders an admin may refund after delivery", () => {
  it.each([
    // [status, payment mode, payment status, reason refused (a key of ORDER_MESSAGES) or null when refundable]
    ["DELIVERED", "ONLINE", "PAID", null], // the one kind: delivered, paid online, not refunded yet
    ["DELIVERED", "ONLINE", "REFUNDED", "refundNotAllowed"], // an order has at most one refund
    ["DELIVERED", "ONLINE", "PENDING", "refundNotAllowed"], // nothing was paid to send back
    ["DELIVERED", "ONLINE", "FAILED", "refundNotAllowed"],
    ["DELIVERED", "COD", "PAID", "refundNotAllowed"], // cash: no online payment to refund through the provider
    ["DELIVERED", "COD", "PENDING", "refundNotAllowed"],
    // Not delivered: said first, whatever the payment (a cancellation refunds these in full)
    ["PENDING", "ONLINE", "PAID", "refundNotDelivered"],
    ["ACCEPTED", "ONLINE", "PAID", "refundNotDelivered"],
    ["PREPARING", "ONLINE", "PAID", "refundNotDelivered"],
    ["READY_FOR_PICKUP", "ONLINE", "PAID", "refundNotDelivered"],
    ["OUT_FOR_DELIVERY", "ONLINE", "PAID", "refundNotDelivered"],
    ["CANCELLED", "ONLINE", "REFUNDED", "refundNotDelivered"],
    ["CANCELLED", "ONLINE", "PAID", "refundNotDelivered"],
    ["REJECTED", "ONLINE", "REFUNDED", "refundNotDelivered"],
    ["OUT_FOR_DELIVERY", "COD", "PENDING", "refundNotDelivered"],
    ["CANCELLED", "COD", "PENDING", "refundNotDelivered"],
  ] as const)("%s %s order, payment %s → %s", (status, paymentMode, paymentStatus, reason) => {
    const order = { status, paymentMode, paymentStatus };
    expect(whyNoDeliveredRefund(order)).toBe(reason === null ? null : ORDER_MESSAGES[reason]);
    expect(mayRefundDelivered(order)).toBe(reason === null);
  });

  it("allows exactly one of the 64 combinations of status, payment mode and payment status", () => {
    const refundable: string[] = [];
    for (const status of ORDER_STATUSES) {
      for (const paymentMode of PAYMENT_MODES) {
        for (const paymentStatus of PAYMENT_STATUSES) {
          if (mayRefundDelivered({ status, paymentMode, paymentStatus })) {
            refundable.push(`${status} ${paymentMode} ${paymentStatus}`);
          }
        }
      }
    }
    expect(refundable).toEqual(["DELIVERED ONLINE PAID"]);
  });

  it("words the refusals as the admin reads them", () => {
    expect(ORDER_MESSAGES.refundNotDelivered).toBe("Only a delivered order can be refunded this way");
    expect(ORDER_MESSAGES.refundNotAllowed).toBe(
      "This order cannot be refunded: it was not paid online, or it already has a refund",
    );
  });
});
