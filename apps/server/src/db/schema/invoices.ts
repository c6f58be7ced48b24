/**
 * GST tax invoices (issue 11, decision 014): one per invoiced order, numbered in an unbroken series per Indian
 * financial year. The series row is the counter; an invoice is allocated in the transaction that inserts it, so a
 * rolled-back allocation leaves no gap.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** The last sequence number issued in each financial year ("2627" for April 2026 – March 2027). */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    financialYear: text("financial_year").primaryKey(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [check("invoice_series_last_sequence_check", sql`${t.lastSequence} >= 1`)],
);

export const invoices = pgTable(
  "invoices",
  {
    // No cascade: an invoiced order is never deleted (the seed's reset truncates both).
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    /** ZK2627-0000123 (packages/contract invoice.ts invoiceNumber). */
    number: text("number").notNull().unique("invoices_number_key"),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("invoices_year_sequence_key").on(t.financialYear, t.sequence),
    check("invoices_sequence_check", sql`${t.sequence} >= 1`),
  ],
);
