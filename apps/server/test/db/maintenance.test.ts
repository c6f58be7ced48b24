/** The embedded database's stand-in for autovacuum. */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/client";
import { startEmbeddedMaintenance, vacuumChurningTables } from "../../src/db/maintenance";
import { freshDatabase } from "../helpers/app";

const TABLES = ["cart_items", "idempotency_keys", "orders", "order_events", "otp_challenges", "refresh_tokens"];

async function lastAnalyzed(database: Database) {
  const result = await database.db.execute(sql`
    select relname, coalesce(last_analyze, last_autoanalyze) as analyzed, coalesce(last_vacuum, last_autovacuum) as vacuumed
    from pg_stat_user_tables`);
  const rows = (result as unknown as { rows: Array<{ relname: string; analyzed: unknown; vacuumed: unknown }> }).rows;
  return new Map(rows.map((row) => [row.relname, row]));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("embedded database maintenance", () => {
  it("vacuums and analyzes every table that churns", async () => {
    const database = await freshDatabase();
    try {
      await vacuumChurningTables(database);
      const stats = await lastAnalyzed(database);
      for (const table of TABLES) {
        expect(stats.get(table)?.analyzed, table).toBeTruthy();
        expect(stats.get(table)?.vacuumed, table).toBeTruthy();
      }
    } finally {
      await database.dispose();
    }
  });

  it("runs by itself on PGlite, and not at all on PostgreSQL (which has autovacuum)", async () => {
    const database = await freshDatabase();
    const errors: unknown[] = [];
    try {
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
      const stop = startEmbeddedMaintenance(database, (error) => errors.push(error));
      const scheduled = vi.getTimerCount();
      vi.advanceTimersByTime(10_000);
      vi.useRealTimers();
      stop();
      if (database.kind === "pglite") {
        await vi.waitFor(async () => expect((await lastAnalyzed(database)).get("orders")?.analyzed).toBeTruthy());
      } else {
        // Nothing scheduled, so nothing can run later either.
        expect(scheduled).toBe(0);
        expect((await lastAnalyzed(database)).get("orders")?.analyzed ?? null).toBeNull();
      }
      expect(errors).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
