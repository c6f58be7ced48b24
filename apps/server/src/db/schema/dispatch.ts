/**
 * Dispatch and tracking (issue 13): riders' last positions, the track of each delivery, the offers the engine makes
 * and the decisions it records (contract dispatch.ts, decision 021).
 */
import type { DispatchCandidate } from "@zaika/contract/dispatch";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/** Where each rider last was (one row per rider, overwritten by every accepted fix). */
export const riderPositions = pgTable("rider_positions", {
  riderId: uuid("rider_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  accuracyMetres: real("accuracy_m"),
  at: timestamp("at", { withTimezone: true }).notNull(),
  /** Fixes dropped as implausible (faster than the contract's limit), counted for the rider. */
  droppedFixes: integer("dropped_fixes").notNull().default(0),
});

/** A delivery's track: the rider's fixes while an order of theirs was under way; deleted some days after delivery. */
export const trackPoints = pgTable(
  "track_points",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  // By order (a delivery's track), and by time (the retention sweep reads only points older than its cut-off).
  (t) => [index("track_points_order_idx").on(t.orderId, t.at), index("track_points_at_idx").on(t.at)],
);

export type OfferStatus = "open" | "accepted" | "declined" | "expired" | "withdrawn";

/** An order offered to one rider, open until they answer or it expires; at most one open per order and per rider. */
export const dispatchOffers = pgTable(
  "dispatch_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    riderId: uuid("rider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<OfferStatus>().notNull().default("open"),
    score: real("score"),
    /** The order number of the rider's order this one would join, when offered as a batch. */
    batchedWith: text("batched_with"),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("dispatch_offers_open_order_key").on(t.orderId).where(sql`${t.status} = 'open'`),
    uniqueIndex("dispatch_offers_open_rider_key").on(t.riderId).where(sql`${t.status} = 'open'`),
    index("dispatch_offers_order_idx").on(t.orderId, t.offeredAt),
    index("dispatch_offers_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check("dispatch_offers_status_check", sql`${t.status} in ('open','accepted','declined','expired','withdrawn')`),
  ],
);

export type DecisionKind = "offered" | "accepted" | "declined" | "expired" | "withdrawn" | "manual";

/** Why an order went to whom: every offer, answer and manual assignment, with the candidates weighed. */
export const dispatchDecisions = pgTable(
  "dispatch_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DecisionKind>().notNull(),
    riderId: uuid("rider_id").references(() => users.id),
    /** The admin who assigned by hand. */
    actorId: uuid("actor_id").references(() => users.id),
    reason: text("reason"),
    candidates: jsonb("candidates").$type<DispatchCandidate[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("dispatch_decisions_order_idx").on(t.orderId, t.at),
    check(
      "dispatch_decisions_kind_check",
      sql`${t.kind} in ('offered','accepted','declined','expired','withdrawn','manual')`,
    ),
  ],
);
