/** Sign-in state: one-time codes, their send log, verified-phone tokens and refresh-token families. */
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The one live code per phone; a new send replaces it. */
export const otpChallenges = pgTable("otp_challenges", {
  phone: text("phone").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  wrongAttempts: integer("wrong_attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every code sent, for the per-phone send limits. */
export const otpSends = pgTable(
  "otp_sends",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("otp_sends_phone_sent_at_idx").on(t.phone, t.sentAt)],
);

/** Proof that a phone was verified: single use, short-lived, stored hashed. */
export const otpTokens = pgTable("otp_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  phone: text("phone").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Refresh tokens, stored hashed; each sign-in starts a family, each refresh rotates within it. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: uuid("family_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

/** Messages the console SMS provider "sent", readable through the dev outbox. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    phone: text("phone").notNull(),
    code: text("code").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_phone_created_idx").on(t.phone, t.createdAt)],
);
