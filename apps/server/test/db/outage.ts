/**
 * Outages of one test database on the shared PostgreSQL server (never the whole cluster): cut every connection, or
 * refuse new ones, and always give them back.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { vi } from "vitest";
import type { Db } from "../../src/db/client";

/** The test database's name (each test file has its own). */
export async function databaseName(db: Db): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const name = result.rows[0]?.name;
  if (!name?.startsWith("zaika_test_")) throw new Error(`refusing to break ${name}: not a test database`);
  return name;
}

/** A connection of the test's own, opened now: to the server's maintenance database, or to `database`. */
export async function adminConnection(database?: string): Promise<pg.Client> {
  const url = new URL(process.env.DATABASE_URL as string);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  // The test's connection must not take the process down either.
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** Terminates every backend of `database` except the caller's own; how many there were. */
export async function terminateBackends(admin: pg.Client, database: string): Promise<number> {
  const result = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  return result.rowCount ?? 0;
}

/** ALTER DATABASE … ALLOW_CONNECTIONS: existing connections stay, new ones are refused (55000) while false. */
export async function allowConnections(admin: pg.Client, database: string, allow: boolean): Promise<void> {
  await admin.query(`alter database ${pg.escapeIdentifier(database)} allow_connections ${allow ? "true" : "false"}`);
}

/** Polls `check` until it returns true or `timeoutMs` passes; resolves with the elapsed milliseconds. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  await vi.waitFor(
    async () => {
      if (!(await check().catch(() => false))) throw new Error(`${what}: not within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
  return Date.now() - started;
}
