/**
 * The bill every ledger-event test (events-*.test.ts) orders and the postings it should write, worked out by hand, at
 * the commission rate the tests give the shop.
 */
import type { LedgerPosting, SaleBill } from "@zaika/contract/ledger";
import type { LedgerWorld } from "./ledger-fixtures";

/** 12.5 %: a rate with a fraction, so the commission rounds. */
export const RATE = 12.5;

/**
 * The bill every test orders, worked out by hand:
 * - items: Paneer Tikka ₹199.99 (discounted from ₹220) + 2 × Sweet Lassi ₹60 = ₹319.99 → 31 999 paise
 * - GST 5 % of ₹319.99 = ₹15.9995 → ₹16.00 → 1 600
 * - packaging ₹20 → 2 000; delivery ₹40 → 4 000 (₹319.99 is under the ₹500 free-delivery threshold)
 * - total 31 999 + 1 600 + 2 000 + 4 000 = 39 599
 */
export const BILL: SaleBill = {
  subtotalPaise: 31_999,
  taxPaise: 1_600,
  packagingPaise: 2_000,
  deliveryFeePaise: 4_000,
  totalPaise: 39_599,
};
/** The sale: the customer owes the total; food + packaging (33 999) to the restaurant, GST to the state, delivery ours. */
export const SALE: LedgerPosting = {
  kind: "sale",
  entries: [
    { account: "customer", amountPaise: 39_599 },
    { account: "gst_payable", amountPaise: -1_600 },
    { account: "platform_revenue", amountPaise: -4_000 },
    { account: "restaurant_payable", amountPaise: -33_999 },
  ],
};
/** The sale undone entry by entry. */
export const SALE_REVERSAL: LedgerPosting = {
  kind: "sale_reversal",
  entries: SALE.entries.map((e) => ({ account: e.account, amountPaise: -e.amountPaise })),
};
/**
 * Delivered: commission 12.5 % of ₹319.99 = ₹39.99875 → ₹40.00 (4 000); GST 18 % of ₹40 = ₹7.20 (720); the restaurant
 * gives up 4 720.
 */
export const COMMISSION: LedgerPosting = {
  kind: "commission",
  entries: [
    { account: "gst_payable", amountPaise: -720 },
    { account: "platform_revenue", amountPaise: -4_000 },
    { account: "restaurant_payable", amountPaise: 4_720 },
  ],
};
/**
 * The address is 0.02° of latitude north of the shop: 0.02 × π/180 × 6 371 000 m = 2 223.9 m, stored as 2 224 m.
 * Payout ₹25 + ₹6/km × 2.224 km = ₹25 + ₹13.344 → ₹38.34 (3 834).
 */
export const DISTANCE_M = 2_224;
export const RIDER_PAYOUT: LedgerPosting = {
  kind: "rider_payout",
  entries: [
    { account: "platform_revenue", amountPaise: 3_834 },
    { account: "rider_payable", amountPaise: -3_834 },
  ],
};
export const CAPTURED: LedgerPosting = {
  kind: "payment_captured",
  entries: [
    { account: "customer", amountPaise: -39_599 },
    { account: "gateway", amountPaise: 39_599 },
  ],
};

/** The items of the bill: Paneer Tikka and 2 × Sweet Lassi from the world's shop. */
export const orderItems = (w: LedgerWorld) => [
  { productId: w.shop.dishes.paneer },
  { productId: w.shop.dishes.lassi, quantity: 2 },
];

export const MINUTE = 60_000;
