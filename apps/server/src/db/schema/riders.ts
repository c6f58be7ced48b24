/** Riders' work profiles. */
import type { VehicleType } from "@zaika/contract/rider";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A rider's work profile; the account itself is a users row with role rider. */
export const riders = pgTable(
  "riders",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: text("vehicle_type").$type<VehicleType>().notNull(),
    vehicleNumber: text("vehicle_number").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    isAvailable: boolean("is_available").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("riders_available_idx").on(t.isActive, t.isAvailable)],
);
