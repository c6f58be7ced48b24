/** Money in and out of an order: payment attempts the provider reported, and refunds. Money in integer paise. */
import type { PaymentProvider } from "@zaika/contract/order";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** Every payment attempt the provider told us about (checkout verification or webhook); one row per payment id. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").$type<"captured" | "failed">().notNull(),
    method: text("method"),
    source: text("source").$type<"checkout" | "webhook">().notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_key").on(t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
  ],
);

/**
 * Money sent back. `order`: the order's own refund (cancelled, rejected, or paid after it expired), at most one per
 * order, whoever asks and however often. `duplicate`: a second captured payment of an order that was already paid,
 * returned in full without touching the order's refund. At most one refund per payment either way.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    /** The payment refunded (pay_…); null only on refunds recorded before it was stored. */
    providerPaymentId: text("provider_payment_id"),
    kind: text("kind").$type<"order" | "duplicate">().notNull().default("order"),
    providerRefundId: text("provider_refund_id"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").$type<"PROCESSED" | "PENDING" | "FAILED">().notNull(),
    method: text("method"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_order_key").on(t.orderId).where(sql`${t.kind} = 'order'`),
    uniqueIndex("refunds_payment_key").on(t.providerPaymentId),
  ],
);
