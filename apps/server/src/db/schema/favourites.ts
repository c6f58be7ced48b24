/** A customer's favourite restaurants (issue 14): one row per customer and restaurant, gone with either. */
import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { restaurants } from "./restaurants";
import { users } from "./users";

export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    // The list: one customer's favourites, newest first.
    index("favourites_user_created_idx").on(t.userId, t.createdAt),
  ],
);
