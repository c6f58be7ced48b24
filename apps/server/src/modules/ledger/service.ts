/**
 * Writing the ledger (issue 11): the postings of packages/contract ledger.ts turned into rows, checked to balance and
 * written in the caller's transaction, so an entry exists exactly when the change that caused it committed.
 */
import { randomUUID } from "node:crypto";
import { isBalanced, type LedgerPosting, type SaleBill } from "@zaika/contract/ledger";
import type { PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import type { Tx } from "../../db/client";
import { insertEntries, type LedgerRow } from "./queries";

/** What an entry is about, so reports can sum per order, restaurant or rider; `at` is the change's time. */
export interface PostingRefs {
  orderId?: string | null;
  restaurantId?: string | null;
  riderId?: string | null;
  /** A payout's or deposit's reference. */
  reference?: string | null;
  at: Date;
}

/** The rows of postings, each with a posting id of its own; throws on a posting that does not sum to zero. */
export function postingRows(postings: readonly LedgerPosting[], refs: PostingRefs): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const posting of postings) {
    // Money may not appear from nowhere: a bug, never the caller's input, so a plain error (500) and a rollback.
    if (!isBalanced(posting.entries)) throw new Error(`unbalanced ${posting.kind} posting`);
    const postingId = randomUUID();
    for (const entry of posting.entries) {
      rows.push({
        postingId,
        kind: posting.kind,
        account: entry.account,
        amountPaise: entry.amountPaise,
        orderId: refs.orderId ?? null,
        restaurantId: refs.restaurantId ?? null,
        riderId: refs.riderId ?? null,
        reference: refs.reference ?? null,
        createdAt: refs.at,
      });
    }
  }
  return rows;
}

/** Writes one posting in `tx`. */
export function recordPosting(tx: Tx, posting: LedgerPosting, refs: PostingRefs): Promise<void> {
  return insertEntries(tx, postingRows([posting], refs));
}

/** Writes several postings of one change in `tx`, in one statement. */
export function recordPostings(tx: Tx, postings: readonly LedgerPosting[], refs: PostingRefs): Promise<void> {
  return insertEntries(tx, postingRows(postings, refs));
}

/** The columns of an order the ledger reads (an orders row has them all). */
export interface OrderMoney extends SaleBill {
  id: string;
  restaurantId: string;
  riderId: string | null;
  paymentMode: PaymentMode;
  paymentStatus: PaymentStatus;
}

/**
 * The bill of an order as the contract's postings take it (only the amounts, checked to add up, and who funds a
 * discount).
 */
export function billOf(order: SaleBill): SaleBill {
  const { subtotalPaise, taxPaise, packagingPaise, deliveryFeePaise, totalPaise } = order;
  return {
    subtotalPaise,
    taxPaise,
    packagingPaise,
    deliveryFeePaise,
    totalPaise,
    discountPaise: order.discountPaise ?? 0,
    discountFundedBy: order.discountFundedBy ?? null,
    tipPaise: order.tipPaise ?? 0,
  };
}

/** The order's references at `at`: per order, restaurant and (once assigned) rider. */
export function orderRefs(order: OrderMoney, at: Date): PostingRefs {
  return { orderId: order.id, restaurantId: order.restaurantId, riderId: order.riderId, at };
}

/**
 * What the customer has paid towards the order through the gateway: its total once an online payment was captured
 * (paymentCapturedPosting was written when it flipped to PAID), nothing for a cash order before delivery.
 */
export function paidPaiseOf(order: OrderMoney): number {
  return order.paymentMode === "ONLINE" && order.paymentStatus === "PAID" ? order.totalPaise : 0;
}
