/**
 * Ratings and reviews of delivered orders (issue 14): one per order, by its customer. A restaurant's rating is the mean
 * of the food ratings of its visible reviews, kept on the restaurant row when a review changes.
 */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { restaurants } from "./restaurants";
import { users } from "./users";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** Null once the author deleted their account: the ratings stay, anonymous, and the text is erased. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    foodRating: smallint("food_rating").notNull(),
    deliveryRating: smallint("delivery_rating").notNull(),
    body: text("body").notNull().default(""),
    /** Dishes of the order the review mentions, as they were named in it. */
    dishes: jsonb("dishes").$type<Array<{ productId: string; name: string }>>().notNull().default([]),
    /** The owner's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Hidden by an admin, with the reason: no longer shown nor counted in the rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_order_key").on(t.orderId),
    // The restaurant page: its visible reviews, newest first; and the rating's aggregate.
    index("reviews_restaurant_idx").on(t.restaurantId, t.createdAt.desc()).where(sql`${t.hiddenAt} is null`),
    index("reviews_user_idx").on(t.userId),
    check("reviews_food_rating_check", sql`${t.foodRating} between 1 and 5`),
    check("reviews_delivery_rating_check", sql`${t.deliveryRating} between 1 and 5`),
  ],
);
