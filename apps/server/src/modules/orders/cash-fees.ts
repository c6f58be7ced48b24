/**
 * A customer's cash cancellation fees (decision 027): read with the checkout (one subquery of its single read) and the
 * cart, each with the order that carries it; the contract's feeOutstanding says which are still owed.
 */
import { feeOutstanding } from "@zaika/contract/cancellation";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import type { OrderRow } from "./queries";

/** A cash order's fee as the checkout and the cart read it, with its carrier's state (contract FeeCarrier). */
export interface CashFeeRow {
  id: string;
  orderNumber: string;
  feePaise: number;
  carrierId: string | null;
  carrierStatus: OrderRow["status"] | null;
  carrierPaidAt: string | null;
}

/**
 * The cash cancellation fees of the customer of the query's `users` row, oldest first, as a JSON array of CashFeeRow
 * (drizzle leaves a column unqualified inside a select list, hence the written-out reference).
 */
export function cashFeesSql() {
  return sql<CashFeeRow[]>`(
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', f.id, 'orderNumber', f.order_number, 'feePaise', f.cancellation_fee_paise,
      'carrierId', c.id, 'carrierStatus', c.status, 'carrierPaidAt', c.paid_at) order by f.cancelled_at, f.id), '[]'::jsonb)
    from orders f left join orders c on c.id = f.fee_carried_by
    where f.user_id = "users"."id" and f.status = 'CANCELLED' and f.payment_mode = 'COD' and f.cancellation_fee_paise > 0)`;
}

/** The fees among them still owed, by the contract's rule. */
export function outstandingFees(rows: readonly CashFeeRow[]): CashFeeRow[] {
  return rows.filter((row) =>
    feeOutstanding(
      row.carrierStatus === null
        ? null
        : { status: row.carrierStatus, paidAt: row.carrierPaidAt === null ? null : new Date(row.carrierPaidAt) },
    ),
  );
}

/** The fees a customer owes now, oldest first (the cart's bill shows them before checkout). */
export async function owedCashFees(db: Db, userId: string): Promise<CashFeeRow[]> {
  const [row] = await db.select({ fees: cashFeesSql() }).from(users).where(eq(users.id, userId));
  return outstandingFees(row?.fees ?? []);
}
