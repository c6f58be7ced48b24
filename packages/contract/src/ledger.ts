/**
 * The double-entry postings of an order's money (issue 11): one pure function per event, so the server writes the
 * same entries it is tested with and reports, settlements and invoices can be read back from the ledger. Integer paise.
 */
import type { CouponFunder } from "./coupons";
import type { PaymentMode } from "./order-status";
import { commissionGstPaise, commissionPaise } from "./settlement";

/** Every account an order's money moves through; a stored entry names one of these. */
export const LEDGER_ACCOUNTS = [
  "customer", // what the customer owes the platform (positive) or is owed (negative)
  "gateway", // online money held by the payment gateway
  "cash_with_rider", // cash collected on delivery, not yet deposited
  "restaurant_payable", // what the platform owes the restaurant (credit, so negative)
  "rider_payable", // what the platform owes riders
  "platform_revenue", // the platform's own income (credit, so negative)
  "gst_payable", // GST collected and owed to the government
  "bank", // the platform's bank account
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Why a posting was made; the server stores it beside the entries so a report can pick events without replaying. */
export const POSTING_KINDS = [
  "sale",
  "payment_captured",
  "cash_collected",
  "commission",
  "rider_payout",
  "sale_reversal",
  "cancellation_fee",
  "refund",
  "restaurant_payout",
  "rider_cash_deposit",
  "tip_paid",
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** One side of a posting: a debit is positive, a credit negative, so a balanced posting sums to zero. */
export type LedgerEntry = { account: LedgerAccount; amountPaise: number };

/** The entries of one money event, written together in the transaction that causes them. */
export type LedgerPosting = { kind: PostingKind; entries: LedgerEntry[] };

/**
 * The parts of an order's bill the ledger needs; total must be subtotal − discount + tax + packaging + delivery + tip
 * (./pricing). A discount names who funds it (issue 14); absent discount and tip count as 0.
 */
export type SaleBill = {
  subtotalPaise: number;
  taxPaise: number;
  packagingPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  discountPaise?: number;
  discountFundedBy?: CouponFunder | null;
  tipPaise?: number;
};

/** What a rider earns per delivered order: a base plus a rate per kilometre of the delivery leg. */
export type RiderPayoutRates = { basePaise: number; perKmPaise: number };

/** ₹25 a delivery plus ₹6 a kilometre, until the admin settings carry their own rates. */
export const RIDER_PAYOUT_DEFAULTS: RiderPayoutRates = { basePaise: 2500, perKmPaise: 600 };

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of paise, 0 or more (got ${value})`);
  }
}

function assertBill(bill: SaleBill): void {
  const { discountFundedBy, ...amounts } = bill;
  for (const [name, value] of Object.entries(amounts)) assertPaise(name, value ?? 0);
  const discount = bill.discountPaise ?? 0;
  if (discount > bill.subtotalPaise) throw new RangeError(`discountPaise ${discount} is more than the subtotal`);
  if (discount > 0 && !discountFundedBy) throw new RangeError("a discount must name who funds it");
  const sum =
    bill.subtotalPaise - discount + bill.taxPaise + bill.packagingPaise + bill.deliveryFeePaise + (bill.tipPaise ?? 0);
  if (sum !== bill.totalPaise) throw new RangeError(`totalPaise ${bill.totalPaise} is not the sum of its parts ${sum}`);
}

/** The part of a discount the restaurant bears: all of it when it funds the coupon, else none. */
export function restaurantFundedDiscountPaise(bill: SaleBill): number {
  return bill.discountFundedBy === "restaurant" ? (bill.discountPaise ?? 0) : 0;
}

/**
 * What the commission is charged on: the food's value as the restaurant sells it, i.e. the subtotal less a discount
 * the restaurant funds (a platform-funded discount is the platform's cost and leaves the restaurant's sale whole).
 */
export function commissionBasePaise(bill: SaleBill): number {
  return bill.subtotalPaise - restaurantFundedDiscountPaise(bill);
}

/** Builds a posting, leaving out zero entries: a stored entry of 0 would only be noise in every report. */
function posting(kind: PostingKind, entries: LedgerEntry[]): LedgerPosting {
  return { kind, entries: entries.filter((e) => e.amountPaise !== 0) };
}

/** Whether entries sum to zero: every posting must, or money appeared from nowhere. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amountPaise, 0) === 0;
}

/** The balance of one account over postings (debits positive), e.g. what the customer still owes on an order. */
export function balanceOf(account: LedgerAccount, postings: readonly LedgerPosting[]): number {
  let sum = 0;
  for (const p of postings) for (const e of p.entries) if (e.account === account) sum += e.amountPaise;
  return sum;
}

/**
 * The order placed: the customer owes the total; food and packaging are owed to the restaurant, the tax to the
 * government (GST on restaurant services is the platform's to pay under section 9(5)), the delivery fee is ours.
 * A coupon's discount (issue 14) comes off the restaurant's share when it funds it, else off our revenue; a tip is owed
 * to the rider whole.
 */
export function salePosting(bill: SaleBill): LedgerPosting {
  assertBill(bill);
  const discount = bill.discountPaise ?? 0;
  const restaurantFunded = restaurantFundedDiscountPaise(bill);
  return posting("sale", [
    { account: "customer", amountPaise: bill.totalPaise },
    { account: "restaurant_payable", amountPaise: -(bill.subtotalPaise + bill.packagingPaise - restaurantFunded) },
    { account: "gst_payable", amountPaise: -bill.taxPaise },
    { account: "platform_revenue", amountPaise: -bill.deliveryFeePaise + (discount - restaurantFunded) },
    { account: "rider_payable", amountPaise: -(bill.tipPaise ?? 0) },
  ]);
}

/** An online payment captured: the gateway now holds what the customer owed. */
export function paymentCapturedPosting(totalPaise: number): LedgerPosting {
  assertPaise("totalPaise", totalPaise);
  return posting("payment_captured", [
    { account: "gateway", amountPaise: totalPaise },
    { account: "customer", amountPaise: -totalPaise },
  ]);
}

/**
 * A tip after delivery paid online (issue 14, tips.ts): the gateway holds the money and all of it is owed to the rider.
 * It is no sale: no GST, no commission, and the order's own bill is untouched.
 */
export function tipPaidPosting(amountPaise: number): LedgerPosting {
  assertPaise("amountPaise", amountPaise);
  return posting("tip_paid", [
    { account: "gateway", amountPaise },
    { account: "rider_payable", amountPaise: -amountPaise },
  ]);
}

/**
 * A payment captured and sent straight back, because it came after its order ended or paid an order twice: the money
 * passed through the gateway, so its capture is posted, then undone entry by entry as a refund.
 */
export function returnedPaymentPostings(amountPaise: number): LedgerPosting[] {
  const captured = paymentCapturedPosting(amountPaise);
  const returned = posting(
    "refund",
    captured.entries.map((e) => ({ account: e.account, amountPaise: -e.amountPaise })),
  );
  return [captured, returned];
}

/** Cash on delivery collected: the rider holds the cash until it is deposited. */
export function cashCollectedPosting(totalPaise: number): LedgerPosting {
  assertPaise("totalPaise", totalPaise);
  return posting("cash_collected", [
    { account: "cash_with_rider", amountPaise: totalPaise },
    { account: "customer", amountPaise: -totalPaise },
  ]);
}

/** The platform's commission and the GST on it, taken from the restaurant's share once the order is delivered. */
export function commissionPosting(subtotalPaise: number, commissionRatePercent: number): LedgerPosting {
  assertPaise("subtotalPaise", subtotalPaise);
  if (!Number.isFinite(commissionRatePercent) || commissionRatePercent < 0 || commissionRatePercent > 100) {
    throw new RangeError(`commissionRatePercent must be 0-100 (got ${commissionRatePercent})`);
  }
  const commission = commissionPaise(subtotalPaise, commissionRatePercent);
  const gst = commissionGstPaise(commission);
  return posting("commission", [
    { account: "restaurant_payable", amountPaise: commission + gst },
    { account: "platform_revenue", amountPaise: -commission },
    { account: "gst_payable", amountPaise: -gst },
  ]);
}

/**
 * A rider's earning for one delivery: base + perKm × kilometres, rounded half up to the paisa. The distance is taken to
 * the whole metre first (half up) so the sum stays in integers whatever the server's distance function returns.
 */
export function riderPayoutPaise(distanceMetres: number, rates: RiderPayoutRates = RIDER_PAYOUT_DEFAULTS): number {
  if (!Number.isFinite(distanceMetres) || distanceMetres < 0) {
    throw new RangeError(`distanceMetres must be 0 or more (got ${distanceMetres})`);
  }
  assertPaise("basePaise", rates.basePaise);
  assertPaise("perKmPaise", rates.perKmPaise);
  const metres = Math.floor(distanceMetres + 0.5);
  return rates.basePaise + Math.floor((rates.perKmPaise * metres + 500) / 1000);
}

/** The rider's payout for a delivery, an expense of the platform. */
export function riderPayoutPosting(
  distanceMetres: number,
  rates: RiderPayoutRates = RIDER_PAYOUT_DEFAULTS,
): LedgerPosting {
  const payout = riderPayoutPaise(distanceMetres, rates);
  return posting("rider_payout", [
    { account: "platform_revenue", amountPaise: payout },
    { account: "rider_payable", amountPaise: -payout },
  ]);
}

/**
 * A cancelled or rejected order (fee 0 for a rejection): the sale undone entry by entry; the fee, which the restaurant
 * keeps for food it prepared (no GST on it in this model); and, when the customer had paid, the rest refunded through
 * the gateway. Only the postings that move money are returned.
 */
export function cancellationPostings(input: { bill: SaleBill; feePaise: number; paidPaise: number }): LedgerPosting[] {
  const { bill, feePaise, paidPaise } = input;
  const sale = salePosting(bill);
  assertPaise("feePaise", feePaise);
  assertPaise("paidPaise", paidPaise);
  if (feePaise > bill.totalPaise) throw new RangeError(`feePaise ${feePaise} is more than the order's total`);
  if (paidPaise > bill.totalPaise) throw new RangeError(`paidPaise ${paidPaise} is more than the order's total`);
  if (paidPaise > 0 && feePaise > paidPaise) throw new RangeError(`feePaise ${feePaise} is more than was paid`);
  const postings = [
    posting(
      "sale_reversal",
      sale.entries.map((e) => ({ account: e.account, amountPaise: -e.amountPaise })),
    ),
  ];
  if (feePaise > 0) {
    postings.push(
      posting("cancellation_fee", [
        { account: "customer", amountPaise: feePaise },
        { account: "restaurant_payable", amountPaise: -feePaise },
      ]),
    );
  }
  const refund = paidPaise > 0 ? paidPaise - feePaise : 0;
  if (refund > 0) {
    postings.push(
      posting("refund", [
        { account: "customer", amountPaise: refund },
        { account: "gateway", amountPaise: -refund },
      ]),
    );
  }
  return postings;
}

/**
 * A refund on a delivered order, borne by the restaurant (wrong or missing items): it leaves the gateway and comes off
 * what the restaurant is owed. A cash order's refund is paid online too, so it also leaves the gateway.
 */
export function refundPosting(amountPaise: number): LedgerPosting {
  assertPaise("amountPaise", amountPaise);
  return posting("refund", [
    { account: "restaurant_payable", amountPaise },
    { account: "gateway", amountPaise: -amountPaise },
  ]);
}

/** A settlement paid to a restaurant's bank account from ours. */
export function restaurantPayoutPosting(amountPaise: number): LedgerPosting {
  assertPaise("amountPaise", amountPaise);
  return posting("restaurant_payout", [
    { account: "restaurant_payable", amountPaise },
    { account: "bank", amountPaise: -amountPaise },
  ]);
}

/** Cash a rider hands in, banked by the platform. */
export function riderCashDepositPosting(amountPaise: number): LedgerPosting {
  assertPaise("amountPaise", amountPaise);
  return posting("rider_cash_deposit", [
    { account: "bank", amountPaise },
    { account: "cash_with_rider", amountPaise: -amountPaise },
  ]);
}

/**
 * How an order ended, as far as its money goes. `paid` means an online payment was captured before the order was
 * cancelled or rejected; a cash order is never paid before delivery.
 */
export type OrderLifecycle = {
  bill: SaleBill;
  paymentMode: PaymentMode;
  /** Earlier cash orders' cancellation fees the order carries (decision 027): paid with it, on top of its total. */
  duesPaise?: number;
} & (
  | {
      outcome: "delivered";
      commissionRatePercent: number;
      distanceMetres: number;
      riderRates?: RiderPayoutRates;
      /** A refund after delivery borne by the restaurant; 0 or absent for none. */
      refundPaise?: number;
    }
  | { outcome: "cancelled"; paid: boolean; feePaise: number }
  | { outcome: "rejected"; paid: boolean }
);

/**
 * Every posting of an order in the order the server writes them: the sale when placed; the payment when captured;
 * then either delivery (cash collected for COD, commission, rider payout, any refund) or the cancellation. Postings
 * that would move no money are left out.
 */
export function orderPostings(lifecycle: OrderLifecycle): LedgerPosting[] {
  const { bill, paymentMode } = lifecycle;
  const payable = bill.totalPaise + (lifecycle.duesPaise ?? 0);
  const postings: LedgerPosting[] = [salePosting(bill)];
  if (lifecycle.outcome === "delivered") {
    postings.push(
      paymentMode === "ONLINE" ? paymentCapturedPosting(payable) : cashCollectedPosting(payable),
      commissionPosting(commissionBasePaise(bill), lifecycle.commissionRatePercent),
      riderPayoutPosting(lifecycle.distanceMetres, lifecycle.riderRates),
    );
    const refund = lifecycle.refundPaise ?? 0;
    if (refund > bill.totalPaise) throw new RangeError(`refundPaise ${refund} is more than the order's total`);
    postings.push(refundPosting(refund));
  } else {
    if (lifecycle.paid && paymentMode === "COD") {
      throw new RangeError("A cash order is not paid before delivery");
    }
    if (lifecycle.paid) postings.push(paymentCapturedPosting(payable));
    const feePaise = lifecycle.outcome === "cancelled" ? lifecycle.feePaise : 0;
    postings.push(...cancellationPostings({ bill, feePaise, paidPaise: lifecycle.paid ? bill.totalPaise : 0 }));
  }
  return postings.filter((p) => p.entries.length > 0);
}
