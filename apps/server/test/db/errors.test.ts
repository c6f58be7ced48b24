/** Which failures mean "the database is unreachable" and how the API answers them: 503, a code, Retry-After. */
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "@zaika/contract/constants";
import { MESSAGES } from "@zaika/contract/messages";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/db/errors";
import { NotFound, ServiceUnavailable } from "../../src/lib/errors";
import { registerErrorHandler } from "../../src/plugins/errors";

/** What pg throws for a server error message: an Error with the SQLSTATE as `code`. */
function pgError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}
/** Drizzle wraps the driver's error and keeps it as the cause. */
function drizzleWrapped(cause: Error) {
  return Object.assign(new Error("Failed query: select 1\nparams: 9876543210"), { cause });
}
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });
}

const UNAVAILABLE: Array<[string, unknown]> = [
  ["terminated by an administrator (57P01)", pgError("57P01", "terminating connection due to administrator command")],
  ["crash shutdown (57P02)", pgError("57P02", "terminating connection because of crash of another server process")],
  ["cannot connect now (57P03)", pgError("57P03", "the database system is starting up")],
  ["too many connections (53300)", pgError("53300", "sorry, too many clients already")],
  ["refusing connections (55000)", pgError("55000", 'database "zaika" is not currently accepting connections')],
  ["a connection exception (08006)", pgError("08006", "connection failure")],
  ["a connection exception wrapped by Drizzle", drizzleWrapped(pgError("08003", "connection does not exist"))],
  ["connection refused", socketError("ECONNREFUSED")],
  ["connection reset", drizzleWrapped(socketError("ECONNRESET"))],
  ["a connection that ended under a query", new Error("Connection terminated unexpectedly")],
  ["a connect timeout", new Error("Connection terminated due to connection timeout")],
  ["waiting too long for a pooled connection", new Error("timeout exceeded when trying to connect")],
  ["a client broken by an earlier error", new Error("Client has encountered a connection error and is not queryable")],
  ["a pool that was ended", new Error("Cannot use a pool after calling end on the pool")],
];

const NOT_UNAVAILABLE: Array<[string, unknown]> = [
  ["a unique violation (23505)", pgError("23505", "duplicate key value violates unique constraint")],
  ["another 55000", pgError("55000", 'currval of sequence "s" is not yet defined in this session')],
  ["a syntax error (42601)", drizzleWrapped(pgError("42601", "syntax error at or near"))],
  ["a plain bug", new TypeError("Cannot read properties of undefined")],
  ["nothing", undefined],
];

describe("isDatabaseUnavailable", () => {
  it.each(UNAVAILABLE)("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
  it.each(NOT_UNAVAILABLE)("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("the error handler, for a database that cannot be reached", () => {
  const app = Fastify({ logger: false });
  let thrown: unknown;
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get("/boom", async () => {
      throw thrown;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (error: unknown) => {
    thrown = error;
    return app.inject({ method: "GET", url: "/boom" });
  };

  it.each(UNAVAILABLE)("answers 503 DATABASE_UNAVAILABLE with Retry-After for %s", async (_, error) => {
    const res = await call(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ success: false, message: MESSAGES.databaseUnavailable, code: "DATABASE_UNAVAILABLE" });
  });

  it("answers 503 when a service wrapped the outage in a 5xx domain error", async () => {
    const res = await call(new ServiceUnavailable("Payments are unavailable", pgError("57P01", "terminating")));
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("DATABASE_UNAVAILABLE");
  });

  it("keeps other failures as they were: a bug is a 500, a domain error its own status", async () => {
    const bug = await call(pgError("23505", "duplicate key value violates unique constraint"));
    expect(bug.statusCode).toBe(500);
    expect(bug.json().code).toBe("INTERNAL_ERROR");
    expect(bug.headers["retry-after"]).toBeUndefined();
    const missing = await call(new NotFound("Order not found"));
    expect(missing.statusCode).toBe(404);
  });
});
