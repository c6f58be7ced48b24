/**
 * Offers (issue 14): coupons the admin creates, the one a customer's cart holds, and the uses counted so that limits
 * hold under concurrency (the order write claims a use in the same statement that writes the order).
 */
import type { CouponDiscountType, CouponFunder } from "@zaika/contract/coupons";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case, as customers type it (compared case-insensitively by upper-casing the input). */
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    discountType: text("discount_type").$type<CouponDiscountType>().notNull(),
    /** Paise for a flat discount; whole percent (1–100) for a percentage. */
    discountValue: integer("discount_value").notNull(),
    /** A percentage's cap, in paise; null: no cap. */
    maxDiscountPaise: integer("max_discount_paise"),
    /** The item total the order must reach. */
    minOrderPaise: integer("min_order_paise").notNull().default(0),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    perCustomerLimit: integer("per_customer_limit"),
    totalLimit: integer("total_limit"),
    /** Orders that hold the coupon now (a cancelled or rejected order gives its use back). */
    usedCount: integer("used_count").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** The restaurants it applies to; null: all. */
    restaurantIds: jsonb("restaurant_ids").$type<string[]>(),
    fundedBy: text("funded_by").$type<CouponFunder>().notNull().default("platform"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    check("coupons_discount_type_check", sql`${t.discountType} in ('flat', 'percent')`),
    check("coupons_funded_by_check", sql`${t.fundedBy} in ('platform', 'restaurant')`),
    check(
      "coupons_used_count_check",
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

/** A customer's uses of a coupon, claimed by the order write (insert … on conflict … where uses < limit). */
export const couponUses = pgTable(
  "coupon_uses",
  {
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), check("coupon_uses_uses_check", sql`${t.uses} >= 0`)],
);

/** The coupon a customer applied to their cart; re-checked whenever the cart is priced and when the order is placed. */
export const cartCoupons = pgTable("cart_coupons", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  couponId: uuid("coupon_id")
    .notNull()
    .references(() => coupons.id, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
