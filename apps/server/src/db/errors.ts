/** The PostgreSQL error behind a failed query. pg and PGlite throw it directly; Drizzle wraps it as the cause. */

export interface PgError {
  /** SQLSTATE, e.g. 23505 for a unique violation. */
  code: string;
  constraint?: string;
  message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function pgErrorOf(error: unknown): PgError | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const e = candidate as { code?: unknown } | null | undefined;
    if (e && typeof e.code === "string" && SQLSTATE.test(e.code)) return e as PgError;
  }
  return null;
}

/** A unique index refused the write; with `constraint`, only that index (its name contains the text). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === "23505" && (constraint === undefined || (pg.constraint ?? "").includes(constraint));
}

/**
 * SQLSTATEs meaning "the database cannot serve us right now" rather than "this query is wrong": class 08 (connection
 * exceptions), 57P01-57P03 (terminated by an administrator, crash shutdown, cannot connect now), 53300 (too many
 * connections). 55000 is a general "object not in prerequisite state" and counts only with the message PostgreSQL
 * gives when a database refuses connections (ALTER DATABASE … ALLOW_CONNECTIONS false).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NOT_ACCEPTING = /not currently accepting connections/i;
/** Socket failures Node reports while reaching or talking to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** What node-postgres throws (without a code) when a connection dies, times out or was closed under a query. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /Client was closed/i,
  /Connection ended unexpectedly/i,
];

/**
 * True when a failure means the database is unreachable (down, restarting, refusing, our connection cut), so the
 * caller should answer 503 and retry later instead of 500. Looks through wrappers (Drizzle's `cause`, AggregateError).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null;
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const code = typeof e.code === "string" ? e.code : "";
    const message = typeof e.message === "string" ? e.message : "";
    if (SQLSTATE.test(code)) {
      if (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (code === "55000" && NOT_ACCEPTING.test(message)) return true;
    }
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}
