/**
 * Who may use which stored image: one row per upload (its uploader), and one per owner for a seeded picture that
 * several restaurants share. Restaurants and dishes may reference only their owner's images (admins: any).
 */

import type { ImagePurpose } from "@zaika/contract/media";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The URL references hold (`/uploads/<key>` or the public bucket's address). */
    url: text("url").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<ImagePurpose>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_url_owner_key").on(t.url, t.ownerId), index("media_owner_idx").on(t.ownerId)],
);
