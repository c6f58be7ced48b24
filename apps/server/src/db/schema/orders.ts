/**
 * Orders with their priced items, the timeline of changes and the idempotency keys of `POST /order`. Money in
 * integer paise.
 */
import type { AddressType } from "@zaika/contract/address";
import type { CouponFunder } from "@zaika/contract/coupons";
import type { PaymentProvider } from "@zaika/contract/order";
import type { OrderStatus, PaymentMode, PaymentStatus } from "@zaika/contract/order-status";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { restaurants } from "./restaurants";
import { users } from "./users";

export interface DeliveryAddressSnapshot {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  addressType: AddressType;
  phoneNumber: string;
  deliveryInstructions: string;
  coordinates: { lat: number; lng: number };
}

/** A dish as it was ordered: names and prices frozen at the moment of the order. */
export interface OrderItemSnapshot {
  productId: string;
  name: string;
  image: string | null;
  description: string;
  foodType: "veg" | "non-veg" | "egg";
  pricePaise: number;
  discountedPricePaise: number | null;
  quantity: number;
  selectedAttributes: Array<{ attributeName: string; selectedOption: string; additionalPricePaise: number }>;
  selectedAddons: Array<{ name: string; pricePaise: number }>;
  unitPaise: number;
  totalPaise: number;
}

export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001, increment: 1 });

/** An earlier cash order's cancellation fee billed with this order (decision 027). */
export interface PreviousFeeSnapshot {
  orderId: string;
  orderNumber: string;
  feePaise: number;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human order number, e.g. ZK-100001. */
    orderNumber: text("order_number").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    status: text("status").$type<OrderStatus>().notNull().default("PENDING"),
    paymentMode: text("payment_mode").$type<PaymentMode>().notNull(),
    paymentProvider: text("payment_provider").$type<PaymentProvider>(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("PENDING"),
    /** The provider's order id (order_…); verification checks against this, never the request's. */
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** An unpaid online order can be paid until then; after it, it expires. Null for COD. */
    payableUntil: timestamp("payable_until", { withTimezone: true }),
    /** Items with their price snapshot (one write per order; reports unnest them). */
    items: jsonb("items").$type<OrderItemSnapshot[]>().notNull(),
    itemCount: integer("item_count").notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    gstPercent: numeric("gst_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    taxPaise: integer("tax_paise").notNull(),
    packagingPaise: integer("packaging_paise").notNull(),
    deliveryFeePaise: integer("delivery_fee_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** The coupon applied (issue 14): its id and code as typed, the discount it gave and who funds it. */
    couponId: uuid("coupon_id"),
    couponCode: text("coupon_code"),
    discountPaise: integer("discount_paise").notNull().default(0),
    discountFundedBy: text("discount_funded_by").$type<CouponFunder>(),
    /** The customer's tip for the rider, paid with the order (issue 14). */
    tipPaise: integer("tip_paise").notNull().default(0),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddressSnapshot>().notNull(),
    distanceMetres: integer("distance_m").notNull(),
    preparationMinutes: integer("preparation_minutes"),
    /** A scheduled order's delivery slot (its start); null: deliver now. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** When a scheduled order goes to the kitchen: slot − (preparation + travel). Null for orders to deliver now. */
    releaseAt: timestamp("release_at", { withTimezone: true }),
    /**
     * When the kitchen got the order: placement for cash, payment for online, release for scheduled orders. Null
     * while the kitchen cannot see it yet. The escalation deadlines count from it.
     */
    kitchenAt: timestamp("kitchen_at", { withTimezone: true }),
    /** Unanswered-order escalation: when the SMS to the restaurant is due and when it went; when the order is cancelled. */
    smsDueAt: timestamp("sms_due_at", { withTimezone: true }),
    smsSentAt: timestamp("sms_sent_at", { withTimezone: true }),
    cancelDueAt: timestamp("cancel_due_at", { withTimezone: true }),
    /** When the restaurant accepted it and when the food was ready: the learned preparation time's samples. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** The promised delivery range (learned ETAs), recomputed at each status change. */
    etaFrom: timestamp("eta_from", { withTimezone: true }),
    etaTo: timestamp("eta_to", { withTimezone: true }),
    estimatedDeliveryAt: timestamp("estimated_delivery_at", { withTimezone: true }),
    riderId: uuid("rider_id").references(() => users.id),
    deliveryCode: text("delivery_code").notNull(),
    rejectionReason: text("rejection_reason"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    cancellationFeePaise: integer("cancellation_fee_paise"),
    /**
     * A cash order's cancellation fee is collected with the customer's next order (decision 027): the order that carries
     * it now. The fee is still owed while this is null or that order ended without being paid (contract
     * cancellation.ts feeOutstanding).
     */
    feeCarriedBy: uuid("fee_carried_by").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    /** The earlier cash orders' cancellation fees this order collects, on top of its own total (decision 027). */
    duesPaise: integer("dues_paise").notNull().default(0),
    /** Those fees one by one, as the bill shows them; duesPaise is their sum. */
    previousFees: jsonb("previous_fees").$type<PreviousFeeSnapshot[]>().notNull().default([]),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * The commission and its GST charged at delivery, copied from the order's commission posting by a trigger on
     * ledger_entries (migration 0010): the ledger is the record, this is for the report's rows. Null until delivered.
     */
    commissionPaise: bigint("commission_paise", { mode: "number" }),
    commissionGstPaise: bigint("commission_gst_paise", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.orderNumber),
    uniqueIndex("orders_provider_order_key").on(t.providerOrderId),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    // The trailing columns make the reports' sums index-only scans (decision 015): a restaurant's delivered sales by
    // day, the platform's orders by status, its delivered sales by restaurant. Leading columns as before, so lists
    // ordered by time still use them.
    index("orders_restaurant_idx").on(t.restaurantId, t.createdAt.desc(), t.status, t.subtotalPaise, t.packagingPaise),
    index("orders_created_idx").on(t.createdAt.desc(), t.status, t.totalPaise),
    index("orders_status_idx").on(t.status, t.createdAt.desc(), t.restaurantId, t.subtotalPaise, t.totalPaise),
    // A customer's cash cancellation fees, owed or collected (decision 027).
    index("orders_cash_fees_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'CANCELLED' and ${t.paymentMode} = 'COD' and ${t.cancellationFeePaise} > 0`),
    index("orders_rider_idx").on(t.riderId, t.status).where(sql`${t.riderId} is not null`),
    // The expiry sweep: unpaid online orders past their payment window.
    index("orders_unpaid_idx")
      .on(t.payableUntil)
      .where(sql`${t.paymentMode} = 'ONLINE' and ${t.paymentStatus} <> 'PAID' and ${t.status} = 'PENDING'`),
    // The escalation sweep: orders the kitchen has not answered, by their next deadline.
    index("orders_sms_due_idx")
      .on(t.smsDueAt)
      .where(sql`${t.status} = 'PENDING' and ${t.smsSentAt} is null and ${t.smsDueAt} is not null`),
    index("orders_cancel_due_idx")
      .on(t.cancelDueAt)
      .where(sql`${t.status} = 'PENDING' and ${t.cancelDueAt} is not null`),
    // The release sweep: scheduled orders the kitchen has not got yet.
    index("orders_release_idx")
      .on(t.releaseAt)
      .where(sql`${t.releaseAt} is not null and ${t.kitchenAt} is null and ${t.status} = 'PENDING'`),
    // Learned preparation: a restaurant's most recent orders that were ready.
    index("orders_ready_idx").on(t.restaurantId, t.readyAt.desc()).where(sql`${t.readyAt} is not null`),
    check(
      "orders_status_check",
      sql`${t.status} in ('PENDING','ACCEPTED','PREPARING','READY_FOR_PICKUP','OUT_FOR_DELIVERY','DELIVERED','REJECTED','CANCELLED')`,
    ),
    check("orders_dues_check", sql`${t.duesPaise} >= 0`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in ('PENDING','PAID','FAILED','REFUNDED')`),
    check("orders_payment_mode_check", sql`${t.paymentMode} in ('ONLINE','COD')`),
    check(
      "orders_total_check",
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.taxPaise} + ${t.packagingPaise} + ${t.deliveryFeePaise} + ${t.tipPaise}`,
    ),
    check(
      "orders_discount_check",
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise} and ${t.tipPaise} >= 0`,
    ),
  ],
);

/**
 * Everything that happened to an order (who, when, from, to, reason). Its id is also the id of the live event, so a
 * reconnecting client resumes from Last-Event-ID.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"placed" | "status" | "payment" | "rider" | "refund" | "released">().notNull(),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>(),
    actorId: uuid("actor_id"),
    actorRole: text("actor_role").notNull(),
    reason: text("reason"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** A retried `POST /order` with the same key returns the first order. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
