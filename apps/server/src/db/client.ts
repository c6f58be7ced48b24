/** Opens the database: embedded PGlite in DATA_DIR by default, a pg pool when DATABASE_URL is set. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type EventBus, pgEventBus, pgliteEventBus } from "../lib/events";

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Runs `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  /** NOTIFY/LISTEN events on this database (opened on first use). */
  events(): Promise<EventBus>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: "pglite";
      dataDir: string | null;
      /** Starts from this dump of another PGlite's data directory (`dumpDataDir`), e.g. a migrated test template. */
      loadDataDir?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a request waits for a connection (a new one, or a free one of the pool) before it fails with 503. */
      connectTimeoutMs?: number;
      /** Told when the event listener's connection is lost or a reconnect attempt fails (it keeps trying). */
      onEventsError?: (error: unknown) => void;
    };

/** Default of DatabaseTarget.connectTimeoutMs: a request fails fast (503) instead of hanging while the database is away. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
/** A readiness ping that takes longer than this counts as a failure (load balancers give up after a few seconds). */
const PING_TIMEOUT_MS = 2000;

/** Rejects when `work` has not settled within `ms` (the work itself goes on; its result is then ignored). */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timeout exceeded after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// In the source tree this file sits beside migrations/; the server bundle gets a copy beside it.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// An arbitrary, fixed key so concurrent starts against one server migrate one at a time.
const MIGRATION_LOCK_KEY = 724_311_905;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "pglite") {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(target.dataDir && { dataDir: path.resolve(target.dataDir) }),
      ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
    });
    const db = drizzlePglite({ client });
    let bus: Promise<EventBus> | undefined;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query("select 1");
      },
      events: () => {
        bus ??= pgliteEventBus(client);
        return bus;
      },
      close: async () => {
        if (bus) await (await bus).close();
        await client.close();
      },
    };
  }
  const connectionTimeoutMillis = target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 20,
    connectionTimeoutMillis,
    keepAlive: true,
    // No JIT compilation: our statements are short, and compiling one costed above jit_above_cost took longer than
    // running it (6-34 ms per report statement over a million orders, decision 015).
    options: "-c jit=off",
  });
  // No pg error may end the process (issue 9). pg emits 'error' on a client whose connection broke (terminated by an
  // administrator, the server restarted, the network dropped). The pool listens while a client is idle, but removes
  // that listener while the client is checked out (a transaction, the migration), and an EventEmitter with no 'error'
  // listener throws. So every client gets a listener of its own for its whole life. The query in flight fails on its
  // own (the request answers 503, plugins/errors.ts) and the pool discards the broken client on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool });
  let bus: Promise<EventBus> | undefined;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await within(db.execute(sql`select 1`), PING_TIMEOUT_MS, "database ping");
    },
    events: () => {
      bus ??= pgEventBus(
        pool,
        // keepAlive: a listener cut off without a FIN (a dead network path) is noticed and replaced.
        () => new pg.Client({ connectionString: target.url, connectionTimeoutMillis, keepAlive: true }),
        target.onEventsError ? { onError: target.onEventsError } : {},
      );
      return bus;
    },
    close: async () => {
      if (bus) await (await bus).close();
      await pool.end();
    },
  };
}

/** Drizzle's PostgreSQL dialect, to turn a `sql` template into text and parameters for preparedQuery. */
const dialect = new PgDialect();

/** preparedQuery of a Drizzle `sql` template: one name per distinct text (a name always stands for one statement). */
export function preparedSql<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return preparedQuery<Row>(db, name, text, params as Array<string | number | boolean | null>);
}

/**
 * Runs one SQL text, as a named prepared statement on PostgreSQL: each pooled connection parses and plans it once,
 * then only binds and executes. For the hot paths only (placing an order, the reports), where Drizzle's per-call query building
 * and PostgreSQL's parsing and planning were a measurable share of the work; everything else goes through Drizzle.
 * `values` are what the driver accepts (strings, numbers, booleans, null); jsonb goes as a JSON string cast in SQL.
 */
export async function preparedQuery<Row>(
  db: Db,
  name: string,
  text: string,
  values: Array<string | number | boolean | null>,
): Promise<Row[]> {
  // Drizzle keeps the driver's client on the instance: a pg.Pool, or PGlite (one connection, no names needed).
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result =
    client instanceof PGlite
      ? await client.query<Row>(text, values)
      : await client.query<Row & pg.QueryResultRow>({ name, text, values });
  return result.rows;
}
