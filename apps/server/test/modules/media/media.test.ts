import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, multipart, noisePng, solidImage } from "./form";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

function upload(form: ReturnType<typeof multipart>, options: { token?: string; purpose?: string } = {}) {
  const token = options.token ?? tokens.restaurant;
  return t.app.inject({
    method: "POST",
    url: `/api/media/images?purpose=${options.purpose ?? "product"}`,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });
}

async function fetchStored(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
}

describe("POST /api/media/images", () => {
  it("lets a restaurant owner upload a PNG, stored as WebP and served with long-lived caching", async () => {
    const res = await upload(imageForm(await solidImage(300, 200)));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      url: expect.stringMatching(/^\/uploads\/product\/[0-9a-f-]{36}\.webp$/),
      width: 300,
      height: 200,
    });

    const { res: file, meta } = await fetchStored(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(meta).toMatchObject({ format: "webp", width: 300, height: 200 });
  });

  it("lets an admin upload JPEG and WebP images too", async () => {
    for (const format of ["jpeg", "webp"] as const) {
      const res = await upload(imageForm(await solidImage(120, 80, format), { filename: `x.${format}` }), {
        token: tokens.admin,
        purpose: "category",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.url).toMatch(/^\/uploads\/category\/.+\.webp$/);
    }
  });

  it("scales a large picture down to fit its purpose and never enlarges a small one", async () => {
    const big = await solidImage(3000, 1000);
    const banner = (await upload(imageForm(big), { token: tokens.admin, purpose: "banner" })).json().data;
    expect(banner).toMatchObject({ width: 1600, height: 533 });
    const logo = (await upload(imageForm(big), { purpose: "logo" })).json().data;
    expect(logo).toMatchObject({ width: 400, height: 133 });
    const tall = (await upload(imageForm(await solidImage(1000, 3000)), { purpose: "product" })).json().data;
    expect(tall).toMatchObject({ width: 267, height: 800 });
    const small = (await upload(imageForm(await solidImage(50, 40)), { purpose: "cover" })).json().data;
    expect(small).toMatchObject({ width: 50, height: 40 });
  });

  it("turns a photo upright by its EXIF orientation and strips its metadata", async () => {
    // 200×100 pixels marked "rotate 90°": a camera's portrait shot.
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#3a7" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-camera-owner" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const { data } = (await upload(imageForm(photo, { filename: "p.jpg", contentType: "image/jpeg" }))).json();
    expect(data).toMatchObject({ width: 100, height: 200 });
    const { meta, res } = await fetchStored(data.url);
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta?.exif).toBeUndefined();
    expect(meta?.orientation).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);
  });

  it('refuses a text file renamed .png with "Upload a JPEG, PNG or WebP image"', async () => {
    const res = await upload(
      imageForm(Buffer.from("just some text, not a picture\n".repeat(20)), { filename: "cat.png" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR", message: IMAGE_MESSAGES.notAnImage });
  });

  it("refuses other file types and corrupt images with the same message", async () => {
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await solidImage(400, 400)).subarray(0, 60);
    for (const data of [gif, svg, truncated]) {
      const res = await upload(imageForm(data));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IMAGE_MESSAGES.notAnImage);
    }
  });

  it('refuses a 6 MB image with "Image must be 5 MB or smaller"', async () => {
    const big = await noisePng(6);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
    expect((await sharp(big).metadata()).format).toBe("png");
    const res = await upload(imageForm(big));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.tooLarge });
  });

  it("refuses a file one byte over 5 MB and accepts one of exactly 5 MB", async () => {
    const png = await solidImage(64, 64);
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const over = await upload(imageForm(padded(MAX_IMAGE_BYTES + 1)));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    const exact = await upload(imageForm(padded(MAX_IMAGE_BYTES)));
    expect(exact.statusCode).toBe(200);
  });

  it("refuses a picture of too many pixels before decoding it", async () => {
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const res = await upload(imageForm(huge));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.tooManyPixels);
  });

  it("answers every malformed form with a 400 in the error body", async () => {
    const png = await solidImage(10, 10);
    const cases: Array<[ReturnType<typeof multipart>, string]> = [
      [multipart([{ name: "note", value: "no file here" }]), IMAGE_MESSAGES.missing],
      [multipart([]), IMAGE_MESSAGES.missing],
      [
        multipart([{ name: "photo", filename: "a.png", contentType: "image/png", data: png }]),
        'Send the image in the "image" field',
      ],
      [
        multipart([
          { name: "image", filename: "a.png", contentType: "image/png", data: png },
          { name: "image", filename: "b.png", contentType: "image/png", data: png },
        ]),
        IMAGE_MESSAGES.oneImage,
      ],
      [
        { payload: Buffer.from("--nope\r\nbroken"), headers: { "content-type": "multipart/form-data; boundary=nope" } },
        "",
      ],
      [{ payload: Buffer.from("x"), headers: { "content-type": "multipart/form-data" } }, ""],
    ];
    for (const [form, message] of cases) {
      const res = await upload(form);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it("answers a JSON body with a 400 asking for multipart", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/media/images?purpose=product",
      headers: bearer(tokens.admin),
      payload: { image: "data:image/png;base64,AAAA" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.notMultipart);
  });

  it("requires a known purpose", async () => {
    const png = await solidImage(10, 10);
    for (const purpose of ["", "avatar", "Banner", "banner%00"]) {
      const res = await upload(imageForm(png), { purpose });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    }
  });

  it("refuses customers (403) and anonymous callers (401)", async () => {
    const form = imageForm(await solidImage(10, 10));
    expect((await upload(form, { token: tokens.user })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/media/images?purpose=product",
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("documents the multipart body in OpenAPI", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const body = doc.paths["/api/media/images"].post.requestBody;
    expect(Object.keys(body.content)).toEqual(["multipart/form-data"]);
    expect(body.content["multipart/form-data"].schema.properties.image).toMatchObject({
      type: "string",
      format: "binary",
    });
  });
});
