import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  cancellationPostings,
  cashCollectedPosting,
  commissionBasePaise,
  commissionPosting,
  isBalanced,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type LedgerPosting,
  type OrderLifecycle,
  orderPostings,
  paymentCapturedPosting,
  RIDER_PAYOUT_DEFAULTS,
  refundPosting,
  restaurantPayoutPosting,
  returnedPaymentPostings,
  riderCashDepositPosting,
  riderPayoutPaise,
  riderPayoutPosting,
  type SaleBill,
  salePosting,
} from "./ledger";
import { taxPaise } from "./pricing";
import { commissionGstPaise, commissionPaise } from "./settlement";

// A ₹249 dish with 5 % GST (₹12.45), ₹10 packaging, ₹30 delivery: ₹249 + ₹12.45 + ₹10 + ₹30 = ₹301.45.
const DISH: SaleBill = {
  subtotalPaise: 24_900,
  taxPaise: 1_245,
  packagingPaise: 1_000,
  deliveryFeePaise: 3_000,
  totalPaise: 30_145,
};
// ₹500 of food, 5 % GST ₹25, no packaging, free delivery: ₹525.
const FREE_DELIVERY: SaleBill = {
  subtotalPaise: 50_000,
  taxPaise: 2_500,
  packagingPaise: 0,
  deliveryFeePaise: 0,
  totalPaise: 52_500,
};

/** Entries as `account → paise`, so a table row reads like a journal line. */
const entriesOf = (p: LedgerPosting) => Object.fromEntries(p.entries.map((e) => [e.account, e.amountPaise]));
/** Every account's balance over postings, leaving out accounts at 0. */
const balances = (postings: LedgerPosting[]) =>
  Object.fromEntries(
    LEDGER_ACCOUNTS.map((a): [LedgerAccount, number] => [a, balanceOf(a, postings)]).filter(([, v]) => v !== 0),
  );

describe("salePosting", () => {
  it.each([
    [
      "₹301.45 dish order",
      DISH,
      // customer owes ₹301.45; restaurant is owed ₹249 + ₹10 = ₹259; GST ₹12.45; our delivery fee ₹30
      { customer: 30_145, restaurant_payable: -25_900, gst_payable: -1_245, platform_revenue: -3_000 },
    ],
    [
      "free delivery, no packaging: no zero entries",
      FREE_DELIVERY,
      { customer: 52_500, restaurant_payable: -50_000, gst_payable: -2_500 },
    ],
  ])("posts the %s", (_name, bill, expected) => {
    const p = salePosting(bill);
    expect(p.kind).toBe("sale");
    expect(entriesOf(p)).toEqual(expected);
    expect(p.entries).toHaveLength(Object.keys(expected).length);
    expect(isBalanced(p.entries)).toBe(true);
  });

  it("rejects a bill whose total is not the sum of its parts, and negative or fractional paise", () => {
    expect(() => salePosting({ ...DISH, totalPaise: 30_000 })).toThrow(/not the sum/);
    expect(() => salePosting({ ...DISH, packagingPaise: -1_000, totalPaise: 28_145 })).toThrow(RangeError);
    expect(() => salePosting({ ...DISH, taxPaise: 1_244.5, totalPaise: 30_144.5 })).toThrow(RangeError);
  });
});

describe("commissionPosting", () => {
  it.each([
    // subtotal, rate %, commission + GST taken from the restaurant, commission, GST on commission (18 %)
    [24_900, 12, 3_526, 2_988, 538], // ₹249 × 12 % = ₹29.88; 18 % = ₹5.3784 → ₹5.38; ₹29.88 + ₹5.38 = ₹35.26
    [100_000, 15, 17_700, 15_000, 2_700], // ₹1,000 × 15 % = ₹150; 18 % = ₹27; ₹177
    [12_345, 12.5, 1_821, 1_543, 278], // ₹15.43125 → ₹15.43; 18 % = ₹2.7774 → ₹2.78; ₹18.21
  ])("%s paise at %s per cent takes %s from the restaurant", (subtotal, rate, taken, commission, gst) => {
    const p = commissionPosting(subtotal, rate);
    expect(p.kind).toBe("commission");
    expect(entriesOf(p)).toEqual({ restaurant_payable: taken, platform_revenue: -commission, gst_payable: -gst });
  });

  it("has no entries at a 0 % commission, and refuses a rate outside 0-100", () => {
    expect(commissionPosting(24_900, 0).entries).toEqual([]);
    expect(() => commissionPosting(24_900, -1)).toThrow(RangeError);
    expect(() => commissionPosting(24_900, 101)).toThrow(RangeError);
  });
});

describe("rider payout", () => {
  it.each([
    // metres, rates, payout paise
    [3_200, RIDER_PAYOUT_DEFAULTS, 4_420], // ₹25 + ₹6 × 3.2 = ₹25 + ₹19.20 = ₹44.20
    [0, RIDER_PAYOUT_DEFAULTS, 2_500], // base only
    [1_250, RIDER_PAYOUT_DEFAULTS, 3_250], // 600 × 1.25 = 750 paise
    [833, RIDER_PAYOUT_DEFAULTS, 3_000], // 600 × 0.833 = 499.8 → 500 paise
    [1, RIDER_PAYOUT_DEFAULTS, 2_501], // 0.6 paise → 1
    [4_999.6, RIDER_PAYOUT_DEFAULTS, 5_500], // taken as 5,000 m: 600 × 5 = 3,000 paise
    [5, { basePaise: 2_000, perKmPaise: 700 }, 2_004], // 700 × 0.005 = 3.5 paise → 4 (half up)
    [15, { basePaise: 2_000, perKmPaise: 700 }, 2_011], // 10.5 → 11
    [2, { basePaise: 0, perKmPaise: 700 }, 1], // 1.4 → 1
  ])("%s m at %o pays %s paise", (metres, rates, payout) => {
    expect(riderPayoutPaise(metres, rates)).toBe(payout);
    expect(entriesOf(riderPayoutPosting(metres, rates))).toEqual({ platform_revenue: payout, rider_payable: -payout });
  });

  it("defaults to ₹25 + ₹6/km and refuses a negative distance", () => {
    expect(RIDER_PAYOUT_DEFAULTS).toEqual({ basePaise: 2_500, perKmPaise: 600 });
    expect(riderPayoutPosting(3_200).kind).toBe("rider_payout");
    expect(() => riderPayoutPaise(-1)).toThrow(RangeError);
    expect(() => riderPayoutPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe("cancellationPostings", () => {
  // The sale of DISH undone: every entry of salePosting negated.
  const reversal = { customer: -30_145, restaurant_payable: 25_900, gst_payable: 1_245, platform_revenue: 3_000 };
  it.each([
    // name, fee, paid, refund worked by hand (0: no posting)
    ["paid, 25 % fee (₹75.36, rounded by the policy): ₹301.45 − ₹75.36 = ₹226.09 back", 7_536, 30_145, 22_609],
    ["cash order, 10 % fee (₹30.145 → ₹30.15): nothing to refund", 3_015, 0, 0],
    ["rejected after payment: fee 0, all ₹301.45 back", 0, 30_145, 30_145],
    ["paid, fee of the whole total: no refund posting", 30_145, 30_145, 0],
    ["unpaid and free: only the reversal", 0, 0, 0],
  ])("%s", (_name, feePaise, paidPaise, refund) => {
    const postings = cancellationPostings({ bill: DISH, feePaise, paidPaise });
    const expected: [string, Record<string, number>][] = [["sale_reversal", reversal]];
    if (feePaise) expected.push(["cancellation_fee", { customer: feePaise, restaurant_payable: -feePaise }]);
    if (refund) expected.push(["refund", { customer: refund, gateway: -refund }]);
    expect(postings.map((p) => [p.kind, entriesOf(p)])).toEqual(expected);
    for (const p of postings) expect(isBalanced(p.entries)).toBe(true);
  });

  it("refuses a fee above the total or above what was paid", () => {
    expect(() => cancellationPostings({ bill: DISH, feePaise: 30_146, paidPaise: 0 })).toThrow(RangeError);
    expect(() => cancellationPostings({ bill: DISH, feePaise: 5_000, paidPaise: 4_000 })).toThrow(RangeError);
  });
});

describe("payments, refunds, payouts and deposits", () => {
  it.each([
    ["payment_captured", paymentCapturedPosting(30_145), { gateway: 30_145, customer: -30_145 }],
    ["cash_collected", cashCollectedPosting(30_145), { cash_with_rider: 30_145, customer: -30_145 }],
    ["refund", refundPosting(5_000), { restaurant_payable: 5_000, gateway: -5_000 }],
    ["restaurant_payout", restaurantPayoutPosting(22_374), { restaurant_payable: 22_374, bank: -22_374 }],
    ["rider_cash_deposit", riderCashDepositPosting(30_145), { bank: 30_145, cash_with_rider: -30_145 }],
  ])("%s", (kind, p, expected) => {
    expect(p.kind).toBe(kind);
    expect(entriesOf(p)).toEqual(expected);
  });

  it("posts a payment returned at once (late or second payment) as its capture and a refund that undoes it", () => {
    const [captured, returned] = returnedPaymentPostings(30_145);
    expect(captured?.kind).toBe("payment_captured");
    expect(entriesOf(captured as LedgerPosting)).toEqual({ gateway: 30_145, customer: -30_145 });
    expect(returned?.kind).toBe("refund");
    expect(entriesOf(returned as LedgerPosting)).toEqual({ gateway: -30_145, customer: 30_145 });
  });

  it("treats an unbalanced list as unbalanced", () => {
    expect(isBalanced([{ account: "bank", amountPaise: 1 }])).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});

describe("orderPostings: whole lifecycles of the ₹301.45 order, balances worked by hand", () => {
  const delivered = { bill: DISH, outcome: "delivered", commissionRatePercent: 12 } as const;
  const deliveredCod: OrderLifecycle = { ...delivered, paymentMode: "COD", distanceMetres: 1_250 };
  it.each<[string, OrderLifecycle, string[], Partial<Record<LedgerAccount, number>>]>([
    [
      "delivered online, 12 %, 3.2 km, ₹50 refunded after delivery",
      { ...delivered, paymentMode: "ONLINE", distanceMetres: 3_200, refundPaise: 5_000 },
      ["sale", "payment_captured", "commission", "rider_payout", "refund"],
      {
        gateway: 25_145, // ₹301.45 captured − ₹50 refunded
        restaurant_payable: -17_374, // −(₹249 + ₹10 − ₹29.88 − ₹5.38 − ₹50) = −₹173.74
        platform_revenue: -1_568, // delivery ₹30 + commission ₹29.88 − rider ₹44.20 = ₹15.68 earned
        gst_payable: -1_783, // ₹12.45 + ₹5.38
        rider_payable: -4_420, // ₹25 + ₹6 × 3.2
      },
    ],
    [
      "delivered cash, 12 %, 1.25 km",
      deliveredCod,
      ["sale", "cash_collected", "commission", "rider_payout"],
      {
        cash_with_rider: 30_145,
        restaurant_payable: -22_374, // −(₹259 − ₹35.26)
        platform_revenue: -2_738, // ₹30 + ₹29.88 − ₹32.50
        gst_payable: -1_783,
        rider_payable: -3_250,
      },
    ],
    [
      "cancelled after payment with a ₹75.36 fee",
      { bill: DISH, paymentMode: "ONLINE", outcome: "cancelled", paid: true, feePaise: 7_536 },
      ["sale", "payment_captured", "sale_reversal", "cancellation_fee", "refund"],
      { gateway: 7_536, restaurant_payable: -7_536 }, // the gateway keeps the fee, owed to the restaurant
    ],
    [
      "cash order cancelled with a ₹30.15 fee: the customer still owes it",
      { bill: DISH, paymentMode: "COD", outcome: "cancelled", paid: false, feePaise: 3_015 },
      ["sale", "sale_reversal", "cancellation_fee"],
      { customer: 3_015, restaurant_payable: -3_015 },
    ],
    [
      "delivered cash carrying an earlier ₹30.15 fee: ₹331.60 at the door pays it off",
      { ...deliveredCod, duesPaise: 3_015 },
      ["sale", "cash_collected", "commission", "rider_payout"],
      {
        cash_with_rider: 33_160,
        customer: -3_015, // settles the +₹30.15 the earlier cancellation left on the customer's account
        restaurant_payable: -22_374,
        platform_revenue: -2_738,
        gst_payable: -1_783,
        rider_payable: -3_250,
      },
    ],
    [
      "paid online carrying an earlier ₹30.15 fee, then cancelled free: its own ₹301.45 back, the fee kept",
      { bill: DISH, paymentMode: "ONLINE", outcome: "cancelled", paid: true, feePaise: 0, duesPaise: 3_015 },
      ["sale", "payment_captured", "sale_reversal", "refund"],
      { gateway: 3_015, customer: -3_015 },
    ],
    [
      "rejected after payment: everything back to zero",
      { bill: DISH, paymentMode: "ONLINE", outcome: "rejected", paid: true },
      ["sale", "payment_captured", "sale_reversal", "refund"],
      {},
    ],
  ])("%s", (_name, lifecycle, kinds, expected) => {
    const postings = orderPostings(lifecycle);
    expect(postings.map((p) => p.kind)).toEqual(kinds);
    expect(balances(postings)).toEqual(expected);
  });

  it("settles the cash order once the restaurant is paid and the rider deposits the cash", () => {
    const postings = [...orderPostings(deliveredCod), restaurantPayoutPosting(22_374), riderCashDepositPosting(30_145)];
    // bank: +₹301.45 deposited − ₹223.74 paid out = ₹77.71, which is ₹27.38 revenue + ₹17.83 GST + ₹32.50 rider
    const expected = { bank: 7_771, platform_revenue: -2_738, gst_payable: -1_783, rider_payable: -3_250 };
    expect(balances(postings)).toEqual(expected);
  });

  it("refuses a cash order marked paid before delivery, and a refund above the total", () => {
    const codPaid: OrderLifecycle = { bill: DISH, paymentMode: "COD", outcome: "rejected", paid: true };
    expect(() => orderPostings(codPaid)).toThrow(/not paid before delivery/);
    const overRefund: OrderLifecycle = { ...delivered, paymentMode: "ONLINE", distanceMetres: 0, refundPaise: 30_146 };
    expect(() => orderPostings(overRefund)).toThrow(RangeError);
  });
});

const billArb = fc
  .record({
    subtotalPaise: fc.integer({ min: 0, max: 1_000_000 }),
    gstPercent: fc.integer({ min: 0, max: 2_800 }).map((bp) => bp / 100),
    packagingPaise: fc.integer({ min: 0, max: 10_000 }),
    deliveryFeePaise: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ subtotalPaise, gstPercent, packagingPaise, deliveryFeePaise }): SaleBill => {
    const tax = taxPaise(subtotalPaise, gstPercent);
    const totalPaise = subtotalPaise + tax + packagingPaise + deliveryFeePaise;
    return { subtotalPaise, taxPaise: tax, packagingPaise, deliveryFeePaise, totalPaise };
  });

/** COD or online; delivered (maybe refunded in part), cancelled at any stage with a fee 0..total, or rejected. */
const lifecycleArb: fc.Arbitrary<OrderLifecycle> = fc
  .tuple(billArb, fc.constantFrom("ONLINE" as const, "COD" as const))
  .chain(([bill, paymentMode]) => {
    const upToTotal = fc.integer({ min: 0, max: bill.totalPaise });
    const paid = paymentMode === "ONLINE" ? fc.boolean() : fc.constant(false); // cash is paid only at delivery
    return fc
      .oneof(
        fc.record({
          outcome: fc.constant("delivered" as const),
          commissionRatePercent: fc.integer({ min: 0, max: 3_000 }).map((bp) => bp / 100),
          distanceMetres: fc.double({ min: 0, max: 25_000, noNaN: true }),
          refundPaise: upToTotal,
        }),
        fc.record({ outcome: fc.constant("cancelled" as const), paid, feePaise: upToTotal }),
        fc.record({ outcome: fc.constant("rejected" as const), paid }),
      )
      .map((outcome): OrderLifecycle => ({ bill, paymentMode, ...outcome }));
  });

describe("ledger properties over random order lifecycles", () => {
  it("balances every posting and leaves the customer and restaurant where the rules say", () => {
    fc.assert(
      fc.property(lifecycleArb, (lifecycle) => {
        const postings = orderPostings(lifecycle);
        for (const p of postings) {
          expect(isBalanced(p.entries)).toBe(true);
          for (const e of p.entries) expect(Number.isSafeInteger(e.amountPaise) && e.amountPaise !== 0).toBe(true);
        }
        const { bill } = lifecycle;
        const customer = balanceOf("customer", postings);
        const restaurant = balanceOf("restaurant_payable", postings);
        if (lifecycle.outcome === "delivered") {
          // settlement.ts's own rules (tested there by hand), not the posting under test
          const commission = commissionPaise(bill.subtotalPaise, lifecycle.commissionRatePercent);
          const gst = commissionGstPaise(commission);
          const refund = lifecycle.refundPaise ?? 0;
          expect(customer).toBe(0);
          expect(restaurant).toBe(0 - (bill.subtotalPaise + bill.packagingPaise - commission - gst - refund));
        } else {
          const fee = lifecycle.outcome === "cancelled" ? lifecycle.feePaise : 0;
          // Paid: settled to 0. Unpaid: the fee is all the customer still owes.
          expect(customer).toBe(lifecycle.paid ? 0 : fee);
          expect(restaurant).toBe(0 - fee); // `0 -`, not `-`: toBe tells -0 from 0
          expect(balanceOf("gst_payable", postings)).toBe(0);
          expect(balanceOf("platform_revenue", postings)).toBe(0);
        }
      }),
    );
  });
});

describe("a coupon's discount and a tip (issue 14), worked by hand", () => {
  // ₹240 of food, ₹100 off: GST 5% of ₹140 = ₹7; packaging ₹20; delivery ₹40; tip ₹20: 240 − 100 + 7 + 20 + 40 + 20.
  const discounted = (discountFundedBy: "platform" | "restaurant"): SaleBill => ({
    subtotalPaise: 24_000,
    discountPaise: 10_000,
    discountFundedBy,
    taxPaise: 700,
    packagingPaise: 2_000,
    deliveryFeePaise: 4_000,
    tipPaise: 2_000,
    totalPaise: 22_700,
  });

  it("takes a platform-funded discount off our revenue and leaves the restaurant's share whole", () => {
    expect(salePosting(discounted("platform")).entries).toEqual([
      { account: "customer", amountPaise: 22_700 },
      { account: "restaurant_payable", amountPaise: -26_000 },
      { account: "gst_payable", amountPaise: -700 },
      { account: "platform_revenue", amountPaise: 6_000 },
      { account: "rider_payable", amountPaise: -2_000 },
    ]);
    expect(commissionBasePaise(discounted("platform"))).toBe(24_000);
  });

  it("takes a restaurant-funded discount off the restaurant's share and charges commission on what it sold", () => {
    expect(salePosting(discounted("restaurant")).entries).toEqual([
      { account: "customer", amountPaise: 22_700 },
      { account: "restaurant_payable", amountPaise: -16_000 },
      { account: "gst_payable", amountPaise: -700 },
      { account: "platform_revenue", amountPaise: -4_000 },
      { account: "rider_payable", amountPaise: -2_000 },
    ]);
    expect(commissionBasePaise(discounted("restaurant"))).toBe(14_000);
  });

  it("undoes the discount and the tip with the sale when the order is cancelled", () => {
    const [reversal] = cancellationPostings({ bill: discounted("restaurant"), feePaise: 0, paidPaise: 0 });
    expect(reversal?.entries).toEqual([
      { account: "customer", amountPaise: -22_700 },
      { account: "restaurant_payable", amountPaise: 16_000 },
      { account: "gst_payable", amountPaise: 700 },
      { account: "platform_revenue", amountPaise: 4_000 },
      { account: "rider_payable", amountPaise: 2_000 },
    ]);
  });

  it("refuses a discount above the subtotal, one that names no funder, and a total that leaves out the tip", () => {
    expect(() => salePosting({ ...discounted("platform"), discountPaise: 24_001, totalPaise: 12_699 })).toThrow(
      RangeError,
    );
    expect(() => salePosting({ ...discounted("platform"), discountFundedBy: null })).toThrow(RangeError);
    expect(() => salePosting({ ...discounted("platform"), totalPaise: 20_700 })).toThrow(RangeError);
  });
});
