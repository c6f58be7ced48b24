/** Cart lines per customer; the service keeps them to one restaurant. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { restaurants } from "./restaurants";
import { users } from "./users";

export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** cartItemId() of the contract: product id, or product id ~ choices hash. */
    itemId: text("item_id").notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    selectedAttributes: jsonb("selected_attributes")
      .$type<Array<{ attributeName: string; optionName: string }>>()
      .notNull(),
    selectedAddons: jsonb("selected_addons").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("cart_items_product_idx").on(t.productId)],
);
