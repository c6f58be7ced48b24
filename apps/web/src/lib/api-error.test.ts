import { describe, expect, it } from "vitest";
import { parseRetryAfter, readApiError } from "./api-error";

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates, and ignores what it cannot read", () => {
    const now = Date.parse("2026-01-15T06:30:00Z");
    expect(parseRetryAfter("5", now)).toBe(5);
    expect(parseRetryAfter("Thu, 15 Jan 2026 06:30:42 GMT", now)).toBe(42);
    expect(parseRetryAfter("Thu, 15 Jan 2026 06:29:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("readApiError", () => {
  it("keeps the wire error body and leaves out a proxy's HTML page", async () => {
    const json = await readApiError(
      new Response(JSON.stringify({ success: false, message: "Database unavailable", code: "DATABASE_UNAVAILABLE" }), {
        status: 503,
        headers: { "Retry-After": "3" },
      }),
    );
    expect(json).toMatchObject({ status: 503, message: "Database unavailable", retryAfterSeconds: 3 });

    const html = await readApiError(
      new Response("<html>503</html>", { status: 503, statusText: "Service Unavailable" }),
    );
    expect(html).toMatchObject({ status: 503, body: undefined, message: "Service Unavailable" });
  });
});
