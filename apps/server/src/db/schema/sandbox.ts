/** The offline payment sandbox's own books (the stand-in for Razorpay): provider orders, payments and refunds. */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The provider orders the sandbox created and what happened to them. */
export const sandboxOrders = pgTable("sandbox_orders", {
  id: text("id").primaryKey(),
  amountPaise: integer("amount_paise").notNull(),
  currency: text("currency").notNull().default("INR"),
  receipt: text("receipt").notNull(),
  status: text("status").$type<"created" | "attempted" | "paid">().notNull().default("created"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payments made in the sandbox checkout (each Pay or Fail press), as Razorpay's payments API would report them. */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").$type<"captured" | "failed" | "refunded">().notNull(),
    method: text("method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_payments_order_idx").on(t.orderId)],
);

/** Refunds the sandbox issued. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  id: text("id").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxPayments.id),
  amountPaise: integer("amount_paise").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
