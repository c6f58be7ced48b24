/** The request log: one line per answered request, JSON for pipelines, pino-pretty only in development. */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/plugins/request-log";
import { createTestApp, type TestContext, testConfig } from "../helpers/app";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: "info", stream } });
});
afterAll(() => t.close());

describe("one log line per request", () => {
  it("logs an answered request once, with its method, URL, status, time and request id", async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: "GET", url: "/api/health/live?probe=1" });
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(1);
    const [line] = logged;
    expect(line).toMatchObject({
      level: 30,
      method: "GET",
      url: "/api/health/live?probe=1",
      statusCode: res.statusCode,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
    expect(line.msg).toMatch(new RegExp(`^GET /api/health/live\\?probe=1 ${res.statusCode} \\d+ ms$`));
  });

  it("logs a request the app refuses the same way: one line, its status", async () => {
    lines.length = 0;
    await t.app.inject({ method: "POST", url: "/api/no-such-route", headers: { authorization: "Bearer secret" } });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      method: "POST",
      url: "/api/no-such-route",
      statusCode: 404,
    });
    expect(lines[0]).not.toContain("secret");
  });
});

describe("the logger's format", () => {
  it("pretty-prints through pino-pretty in development, headers still redacted", () => {
    expect(loggerOptions(testConfig({ env: "development" }))).toMatchObject({
      redact: ["req.headers.authorization", "req.headers.cookie"],
      transport: { target: "pino-pretty" },
    });
  });

  it("writes JSON in production and in tests, with no transport to load", () => {
    for (const env of ["production", "test"] as const) {
      const options = loggerOptions(testConfig({ env, logLevel: "warn" }));
      expect(options).toEqual({ level: "warn", redact: ["req.headers.authorization", "req.headers.cookie"] });
    }
  });
});
