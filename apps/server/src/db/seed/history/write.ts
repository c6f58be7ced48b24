/**
 * Writing the history fast: tens of thousands of rows go in as a few bulk statements (one COPY per table on PGlite, a
 * JSON parameter per chunk of rows on PostgreSQL) rather than a statement per row, and the order numbers are taken
 * from the live sequence in one step. Only the mechanics of getting rows in; which rows is the planning's business.
 */
import { PGlite } from "@electric-sql/pglite";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../client";

/** Rows per INSERT statement on PostgreSQL (one JSON parameter each). */
const CHUNK = 2000;

/**
 * Inserts rows of a table in bulk. On PGlite, one COPY from a blob (the fastest way into it); on PostgreSQL, chunks of
 * one statement with one parameter each: the rows as JSON unpacked by jsonb_to_recordset, which binds and parses far
 * faster than a parameter per value. Columns no row sets are left to their defaults; values go through the column's
 * own driver mapping (jsonb as JSON).
 */
export async function insertRows<T extends PgTable>(
  tx: Tx,
  embedded: BlobQuery | null,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as ReadonlyArray<Record<string, unknown>>;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    records.some((row) => row[key] !== undefined),
  );
  const names = columns.map(([, column]) => `"${column.name}"`).join(", ");
  const driverValue = (column: PgColumn, value: unknown) =>
    value === undefined || value === null
      ? null
      : column.getSQLType() === "jsonb"
        ? value
        : column.mapToDriverValue(value);
  if (embedded) {
    // COPY's text format: tab-separated, \N for null, backslash escapes in text (jsonb included).
    const fields = columns.map(([key, column]) => {
      const type = column.getSQLType();
      const escaped = type === "jsonb" || type === "text" || type.startsWith("character");
      return (row: Record<string, unknown>) => {
        const value = driverValue(column, row[key]);
        if (value === null) return "\\N";
        const text = typeof value === "string" ? value : JSON.stringify(value);
        return escaped && COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c] ?? c) : text;
      };
    });
    const lines = records.map((row) => fields.map((field) => field(row)).join("\t"));
    await embedded.query(`copy ${getTableName(table)} (${names}) from '/dev/blob'`, [], {
      blob: new Blob([lines.join("\n")]),
    });
    return;
  }
  const types = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(", ");
  for (let i = 0; i < records.length; i += CHUNK) {
    const json = records.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = driverValue(column, row[key]);
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(${sql.raw(types)})`,
    );
  }
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const COPY_SPECIAL = /[\\\n\r\t]/;
const COPY_SPECIALS = /[\\\n\r\t]/g;

/** What COPY needs of PGlite's transaction: a query that reads `/dev/blob` from the blob it is handed. */
type BlobQuery = { query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown> };

/**
 * PGlite's own transaction behind a Drizzle transaction, or null on PostgreSQL. Drizzle keeps it on the
 * transaction's session (not a public field: should that change, the JSON path is taken instead).
 */
export function embeddedClient(db: Db, tx: Tx): BlobQuery | null {
  if (!((db as unknown as { $client: unknown }).$client instanceof PGlite)) return null;
  const client = (tx as unknown as { session?: { client?: Partial<BlobQuery> } }).session?.client;
  return typeof client?.query === "function" ? (client as BlobQuery) : null;
}

/** Reserves `count` order numbers from order_number_seq, so new orders continue after the history's. */
export async function reserveOrderNumbers(tx: Tx, count: number): Promise<number> {
  const result = await tx.execute(sql`select nextval('order_number_seq')::bigint as "first"`);
  const first = Number((result as unknown as { rows: Array<{ first: string | number }> }).rows[0]?.first);
  if (!Number.isSafeInteger(first)) throw new Error("history: order_number_seq gave no number");
  if (count > 1) await tx.execute(sql`select setval('order_number_seq', ${first + count - 1})`);
  return first;
}
