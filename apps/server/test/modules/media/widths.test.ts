/** GET /uploads/<key>?w=: stored pictures at the contract's responsive widths, made once and kept on disk. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { IMAGE_MESSAGES, IMAGE_WIDTHS } from "@zaika/contract/media";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, solidImage } from "./form";

let t: TestContext;
/** A banner uploaded at 1000 × 600 pixels (stored as it is: banners may be 1600 wide). */
let banner: string;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await demoTokens(t);
  const form = imageForm(await solidImage(1000, 600));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/media/images?purpose=banner",
    headers: { ...form.headers, ...bearer(tokens.admin) },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  banner = res.json().data.url;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const keptFile = (width: number, url: string) =>
  path.join(t.config.dataDir, "cache", "image-widths", String(width), url.replace(/^\/uploads\//, ""));

describe("GET /uploads/<key>?w=", () => {
  it("serves the picture 320 pixels wide as WebP, height in proportion, cached for good, and keeps the file", async () => {
    expect(existsSync(keptFile(320, banner))).toBe(false);
    const res = await get(`${banner}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    // 1000 × 600 scaled to 320 wide: 320 × 192.
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 320, height: 192 });
    expect(res.rawPayload.length).toBeLessThan((await get(banner)).rawPayload.length);

    // Kept on disk, and the next request reads that file (same bytes).
    expect(readFileSync(keptFile(320, banner)).equals(res.rawPayload)).toBe(true);
    const again = await get(`${banner}?w=320`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("makes a width once when several requests for it arrive together", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(`${banner}?w=640`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(answers[0]?.rawPayload as Buffer)).toBe(true);
    }
    expect(await sharp(answers[0]?.rawPayload).metadata()).toMatchObject({ width: 640, height: 384 });
  });

  it("serves the stored picture unchanged for a width at or above its own (never enlarged)", async () => {
    const stored = (await get(banner)).rawPayload;
    for (const width of [1280, 1600]) {
      const res = await get(`${banner}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.rawPayload.equals(stored)).toBe(true);
    }
  });

  it("answers 400 naming w for a width the contract does not list, never 500", async () => {
    expect(IMAGE_WIDTHS).not.toContain(300);
    for (const query of ["w=300", "w=abc", "w=", "w=320.0", "w=-320", "w=320&w=640"]) {
      const res = await get(`${banner}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: IMAGE_MESSAGES.badWidth,
        details: [{ field: "w", message: IMAGE_MESSAGES.badWidth }],
      });
    }
    expect(IMAGE_MESSAGES.badWidth).toBe("w must be one of: 96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600");
  });

  it("answers 404 for a key with no picture, at any width, and for keys that try to leave the folder", async () => {
    for (const url of [
      "/uploads/banner/00000000-0000-0000-0000-000000000000.webp?w=320",
      "/uploads/../secrets.webp?w=320",
      "/uploads/banner/..%2F..%2Fsecrets.webp?w=320",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
    }
  });
});
