import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";

let t: TestContext;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Zaika</title><div id=root></div>");
  mkdirSync(path.join(webDistDir, "assets"));
  writeFileSync(path.join(webDistDir, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(path.join(webDistDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ seed: false, config: { webDistDir } });
});
afterAll(() => t.close());

describe("serving the web app", () => {
  it.each(["/", "/privacy-policy", "/user/profile", "/admin/orders?status=PENDING"])(
    "serves the app for the client route %s",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves hashed assets as immutable and other files for an hour", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("keeps unknown /api paths as 404 JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/nope/deeper" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
  });

  it("answers a POST to a client route with 404 JSON rather than the page", async () => {
    const res = await t.app.inject({ method: "POST", url: "/privacy-policy" });
    expect(res.statusCode).toBe(404);
  });
});
