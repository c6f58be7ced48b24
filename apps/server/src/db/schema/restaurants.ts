/** Restaurants: profile, delivery and payment settings, images, hours. Money in paise, distances in metres. */
import type { BusinessHours } from "@zaika/contract/business-hours";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export interface BankDetails {
  accountName: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
}
export interface TaxInfo {
  gstin: string | null;
  vatNumber: string | null;
  panNumber: string | null;
}

export const restaurants = pgTable(
  "restaurants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    foodType: text("food_type", { enum: ["veg", "non-veg", "both"] })
      .notNull()
      .default("both"),
    priceRange: text("price_range").notNull().default("₹₹"),
    cuisine: text("cuisine").array().notNull().default(sql`'{}'::text[]`),
    street: text("street").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    country: text("country").notNull().default("India"),
    lat: doublePrecision("lat").notNull().default(0),
    lng: doublePrecision("lng").notNull().default(0),
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    email: text("email").notNull().default(""),
    website: text("website"),
    isDeliveryAvailable: boolean("is_delivery_available").notNull().default(true),
    deliveryRadiusMetres: integer("delivery_radius_m").notNull().default(5000),
    minimumOrderPaise: integer("minimum_order_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull().default(0),
    estimatedDeliveryMinutes: integer("estimated_delivery_minutes").notNull().default(30),
    freeDeliveryThresholdPaise: integer("free_delivery_threshold_paise"),
    acceptsCash: boolean("accepts_cash").notNull().default(true),
    acceptsOnlinePayment: boolean("accepts_online_payment").notNull().default(true),
    acceptsWalletPayment: boolean("accepts_wallet_payment").notNull().default(false),
    commissionRate: numeric("commission_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(15),
    packagingChargePaise: integer("packaging_charge_paise").notNull().default(0),
    preparationMinutes: integer("preparation_minutes").notNull().default(20),
    /** Kitchen controls (issue 12): minutes added to the preparation time while the kitchen is busy; 0 when not. */
    busyMinutes: integer("busy_minutes").notNull().default(0),
    /** Set while new orders are paused; pausedUntil null with pausedAt set: paused until resumed by hand. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    pausedUntil: timestamp("paused_until", { withTimezone: true }),
    /** At most this many orders per 15-minute window (null: no cap). */
    orderCapPerWindow: integer("order_cap_per_window"),
    /** Median accepted → ready of the restaurant's recent orders (learned ETAs); null until it has enough of them. */
    learnedPreparationMinutes: integer("learned_preparation_minutes"),
    bankDetails: jsonb("bank_details").$type<BankDetails | null>(),
    taxInfo: jsonb("tax_info").$type<TaxInfo>().notNull().default({ gstin: null, vatNumber: null, panNumber: null }),
    logo: text("logo"),
    cover: text("cover"),
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    ratingAverage: real("rating_average").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    businessHours: jsonb("business_hours").$type<BusinessHours>(),
    isActive: boolean("is_active").notNull().default(true),
    isVerified: boolean("is_verified").notNull().default(false),
    /** Set when an admin deletes a restaurant that has orders: hidden everywhere, history kept. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("restaurants_owner_idx").on(t.ownerId),
    // Bounding-box prefilter of the nearby search; exact distance is computed on the survivors.
    index("restaurants_lat_lng_idx").on(t.lat, t.lng),
    index("restaurants_created_idx").on(t.createdAt),
    // The customers' list without a location: best rated first, then by name, live restaurants only.
    index("restaurants_public_order_idx")
      .on(t.ratingAverage.desc().nullsFirst(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null and ${t.isActive}`),
  ],
);
