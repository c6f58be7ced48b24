/** The web build's scripts are sent as the build compressed them (brotli or gzip), by what the browser accepts. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./helpers/app";

const SCRIPT = `export const answer = ${JSON.stringify("zaika ".repeat(400))};\n`;
let t: TestContext;

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
  mkdirSync(path.join(webDistDir, "assets"));
  writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Zaika</title>");
  writeFileSync(path.join(webDistDir, "assets", "app-1a2b.js"), SCRIPT);
  writeFileSync(path.join(webDistDir, "assets", "app-1a2b.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDistDir, "assets", "app-1a2b.js.gz"), gzipSync(SCRIPT, { level: 9 }));
  t = await createTestApp({ seed: false, config: { webDistDir } });
});
afterAll(() => t.close());

const get = (encoding: string) =>
  t.app.inject({ method: "GET", url: "/assets/app-1a2b.js", headers: { "accept-encoding": encoding } });

describe("a precompressed script", () => {
  it("is sent as the build's brotli copy to a browser that takes brotli, cached for good", async () => {
    const res = await get("gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it("is sent as the gzip copy to one that takes gzip only, and as it is to one that takes neither", async () => {
    const gzipped = await get("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.rawPayload.equals(gzipSync(SCRIPT, { level: 9 }))).toBe(true);
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
