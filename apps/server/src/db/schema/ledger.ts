/**
 * The money ledger (issue 11): immutable double-entry rows, one set per posting of packages/contract ledger.ts,
 * written in the transaction of the change that causes them. Debits positive, credits negative, integer paise.
 */
import { LEDGER_ACCOUNTS, type LedgerAccount, POSTING_KINDS, type PostingKind } from "@zaika/contract/ledger";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** `'a','b',…` for a check constraint, from the contract's list (the migration freezes it; a new name needs one). */
const listed = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(","));

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The posting the entry belongs to: a posting's entries sum to zero. */
    postingId: uuid("posting_id").notNull(),
    kind: text("kind").$type<PostingKind>().notNull(),
    account: text("account").$type<LedgerAccount>().notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    // No cascade: an order with money history is never deleted.
    orderId: uuid("order_id").references(() => orders.id),
    restaurantId: uuid("restaurant_id"),
    riderId: uuid("rider_id"),
    /** A payout's or deposit's reference (bank transfer id). */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_order_idx").on(t.orderId),
    // kind and amount as trailing columns: a restaurant's settlement sums are an index-only scan (decision 015).
    index("ledger_entries_restaurant_idx").on(t.restaurantId, t.account, t.createdAt, t.kind, t.amountPaise),
    index("ledger_entries_rider_idx").on(t.riderId, t.account, t.createdAt),
    check("ledger_entries_kind_check", sql`${t.kind} in (${listed(POSTING_KINDS)})`),
    check("ledger_entries_account_check", sql`${t.account} in (${listed(LEDGER_ACCOUNTS)})`),
    check("ledger_entries_amount_check", sql`${t.amountPaise} <> 0`),
  ],
);
