/**
 * Daily rollups of the reports (decision 015): sums per India day, kept by triggers in the transaction of the change
 * that causes them (migration 0009_report_rollups), never written by the application. Orders reaching DELIVERED add
 * their sale (orders, gross, GMV, dishes) on the day they were placed; commission postings add the commission and its
 * GST on that same day; every ledger entry of a restaurant that its settlement statement reads adds to the day it was
 * posted. Amounts in paise, as in the ledger.
 */
import { bigint, date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { restaurants } from "./restaurants";

/** Its restaurant; a truncate of restaurants (cascading to orders and the ledger) empties the rollup too. */
const restaurantId = () =>
  uuid("restaurant_id")
    .notNull()
    .references(() => restaurants.id, { onDelete: "cascade" });

/** A restaurant's delivered orders by the India day they were placed. */
export const restaurantDaySales = pgTable(
  "restaurant_day_sales",
  {
    restaurantId: restaurantId(),
    day: date("day", { mode: "string" }).notNull(),
    orders: integer("orders").notNull().default(0),
    /** Items + packaging: what the restaurant sold. */
    grossPaise: bigint("gross_paise", { mode: "number" }).notNull().default(0),
    /** What customers paid for them. */
    gmvPaise: bigint("gmv_paise", { mode: "number" }).notNull().default(0),
    /** The commission charged on them, and its GST, as posted at delivery. */
    commissionPaise: bigint("commission_paise", { mode: "number" }).notNull().default(0),
    commissionGstPaise: bigint("commission_gst_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] })],
);

/** The dishes of a restaurant's delivered orders by the India day they were placed, named as last ordered. */
export const restaurantDayDishes = pgTable(
  "restaurant_day_dishes",
  {
    restaurantId: restaurantId(),
    day: date("day", { mode: "string" }).notNull(),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    /** When the order that gave `name` was placed: a later order's name replaces it. */
    namedAt: timestamp("named_at", { withTimezone: true }).notNull(),
    quantity: integer("quantity").notNull().default(0),
    grossPaise: bigint("gross_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.productId] })],
);

/**
 * The platform's delivered orders by the India day they were placed, in 16 shards by order: one row per day would
 * make every delivery wait for the lock of the one before it.
 */
export const platformDaySales = pgTable(
  "platform_day_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull().default(0),
    gmvPaise: bigint("gmv_paise", { mode: "number" }).notNull().default(0),
    commissionPaise: bigint("commission_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * A restaurant's ledger entries by India day posted, kind and account: those of restaurant_payable, and the commission
 * postings' (the settlement statement's sums and the outstanding balance over all time).
 */
export const restaurantDayLedger = pgTable(
  "restaurant_day_ledger",
  {
    restaurantId: restaurantId(),
    day: date("day", { mode: "string" }).notNull(),
    account: text("account").notNull(),
    kind: text("kind").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.account, t.kind] })],
);
