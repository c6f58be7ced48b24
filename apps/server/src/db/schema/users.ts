/** Accounts of every role: customers (phone), restaurant owners and admins (e-mail and password). */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    role: text("role", { enum: ["user", "restaurant", "admin", "rider"] }).notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    passwordHash: text("password_hash"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    isBlocked: boolean("is_blocked").notNull().default(false),
    blockedReason: text("blocked_reason"),
    /** The language the user chose (issue 15): messages and SMS to them follow it; null until they choose. */
    language: text("language", { enum: ["en", "hi"] }),
    /** When the customer deleted their account (issue 14): personal data erased, the row kept for their orders. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    index("users_role_idx").on(t.role, t.createdAt),
    check("users_role_check", sql`${t.role} in ('user', 'restaurant', 'admin', 'rider')`),
    check("users_language_check", sql`${t.language} in ('en', 'hi')`),
  ],
);
