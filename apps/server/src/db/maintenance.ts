/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL in single-user mode, which has no autovacuum: the
 * tables that churn (carts emptied by every order, keys, orders, their timeline, sign-in codes) pile up dead rows
 * and keep the statistics of the day they were created. Measured: placing orders was 30% slower after 8,000 orders
 * than after a VACUUM ANALYZE (docs/benchmarks.md). PostgreSQL proper has autovacuum, so this runs on PGlite only.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** The tables written on every order or sign-in. */
const CHURNING_TABLES = [
  "cart_items",
  "idempotency_keys",
  "orders",
  "order_events",
  "payments",
  "sandbox_orders",
  "sandbox_payments",
  "otp_challenges",
  "otp_sends",
  "refresh_tokens",
  "sms_outbox",
];

const FIRST_RUN_MS = 10_000;
const EVERY_MS = 60_000;

/** One table per statement: PGlite runs one statement at a time, so requests get their turn between tables. */
export async function vacuumChurningTables(database: Database): Promise<void> {
  for (const table of CHURNING_TABLES) await database.db.execute(sql.raw(`vacuum (analyze) ${table}`));
}

/** Starts the periodic VACUUM (ANALYZE) on PGlite; returns the function that stops it. A no-op on PostgreSQL. */
export function startEmbeddedMaintenance(database: Database, onError: (error: unknown) => void): () => void {
  if (database.kind !== "pglite") return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    vacuumChurningTables(database)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
