/**
 * The money of the history, as rows: every order's ledger postings as the contract makes them (dated when each
 * happened), the weekly restaurant payouts and daily rider cash deposits that settle them, the payments sandbox's
 * books and ours for the online orders, and the tax invoices numbered per financial year. Pure functions of the plan,
 * apart from the database, so the settlement rule can be worked by hand in a test.
 */
import { randomUUID } from "node:crypto";
import { indiaTime } from "@zaika/contract/business-hours";
import { financialYearOf, invoiceNumber } from "@zaika/contract/invoice";
import {
  isBalanced,
  type LedgerPosting,
  orderPostings,
  type PostingKind,
  restaurantPayoutPosting,
  riderCashDepositPosting,
} from "@zaika/contract/ledger";
import { daysOf, indiaDayStart, lastDays } from "@zaika/contract/reports";
import { random } from "@zaika/seed-artwork/random";
import { sandboxId } from "../../../providers/payments/sandbox";
import type { invoices } from "../../schema/invoices";
import type { ledgerEntries } from "../../schema/ledger";
import type { payments, refunds } from "../../schema/payments";
import type { sandboxOrders, sandboxPayments, sandboxRefunds } from "../../schema/sandbox";
import { HOUR, MINUTE, type PlannedOrder } from "./shapes";

export type LedgerInsert = typeof ledgerEntries.$inferInsert;

/** What the customer paid for the order: its total and any earlier cash fees it carried (decision 027). */
const payableOf = (order: PlannedOrder) => order.row.totalPaise + (order.row.duesPaise ?? 0);

function entryRows(
  postings: readonly LedgerPosting[],
  refs: { orderId?: string; restaurantId?: string; riderId?: string | null; reference?: string },
  at: (posting: LedgerPosting) => Date,
  riderOf: (posting: LedgerPosting) => string | null,
): LedgerInsert[] {
  const rows: LedgerInsert[] = [];
  for (const posting of postings) {
    if (!isBalanced(posting.entries)) throw new Error(`history: unbalanced ${posting.kind} posting`);
    const postingId = randomUUID();
    for (const entry of posting.entries) {
      rows.push({
        postingId,
        kind: posting.kind,
        account: entry.account,
        amountPaise: entry.amountPaise,
        orderId: refs.orderId ?? null,
        restaurantId: refs.restaurantId ?? null,
        riderId: riderOf(posting),
        reference: refs.reference ?? null,
        createdAt: at(posting),
      });
    }
  }
  return rows;
}

/** Kinds of an order's postings made once a rider had it (the server's refs carry the order's rider from then). */
const RIDER_POSTINGS = new Set<PostingKind>(["cash_collected", "commission", "rider_payout", "refund"]);

/**
 * Settlements through the period: each Monday at 11:00 a restaurant is paid what its orders finished before midnight
 * left it owed (an order still open at midnight waits for the next week); each morning at 10:00 a rider deposits the
 * cash collected before midnight. Only those done by `now`.
 */
export function historySettlements(
  orderRows: readonly LedgerInsert[],
  parties: { restaurantIds: readonly string[]; riderIds: readonly string[] },
  now: Date,
  days: number,
): LedgerInsert[] {
  const rng = random("history:settlements");
  const endOf = new Map<string, number>();
  for (const row of orderRows) {
    const at = (row.createdAt as Date).getTime();
    if (row.orderId && at > (endOf.get(row.orderId) ?? 0)) endOf.set(row.orderId, at);
  }
  const keyOf = (row: LedgerInsert): string | null =>
    row.account === "restaurant_payable" && row.restaurantId
      ? `r:${row.restaurantId}`
      : row.account === "cash_with_rider" && row.riderId
        ? `c:${row.riderId}`
        : null;
  // What each restaurant and rider balance takes in, and from when: an order's share once the order is over.
  const moves = orderRows
    .flatMap((row) => {
      const key = keyOf(row);
      const settled = row.orderId ? endOf.get(row.orderId) : undefined;
      return key && settled !== undefined ? [{ key, at: settled, amount: row.amountPaise }] : [];
    })
    .sort((a, b) => a.at - b.at);
  const balance = new Map<string, number>();
  const add = (key: string, amount: number) => balance.set(key, (balance.get(key) ?? 0) + amount);
  const out: LedgerInsert[] = [];
  const record = (rows: LedgerInsert[]) => {
    for (const row of rows) {
      const key = keyOf(row);
      if (key) add(key, row.amountPaise);
    }
    out.push(...rows);
  };
  const window = lastDays(now, days);
  let next = 0;
  for (const day of daysOf(window.from, window.to).slice(1)) {
    const midnight = indiaDayStart(day);
    for (; next < moves.length; next++) {
      const move = moves[next];
      if (!move || move.at >= midnight.getTime()) break;
      add(move.key, move.amount);
    }
    const stamp = day.replaceAll("-", "");
    parties.riderIds.forEach((riderId, index) => {
      const held = balance.get(`c:${riderId}`) ?? 0;
      const at = new Date(midnight.getTime() + 10 * HOUR + index * 7 * MINUTE);
      if (held <= 0 || at > now) return;
      const reference = `CASH-${stamp}-${index + 1}`;
      record(
        entryRows(
          [riderCashDepositPosting(held)],
          { reference },
          () => at,
          () => riderId,
        ),
      );
    });
    if (indiaTime(midnight).weekday !== "monday") continue;
    parties.restaurantIds.forEach((restaurantId, index) => {
      const owed = -(balance.get(`r:${restaurantId}`) ?? 0);
      const at = new Date(midnight.getTime() + 11 * HOUR + index * 2 * MINUTE);
      if (owed <= 0 || at > now) return;
      const reference = `UTR${String(rng.int(100_000, 999_999))}${String(rng.int(100_000, 999_999))}`;
      record(
        entryRows(
          [restaurantPayoutPosting(owed)],
          { restaurantId, reference },
          () => at,
          () => null,
        ),
      );
    });
  }
  return out;
}

/**
 * The history's ledger: every order's postings (the order's rider on those made once a rider had it, for a delivered
 * order), then the settlements they lead to, all in time order.
 */
export function ledgerRows(
  planned: readonly PlannedOrder[],
  parties: { restaurantIds: readonly string[]; riderIds: readonly string[] },
  now: Date,
  days: number,
): LedgerInsert[] {
  const orderEntries = planned.flatMap((order) =>
    entryRows(
      orderPostings(order.lifecycle),
      { orderId: order.id, restaurantId: order.restaurantId },
      (posting) => order.postingAt(posting.kind),
      (posting) =>
        order.riderId && RIDER_POSTINGS.has(posting.kind) && order.lifecycle.outcome === "delivered"
          ? order.riderId
          : null,
    ),
  );
  return [...orderEntries, ...historySettlements(orderEntries, parties, now, days)].sort(
    (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
  );
}

/** The payments sandbox's books and ours, for the online orders: provider orders, captured payments, refunds. */
export function paymentRows(
  planned: readonly PlannedOrder[],
  number: (order: PlannedOrder) => string,
): {
  sandboxOrders: Array<typeof sandboxOrders.$inferInsert>;
  sandboxPayments: Array<typeof sandboxPayments.$inferInsert>;
  payments: Array<typeof payments.$inferInsert>;
  sandboxRefunds: Array<typeof sandboxRefunds.$inferInsert>;
  refunds: Array<typeof refunds.$inferInsert>;
} {
  const online = planned.filter((order) => order.online);
  const paid = online.filter((order) => order.online?.paidAt && order.online.paymentId);
  const refunded = paid
    .filter((order) => order.refund)
    .map((order) => ({
      order,
      refundId: sandboxId("rfnd"),
      refund: order.refund as { amountPaise: number; at: Date },
    }));
  return {
    sandboxOrders: online.map((order) => ({
      id: order.online?.providerOrderId as string,
      amountPaise: payableOf(order),
      currency: "INR",
      receipt: number(order),
      status: order.online?.paidAt ? ("paid" as const) : ("created" as const),
      createdAt: order.createdAt,
    })),
    sandboxPayments: paid.map((order) => ({
      id: order.online?.paymentId as string,
      orderId: order.online?.providerOrderId as string,
      amountPaise: payableOf(order),
      currency: "INR",
      status: order.refund?.amountPaise === payableOf(order) ? ("refunded" as const) : ("captured" as const),
      method: order.online?.method as string,
      createdAt: order.online?.paidAt as Date,
    })),
    payments: paid.map((order) => ({
      orderId: order.id,
      provider: "sandbox" as const,
      providerOrderId: order.online?.providerOrderId as string,
      providerPaymentId: order.online?.paymentId as string,
      amountPaise: payableOf(order),
      status: "captured" as const,
      method: order.online?.method as string,
      source: "checkout" as const,
      createdAt: order.online?.paidAt as Date,
    })),
    sandboxRefunds: refunded.map(({ order, refundId, refund }) => ({
      id: refundId,
      paymentId: order.online?.paymentId as string,
      amountPaise: refund.amountPaise,
      createdAt: refund.at,
    })),
    refunds: refunded.map(({ order, refundId, refund }) => ({
      orderId: order.id,
      provider: "sandbox" as const,
      providerPaymentId: order.online?.paymentId as string,
      kind: "order" as const,
      providerRefundId: refundId,
      amountPaise: refund.amountPaise,
      status: "PROCESSED" as const,
      method: order.online?.method as string,
      createdAt: refund.at,
    })),
  };
}

/**
 * Tax invoices issued on delivery, numbered in issue order within each financial year, after any already issued:
 * `series` holds each year's last number so far, and is advanced past the history's.
 */
export function invoiceRows(
  planned: readonly PlannedOrder[],
  series: Map<string, number>,
): Array<typeof invoices.$inferInsert> {
  const invoiced = planned
    .filter((order) => order.invoicedAt)
    .sort((a, b) => (a.invoicedAt as Date).getTime() - (b.invoicedAt as Date).getTime());
  return invoiced.map((order) => {
    const issuedAt = order.invoicedAt as Date;
    const year = financialYearOf(issuedAt).label;
    const sequence = (series.get(year) ?? 0) + 1;
    series.set(year, sequence);
    return { orderId: order.id, number: invoiceNumber(year, sequence), financialYear: year, sequence, issuedAt };
  });
}
