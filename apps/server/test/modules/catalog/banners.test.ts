import { BANNER_MESSAGES } from "@zaika/contract/banner";
import { IMAGE_MESSAGES } from "@zaika/contract/media";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { banners } from "../../../src/db/schema/catalog";
import type { DomainEvent } from "../../../src/lib/events";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, multipart, noisePng, solidImage } from "../media/form";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  (await t.database.events()).subscribe((event) => events.push(event));
});
afterAll(() => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
type BannerWire = { _id: string; imageUrl: string; position: number; isActive: boolean; createdAt: string };

function addBanner(form: ReturnType<typeof multipart>, token: string | null = tokens.admin) {
  return t.app.inject({
    method: "POST",
    url: "/api/admin/banner",
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });
}
async function list(token?: string): Promise<BannerWire[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/banner", headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
function remove(id: string, token: string | null = tokens.admin) {
  return t.app.inject({ method: "DELETE", url: `/api/admin/banner/${id}`, headers: token ? bearer(token) : {} });
}
/** Events arrive through NOTIFY, after the response: waits (bounded) until one of `type` came after `since`. */
function waitForEvent(type: DomainEvent["type"], since: number) {
  return vi.waitFor(() => expect(events.slice(since).map((e) => e.type)).toContain(type), { timeout: 5000 });
}

describe("banners", () => {
  it("lets an admin upload a PNG banner, stored as WebP, served from its URL and listed for everyone", async () => {
    const before = events.length;
    const res = await addBanner(imageForm(await solidImage(2400, 800), { filename: "sale.png" }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: BANNER_MESSAGES.added,
      data: {
        _id: expect.any(String),
        imageUrl: expect.stringMatching(/^\/uploads\/banner\/[0-9a-f-]{36}\.webp$/),
        position: expect.any(Number),
        isActive: true,
        link: null,
        createdAt: expect.any(String),
      },
    });
    await waitForEvent("catalog.changed", before);

    const file = await t.app.inject({ method: "GET", url: body.data.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1600, height: 533 });

    for (const token of [undefined, tokens.user, tokens.restaurant, tokens.admin])
      expect(await list(token)).toContainEqual(body.data);
  });

  it("puts a banner without a position last, and orders the list by position", async () => {
    const png = await solidImage(400, 200);
    const existing = await list(tokens.admin);
    const last = (await addBanner(imageForm(png))).json().data as BannerWire;
    expect(last.position).toBe(Math.max(-1, ...existing.map((b) => b.position)) + 1);
    const first = (await addBanner(imageForm(png, { fields: { position: "0" } }))).json().data as BannerWire;
    expect(first.position).toBe(0);
    const blank = (await addBanner(imageForm(png, { fields: { position: "" } }))).json().data as BannerWire;
    expect(blank.position).toBe(last.position + 1);

    const positions = (await list()).map((b) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await list()).at(-1)?._id).toBe(blank._id);
  });

  it("accepts the position after the file as well as before it", async () => {
    const form = multipart([
      { name: "image", filename: "a.webp", contentType: "image/webp", data: await solidImage(300, 100, "webp") },
      { name: "position", value: "7" },
    ]);
    const res = await addBanner(form);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.position).toBe(7);
  });

  it("refuses a bad position with 400 and stores nothing", async () => {
    const count = (await list(tokens.admin)).length;
    for (const position of ["-1", "1.5", "first", "99999"]) {
      const res = await addBanner(imageForm(await solidImage(100, 50), { fields: { position } }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR", details: [{ field: "position" }] });
    }
    expect(await list(tokens.admin)).toHaveLength(count);
  });

  it("shows inactive banners to admins only", async () => {
    const { _id } = (await addBanner(imageForm(await solidImage(100, 50)))).json().data as BannerWire;
    await t.database.db.update(banners).set({ isActive: false }).where(eq(banners.id, _id));
    expect((await list(tokens.admin)).map((b) => b._id)).toContain(_id);
    expect((await list(tokens.user)).map((b) => b._id)).not.toContain(_id);
    expect((await list()).map((b) => b._id)).not.toContain(_id);
  });

  it('refuses a text file renamed .png with "Upload a JPEG, PNG or WebP image"', async () => {
    const count = (await list(tokens.admin)).length;
    const res = await addBanner(
      imageForm(Buffer.from("hello, I am not an image"), { filename: "banner.png", contentType: "image/png" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.notAnImage });
    expect(await list(tokens.admin)).toHaveLength(count);
  });

  it('refuses a 6 MB image with "Image must be 5 MB or smaller"', async () => {
    const res = await addBanner(imageForm(await noisePng(6)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.tooLarge });
  });

  it("refuses a form without an image", async () => {
    const res = await addBanner(multipart([{ name: "position", value: "1" }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.missing);
  });

  it("removes a banner and its stored file", async () => {
    const { _id, imageUrl } = (await addBanner(imageForm(await solidImage(200, 100)))).json().data as BannerWire;
    expect((await t.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(200);
    const before = events.length;
    const res = await remove(_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: BANNER_MESSAGES.removed });
    await waitForEvent("catalog.changed", before);
    expect((await list(tokens.admin)).map((b) => b._id)).not.toContain(_id);
    expect((await t.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(404);

    const again = await remove(_id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: BANNER_MESSAGES.notFound });
    expect((await remove(MISSING_ID)).statusCode).toBe(404);
  });

  it("answers an id that is not a UUID with 400", async () => {
    const res = await remove("not-a-uuid");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });

  it("refuses every write to customers and restaurant owners (403) and anonymous callers (401)", async () => {
    const { _id } = (await addBanner(imageForm(await solidImage(100, 50)))).json().data as BannerWire;
    const count = (await list(tokens.admin)).length;
    const form = imageForm(await solidImage(100, 50));
    for (const [token, status] of [
      [tokens.user, 403],
      [tokens.restaurant, 403],
      [null, 401],
    ] as const) {
      expect((await addBanner(form, token)).statusCode).toBe(status);
      expect((await remove(_id, token)).statusCode).toBe(status);
    }
    expect(await list(tokens.admin)).toHaveLength(count);
  });

  it("documents the multipart body in OpenAPI", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const body = doc.paths["/api/admin/banner"].post.requestBody;
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(body.content["multipart/form-data"].schema.properties)).toEqual([
      "image",
      "position",
      "linkKind",
      "linkTarget",
    ]);
  });
});
