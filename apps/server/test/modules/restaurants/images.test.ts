import { existsSync } from "node:fs";
import path from "node:path";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@zaika/contract/media";
import { RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { auth, createRestaurant, type FormPart, multipart, ownerToken, pngImage } from "./fixtures";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let id: string;
let owner: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  const created = await createRestaurant(t, tokens.admin, { name: "Gallery Garden" });
  id = created.id;
  owner = await ownerToken(t, created.ownerEmail, created.password);
  png = await pngImage(900, 600);
});
afterAll(() => t.close());

const file = (name: string, data = png, filename = `${name}.png`): FormPart => ({
  name,
  filename,
  contentType: "image/png",
  data,
});
function upload(parts: FormPart[], token = owner) {
  const form = multipart(parts);
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/restaurant/${id}/update-images`,
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
}
const onDisk = (url: string) => existsSync(path.join(t.config.dataDir, url));
async function images() {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/restaurant/${id}` });
  return res.json().data.images as { logo: string | null; cover: string | null; gallery: string[] };
}

describe("PUT /api/admin/restaurant/{id}/update-images", () => {
  it("stores a logo, a cover and gallery pictures as WebP and returns the restaurant", async () => {
    const res = await upload([file("logo"), file("cover"), file("gallery"), file("gallery")]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: RESTAURANT_MESSAGES.imagesUpdated, data: { _id: id } });
    const { logo, cover, gallery } = body.data.images;
    expect(logo).toMatch(/^\/uploads\/logo\/[\w-]+\.webp$/);
    expect(cover).toMatch(/^\/uploads\/cover\/[\w-]+\.webp$/);
    expect(gallery).toHaveLength(2);
    for (const url of [logo, cover, ...gallery]) expect(onDisk(url)).toBe(true);
    const served = await t.app.inject({ method: "GET", url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("replaces the logo and removes the old file; the cover and gallery stay", async () => {
    const before = await images();
    const res = await upload([file("logo")]);
    expect(res.statusCode).toBe(200);
    const after = res.json().data.images;
    expect(after.logo).not.toBe(before.logo);
    expect(onDisk(before.logo as string)).toBe(false);
    expect(onDisk(after.logo)).toBe(true);
    expect(after.cover).toBe(before.cover);
    expect(after.gallery).toEqual(before.gallery);
  });

  it("removes gallery pictures named in removeGallery (a JSON array or one URL), from the row and the disk", async () => {
    const [first, second] = (await images()).gallery as [string, string];
    const one = await upload([{ name: "removeGallery", value: JSON.stringify([first]) }, file("gallery")]);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.images.gallery).toHaveLength(2);
    expect(one.json().data.images.gallery).not.toContain(first);
    expect(onDisk(first)).toBe(false);
    const two = await upload([{ name: "removeGallery", value: second }]);
    expect(two.json().data.images.gallery).not.toContain(second);
    expect(onDisk(second)).toBe(false);
  });

  it("ignores a removeGallery URL that is not in the gallery", async () => {
    const before = await images();
    const res = await upload([{ name: "removeGallery", value: "/uploads/gallery/unknown.webp" }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.images).toEqual(before);
  });

  it("refuses a gallery of more than 6 pictures with a 400, storing nothing", async () => {
    const before = await images();
    const res = await upload(Array.from({ length: 7 - before.gallery.length }, () => file("gallery")));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESTAURANT_MESSAGES.tooManyGalleryImages);
    expect(await images()).toEqual(before);
  });

  it("allows exactly 6", async () => {
    const before = await images();
    const res = await upload(Array.from({ length: 6 - before.gallery.length }, () => file("gallery")));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.images.gallery).toHaveLength(6);
  });

  it("refuses a text file renamed .png with a clear 400, and keeps the old logo", async () => {
    const before = await images();
    const res = await upload([file("logo", Buffer.from("just some text, not a picture"), "logo.png")]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.notAnImage);
    expect(await images()).toEqual(before);
  });

  it("refuses a 6 MB file with a clear 400", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    png.copy(big, 0, 0, 64);
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const res = await upload([file("cover", big)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it("refuses a file in an unknown field, two logos, a bad removeGallery and a JSON body, each with a 400", async () => {
    expect((await upload([file("avatar")])).statusCode).toBe(400);
    const twoLogos = await upload([file("logo"), file("logo")]);
    expect(twoLogos.statusCode).toBe(400);
    expect(twoLogos.json().details[0].field).toBe("logo");
    const badRemove = await upload([{ name: "removeGallery", value: "[not json" }]);
    expect(badRemove.statusCode).toBe(400);
    expect(badRemove.json().details[0].field).toBe("removeGallery");
    const json = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${id}/update-images`,
      headers: auth(owner),
      payload: { logo: "x" },
    });
    expect(json.statusCode).toBe(400);
  });

  it("refuses a form with nothing to change with a 400", async () => {
    const res = await upload([{ name: "note", value: "nothing" }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMAGE_MESSAGES.missing);
  });

  it("lets an admin change a restaurant's images too", async () => {
    expect((await upload([file("cover")], tokens.admin)).statusCode).toBe(200);
  });

  it("shows the new logo on the customer's menu", async () => {
    const res = await upload([file("logo")]);
    const logo = res.json().data.images.logo;
    const menu = await t.app.inject({ method: "GET", url: `/api/restaurants/${id}/menu` });
    expect(menu.json().restaurant.images.logo).toBe(logo);
  });
});
