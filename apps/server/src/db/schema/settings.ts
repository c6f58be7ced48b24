/** Platform settings (one row): the GST percentage. */
import { sql } from "drizzle-orm";
import { check, numeric, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One row (id 1): platform settings. */
export const settings = pgTable(
  "settings",
  {
    id: smallint("id").primaryKey().default(1),
    gstPercent: numeric("gst_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(5),
    updatedBy: uuid("updated_by").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("settings_single_row", sql`${t.id} = 1`),
    check("settings_gst_range", sql`${t.gstPercent} >= 0 and ${t.gstPercent} <= 100`),
  ],
);
