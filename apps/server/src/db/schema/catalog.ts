/** Categories, banners and dishes. Money in paise. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { restaurants } from "./restaurants";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("categories_name_key").on(sql`lower(${t.name})`)],
);

export const banners = pgTable(
  "banners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageUrl: text("image_url").notNull(),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** Where tapping the banner leads (issue 14): an offer's code, a restaurant's id or a category's id; null: nowhere. */
    linkKind: text("link_kind").$type<"offer" | "restaurant" | "category">(),
    linkTarget: text("link_target"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("banners_position_idx").on(t.position, t.createdAt),
    check(
      "banners_link_check",
      sql`(${t.linkKind} is null) = (${t.linkTarget} is null) and (${t.linkKind} is null or ${t.linkKind} in ('offer', 'restaurant', 'category'))`,
    ),
  ],
);

export interface StoredAttribute {
  name: string;
  required: boolean;
  options: Array<{ name: string; additionalPricePaise: number }>;
}
export interface StoredAddon {
  name: string;
  pricePaise: number;
}

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: integer("price_paise").notNull(),
    discountedPricePaise: integer("discounted_price_paise"),
    foodType: text("food_type", { enum: ["veg", "non-veg", "egg"] }).notNull(),
    image: text("image"),
    isAvailable: boolean("is_available").notNull().default(true),
    preparationMinutes: integer("preparation_minutes").notNull().default(20),
    attributes: jsonb("attributes").$type<StoredAttribute[]>().notNull().default([]),
    addons: jsonb("addons").$type<StoredAddon[]>().notNull().default([]),
    /** Dishes in past orders are hidden, not erased. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_restaurant_idx").on(t.restaurantId, t.categoryId),
    index("products_category_idx").on(t.categoryId),
  ],
);
