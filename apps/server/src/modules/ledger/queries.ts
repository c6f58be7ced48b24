/** SQL of the ledger: entries are only ever inserted (the table refuses updates and deletes, migration 0006). */
import type { Tx } from "../../db/client";
import { ledgerEntries } from "../../db/schema/ledger";

/** One row to write; the id comes from the identity column, the time from the caller's clock. */
export type LedgerRow = Omit<typeof ledgerEntries.$inferInsert, "id" | "createdAt"> & { createdAt: Date };

/** Writes rows (one posting or several) in one statement of the caller's transaction. */
export async function insertEntries(tx: Tx, rows: LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(ledgerEntries).values(rows);
}

/**
 * An INSERT of the rows in a JSON parameter (`entriesJson`), for a statement that writes a change and its entries in
 * one round trip as a data-modifying WITH clause (placing an order: orders/checkout-queries.ts). `param` is the
 * placeholder, e.g. `$25`.
 */
export function insertEntriesFromJsonSql(param: string): string {
  return `insert into ledger_entries
      (posting_id, kind, account, amount_paise, order_id, restaurant_id, rider_id, reference, created_at)
    select e."postingId", e.kind, e.account, e."amountPaise", e."orderId", e."restaurantId", e."riderId", e.reference,
      e."createdAt"
    from jsonb_to_recordset(${param}::jsonb) as e("postingId" uuid, kind text, account text, "amountPaise" bigint,
      "orderId" uuid, "restaurantId" uuid, "riderId" uuid, reference text, "createdAt" timestamptz)`;
}

/** The JSON parameter of insertEntriesFromJsonSql. */
export function entriesJson(rows: LedgerRow[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      postingId: row.postingId,
      kind: row.kind,
      account: row.account,
      amountPaise: row.amountPaise,
      orderId: row.orderId ?? null,
      restaurantId: row.restaurantId ?? null,
      riderId: row.riderId ?? null,
      reference: row.reference ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
