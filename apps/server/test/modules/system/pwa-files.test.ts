/**
 * The installable app's files (decision 024): the service worker, the manifest and the pages it precaches under fixed
 * names are revalidated on every load; a missing script or manifest is a 404, never the app's page.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";

let t: TestContext;
beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Zaika</title><div id=root></div>");
  writeFileSync(path.join(webDistDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(webDistDir, "manifest.webmanifest"), '{"name":"Zaika"}');
  writeFileSync(path.join(webDistDir, "offline.html"), "<!doctype html><title>Offline</title>");
  mkdirSync(path.join(webDistDir, "icons"));
  writeFileSync(path.join(webDistDir, "icons", "icon-192.png"), "png");
  t = await createTestApp({ seed: false, config: { webDistDir } });
});
afterAll(() => t.close());

describe("the installable app's files", () => {
  it.each([
    ["/sw.js", "javascript"],
    ["/manifest.webmanifest", "application/manifest+json"],
    ["/offline.html", "text/html"],
    ["/index.html", "text/html"],
  ])("serves %s as itself, revalidated on every load", async (url, type) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain(type);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the icons for an hour like other files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/icons/icon-192.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each(["/registerSW.js", "/assets/index-gone123.js", "/assets/index-gone123.css", "/old.webmanifest"])(
    "answers a missing %s with 404, not the app's page",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).not.toContain("text/html");
    },
  );

  it("still serves the app for client routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/user/restaurant/r1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<div id=root>");
  });
});
