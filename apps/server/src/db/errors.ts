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
