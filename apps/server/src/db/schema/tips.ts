/**
 * Tips given after delivery (issue 14 item 7): each checkout attempt is a row with its own provider order, so the
 * order's total, bill and invoice never change. At most one PAID tip per order (a partial unique index, so two
 * verifications racing cannot both book one); the rider is the order's rider when the tip was started.
 */
import type { PaymentProvider } from "@zaika/contract/order";
import { TIP_STATUSES, type TipStatus } from "@zaika/contract/tips";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

const listed = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(","));

export const orderTips = pgTable(
  "order_tips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No cascade: a tip is money history, kept like the order's payments (an erased account keeps its row).
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    riderId: uuid("rider_id")
      .notNull()
      .references(() => users.id),
    amountPaise: integer("amount_paise").notNull(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").$type<TipStatus>().notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_tips_provider_order_key").on(t.providerOrderId),
    uniqueIndex("order_tips_paid_order_key").on(t.orderId).where(sql`${t.status} = 'PAID'`),
    index("order_tips_order_idx").on(t.orderId, t.createdAt),
    check("order_tips_status_check", sql`${t.status} in (${listed(TIP_STATUSES)})`),
    check("order_tips_amount_check", sql`${t.amountPaise} > 0`),
  ],
);
