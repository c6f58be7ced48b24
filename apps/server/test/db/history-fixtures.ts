/**
 * Fixtures of the history tests (history-shape.test.ts, history-money.test.ts): the clock they seed at and its
 * windows, a seed of the demo's history on a new database as a first start would make it (each test file its own,
 * with its own uploads folder), the app on it, and small readers of its rows.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { lastDays } from "@zaika/contract/reports";
import { defaultCacheDir, diskCache } from "@zaika/seed-artwork/cache";
import type { SQL } from "drizzle-orm";
import { buildApp } from "../../src/app";
import type { Db } from "../../src/db/client";
import type { SeedHistoryReport } from "../../src/db/seed/history";
import { seedIfEmpty } from "../../src/db/seed/seed";
import { manualClock } from "../../src/lib/clock";
import { localStorage } from "../../src/providers/storage/local";
import { freshDatabase, type TestContext, testConfig } from "../helpers/app";

/**
 * 15:00 IST on Wednesday 20 May 2026: the 90 days start on Saturday 21 February, so the history spans two financial
 * years (2025-26 until 31 March, 2026-27 from 1 April) and each keeps its own invoice series.
 */
export const NOW = new Date("2026-05-20T09:30:00Z");
const DAYS = 90;
export const window = lastDays(NOW, DAYS);
export const week = lastDays(NOW, 7);

export type Fresh = Awaited<ReturnType<typeof freshDatabase>>;

export async function rows<T>(target: Db, query: SQL): Promise<T[]> {
  return ((await target.execute(query)) as unknown as { rows: T[] }).rows;
}

/** All rows of a query, and its one row (an error when there is none), on the database `target` gives. */
export function reader(target: () => Db) {
  const all = <T>(query: SQL) => rows<T>(target(), query);
  async function one<T>(query: SQL): Promise<T> {
    const [row] = await all<T>(query);
    if (!row) throw new Error("no row");
    return row;
  }
  return { all, one };
}

/** Seeds for one test file: each into a new database, the pictures into the file's own folder (`remove` it after). */
export function historySeeder() {
  const uploads = mkdtempSync(path.join(tmpdir(), "zaika-history-test-"));
  const storage = localStorage(uploads);
  // The machine's picture cache, as the seed tests use it: drawn the first time only.
  const artwork = { cache: diskCache(defaultCacheDir(process.env)) };
  return {
    /** A new database seeded as a first start would be, with the clock at NOW. */
    async seeded(): Promise<{ database: Fresh; history: SeedHistoryReport }> {
      const fresh = await freshDatabase();
      const result = await seedIfEmpty(fresh.db, storage, { clock: manualClock(NOW), artwork });
      if (!result?.history) throw new Error("the first start seeded no history");
      return { database: fresh, history: result.history };
    },
    remove: () => rm(uploads, { recursive: true, force: true }),
  };
}

/** The app on a seeded database, its clock at NOW; closing it disposes of the database. */
export async function historyApp(database: Fresh): Promise<TestContext> {
  const clock = manualClock(NOW);
  const config = testConfig();
  const app = await buildApp({ clock, logger: false, config, database });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    lastCode: () => Promise.reject(new Error("no codes in this test")),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
