/**
 * Hand-written answers of GET /restaurant/report for the report page's tests: a short February, an empty week, and a
 * busy February of 587 orders served 50 to a page.
 */
import type { ReportOrder, RestaurantReport } from "@zaika/contract/reports";

/**
 * February 2026, newest first. Each delivered order's money, worked by hand at a 15 % commission on the item
 * subtotal (packaging carries none) and 18 % GST on the commission:
 * - 100045: items 630 + packaging 20 = gross 650; commission 15 % of 630 = 94.50; GST 18 % of 94.50 = 17.01;
 *   net 650 − 94.50 − 17.01 = 538.49.
 * - 100043: items 400 + packaging 10 = gross 410; commission 60; GST 10.80; net 410 − 60 − 10.80 = 339.20.
 * - 100044 was cancelled: its gross is shown, its commission, GST and net are 0 and it is out of the money totals.
 * Totals: 3 orders, 2 delivered; gross 650 + 410 = 1,060; commission 94.50 + 60 = 154.50; GST 17.01 + 10.80 = 27.81;
 * net 538.49 + 339.20 = 877.69 (and 1,060 − 154.50 − 27.81 = 877.69).
 * The ledger's statement agrees: the cancelled sale is reversed in the period, so gross 1,060 and net payable 877.69;
 * nothing was owed on 1 Feb, and after a payout of 500 the restaurant is owed 877.69 − 500 = 377.69.
 */
export const FEBRUARY: RestaurantReport = {
  from: "2026-02-01",
  to: "2026-02-28",
  orders: [
    {
      orderId: "ord-3",
      orderNumber: "100045",
      placedAt: "2026-02-20T14:30:00.000Z", // 8:00 pm in India
      items: 3,
      status: "DELIVERED",
      paymentMode: "ONLINE",
      gross: 650,
      commission: 94.5,
      commissionGst: 17.01,
      net: 538.49,
    },
    {
      orderId: "ord-2",
      orderNumber: "100044",
      placedAt: "2026-02-14T18:45:00.000Z", // 12:15 am on the 15th in India
      items: 1,
      status: "CANCELLED",
      paymentMode: "COD",
      gross: 240,
      commission: 0,
      commissionGst: 0,
      net: 0,
    },
    {
      orderId: "ord-1",
      orderNumber: "100043",
      placedAt: "2026-02-01T05:00:00.000Z", // 10:30 am in India
      items: 2,
      status: "DELIVERED",
      paymentMode: "COD",
      gross: 410,
      commission: 60,
      commissionGst: 10.8,
      net: 339.2,
    },
  ],
  totals: { orders: 3, delivered: 2, gross: 1060, commission: 154.5, commissionGst: 27.81, net: 877.69 },
  settlement: {
    gross: 1060,
    commission: 154.5,
    commissionGst: 27.81,
    refunds: 0,
    cancellationFees: 0,
    netPayable: 877.69,
    paidOut: 500,
    outstanding: 377.69,
    pending: 0, // every order had been delivered or cancelled by the end of February
  },
  // Three orders fit on the first page of 50.
  pagination: { page: 1, limit: 50, total: 3, totalPages: 1 },
};

export const NOTHING: RestaurantReport = {
  from: "2026-03-04",
  to: "2026-03-10",
  orders: [],
  totals: { orders: 0, delivered: 0, gross: 0, commission: 0, commissionGst: 0, net: 0 },
  settlement: {
    gross: 0,
    commission: 0,
    commissionGst: 0,
    refunds: 0,
    cancellationFees: 0,
    netPayable: 0,
    paidOut: 0,
    outstanding: 0,
    pending: 0,
  },
  // No orders: no pages (the server's ceil(0 / 50)).
  pagination: { page: 1, limit: 50, total: 0, totalPages: 0 },
};

/**
 * The week after, without orders: on 5 March February's 377.69 was paid out, so the statement of the empty period
 * still moves money (paid out 377.69) and nothing is owed at its end (377.69 − 377.69 = 0).
 */
export const PAID_WEEK: RestaurantReport = {
  ...NOTHING,
  settlement: { ...NOTHING.settlement, paidOut: 377.69 },
};

// i18n-ignore: a CSV file's header row as the server writes it
export const CSV = "Order ID,Order number\r\nord-3,100045\r\n";

/**
 * A busy February: 587 orders, numbered 200001 (oldest) to 200587 (newest), 560 of them delivered and 27 cancelled.
 * Every delivered order is items 280 + packaging 20 = gross 300; commission 15 % of 280 = 42; GST 18 % of 42 = 7.56;
 * net 300 − 42 − 7.56 = 250.44. Totals of the 560: gross 560 × 300 = 1,68,000; commission 560 × 42 = 23,520;
 * GST 560 × 7.56 = 4,233.60; net 560 × 250.44 = 1,40,246.40 (= 1,68,000 − 23,520 − 4,233.60). The ledger agrees (the
 * cancelled sales reversed in the month), nothing was paid out, and every order had settled by the end of the month.
 * 50 to a page: 11 full pages hold 550 orders, so 12 pages, the last with 587 − 550 = 37.
 */
const BUSY_TOTALS: RestaurantReport["totals"] = {
  orders: 587,
  delivered: 560,
  gross: 168_000,
  commission: 23_520,
  commissionGst: 4233.6,
  net: 140_246.4,
};

/** The order at `position` in the busy month, newest first: position 1 is 200587, position 587 is 200001. */
function busyOrder(position: number): ReportOrder {
  return {
    orderId: `busy-${position}`,
    orderNumber: String(200_588 - position),
    placedAt: "2026-02-20T14:30:00.000Z",
    items: 2,
    status: "DELIVERED",
    paymentMode: "ONLINE",
    gross: 300,
    commission: 42,
    commissionGst: 7.56,
    net: 250.44,
  };
}

/**
 * Page `page` of the busy February as the server answers it: the orders at positions (page − 1) × 50 + 1 onwards, as
 * many as `count` (50 on a full page, 37 on page 12, none past it), the whole month's totals and statement.
 */
export function busyFebruary(page: number, count: number): RestaurantReport {
  return {
    from: "2026-02-01",
    to: "2026-02-28",
    orders: Array.from({ length: count }, (_, index) => busyOrder((page - 1) * 50 + 1 + index)),
    totals: BUSY_TOTALS,
    settlement: {
      gross: 168_000,
      commission: 23_520,
      commissionGst: 4233.6,
      refunds: 0,
      cancellationFees: 0,
      netPayable: 140_246.4,
      paidOut: 0,
      outstanding: 140_246.4,
      pending: 0,
    },
    pagination: { page, limit: 50, total: 587, totalPages: 12 },
  };
}
