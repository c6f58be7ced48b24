import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { IMAGE_MESSAGES } from "@zaika/contract/media";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, categories, products } from "../../../src/db/schema/catalog";
import { media } from "../../../src/db/schema/media";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { addCategory, addDish, addOwnerWithRestaurant, demoRestaurantId } from "../products/fixtures";
import { bearer, imageForm, multipart, solidImage } from "./form";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let demoRestaurant: string;
let stranger: Awaited<ReturnType<typeof addOwnerWithRestaurant>>;
let category: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
  demoRestaurant = await demoRestaurantId(t);
  stranger = await addOwnerWithRestaurant(t);
  category = await addCategory(t);
  png = await solidImage(60, 40);
});
afterAll(() => t.close());

/** Uploads a picture as `token` (POST /api/media/images) and returns its URL. */
async function upload(token: string, purpose = "product"): Promise<string> {
  const form = imageForm(png);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/media/images?purpose=${purpose}`,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}

const dish = (image: string, restaurantId?: string) => ({
  categoryId: category,
  name: `Dish ${Math.random().toString(36).slice(2, 8)}`,
  price: 120,
  foodType: "veg",
  image,
  ...(restaurantId ? { restaurantId } : {}),
});
const createDish = (token: string, body: object) =>
  t.app.inject({ method: "POST", url: "/api/restaurant/products", headers: bearer(token), payload: body });
const updateDish = (token: string, id: string, body: object) =>
  t.app.inject({ method: "PUT", url: `/api/restaurant/products/${id}`, headers: bearer(token), payload: body });

function updateImages(token: string, restaurantId: string, fields: Record<string, string>) {
  const form = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/restaurant/${restaurantId}/update-images`,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}

const onDisk = (url: string) => existsSync(path.join(t.config.dataDir, url));

describe("a dish's picture", () => {
  it("refuses a picture another restaurant's owner uploaded with a 400 naming image, on create and on update", async () => {
    const theirs = await upload(stranger.token);
    const created = await createDish(tokens.restaurant, dish(theirs));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: IMAGE_MESSAGES.notYours,
      details: [{ field: "image", message: IMAGE_MESSAGES.notYours }],
    });

    const ours = await upload(tokens.restaurant);
    const ok = await createDish(tokens.restaurant, dish(ours));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.image).toBe(ours);
    const changed = await updateDish(tokens.restaurant, ok.json().data._id, { image: theirs });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().details[0].field).toBe("image");
  });

  it("refuses another restaurant's dish picture (a URL that is not an upload of this owner)", async () => {
    const theirs = await upload(stranger.token);
    await addDish(t, stranger.restaurantId, category, { image: theirs });
    expect((await createDish(tokens.restaurant, dish(theirs))).statusCode).toBe(400);
    expect((await createDish(tokens.restaurant, dish("/uploads/product/never-uploaded.webp"))).statusCode).toBe(400);
  });

  it("keeps accepting the picture a dish already has, recorded or not", async () => {
    const id = await addDish(t, demoRestaurant, category, { image: "/uploads/product/from-before-records.webp" });
    const res = await updateDish(tokens.restaurant, id, { image: "/uploads/product/from-before-records.webp" });
    expect(res.statusCode).toBe(200);
  });

  it("lets an admin use any upload", async () => {
    const theirs = await upload(stranger.token);
    const res = await createDish(tokens.admin, dish(theirs, demoRestaurant));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.image).toBe(theirs);
  });
});

describe("a restaurant's logo, cover and gallery given as URLs", () => {
  it("refuses another owner's upload with a 400 naming the field, changing nothing", async () => {
    const theirs = await upload(stranger.token, "logo");
    for (const [field, value] of [
      ["logo", theirs],
      ["cover", theirs],
      ["gallery", JSON.stringify([theirs])],
    ] as const) {
      const res = await updateImages(tokens.restaurant, demoRestaurant, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: IMAGE_MESSAGES.notYours, details: [{ field }] });
    }
    const detail = await t.app.inject({ method: "GET", url: `/api/admin/restaurant/${demoRestaurant}` });
    expect(detail.json().data.images.logo).not.toBe(theirs);
  });

  it("takes the owner's own uploads", async () => {
    const logo = await upload(tokens.restaurant, "logo");
    const gallery = await upload(tokens.restaurant, "gallery");
    const res = await updateImages(tokens.restaurant, demoRestaurant, { logo, gallery });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.images).toMatchObject({ logo, gallery: expect.arrayContaining([gallery]) });
  });

  it("lets an admin use any upload", async () => {
    const theirs = await upload(stranger.token, "cover");
    const res = await updateImages(tokens.admin, demoRestaurant, { cover: theirs });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.images.cover).toBe(theirs);
  });

  it("records a file uploaded through the restaurant form as the restaurant owner's, even when an admin sends it", async () => {
    const form = multipart([{ name: "cover", filename: "c.png", contentType: "image/png", data: png }]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/restaurant/${stranger.restaurantId}/update-images`,
      headers: { ...form.headers, ...bearer(tokens.admin) },
      payload: form.payload,
    });
    const cover = res.json().data.images.cover as string;
    const owners = await t.database.db.select({ ownerId: media.ownerId }).from(media).where(eq(media.url, cover));
    expect(owners).toEqual([{ ownerId: stranger.ownerId }]);
  });
});

describe("erasing a restaurant (no orders)", () => {
  it("removes the pictures nothing else shows and keeps those other restaurants, banners and categories show", async () => {
    const doomed = await addOwnerWithRestaurant(t);
    const neighbour = await addOwnerWithRestaurant(t);
    const own = { logo: await upload(doomed.token, "logo"), dish: await upload(doomed.token) };
    const shared = {
      dish: await upload(doomed.token),
      banner: await upload(doomed.token, "gallery"),
      category: await upload(doomed.token, "cover"),
    };
    const neighbours = await upload(neighbour.token);
    expect((await updateImages(doomed.token, doomed.restaurantId, { logo: own.logo })).statusCode).toBe(200);
    expect(
      (await updateImages(doomed.token, doomed.restaurantId, { gallery: shared.banner, cover: shared.category }))
        .statusCode,
    ).toBe(200);
    for (const image of [own.dish, shared.dish]) {
      expect((await createDish(doomed.token, dish(image))).statusCode).toBe(200);
    }
    // The neighbour shows the same dish picture (an admin set it), a banner and a category show two others.
    expect((await createDish(tokens.admin, dish(shared.dish, neighbour.restaurantId))).statusCode).toBe(200);
    expect((await createDish(neighbour.token, dish(neighbours))).statusCode).toBe(200);
    await t.database.db.insert(banners).values({ imageUrl: shared.banner, position: 99 });
    await t.database.db.update(categories).set({ image: shared.category }).where(eq(categories.id, category));
    for (const url of [...Object.values(own), ...Object.values(shared), neighbours]) expect(onDisk(url)).toBe(true);

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/restaurant/${doomed.restaurantId}`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(products).where(eq(products.restaurantId, doomed.restaurantId))).toEqual(
      [],
    );

    for (const url of Object.values(own)) {
      expect(onDisk(url)).toBe(false);
      expect(await t.database.db.select().from(media).where(eq(media.url, url))).toEqual([]);
    }
    for (const url of [...Object.values(shared), neighbours]) {
      expect(onDisk(url)).toBe(true);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    // The picture stays usable by its uploader, whose account is kept.
    const kept = await t.database.db
      .select()
      .from(media)
      .where(and(eq(media.url, shared.dish), eq(media.ownerId, doomed.ownerId)));
    expect(kept).toHaveLength(1);
  });

  it("keeps a replaced logo another restaurant still shows, and removes one nothing shows", async () => {
    const first = await upload(tokens.restaurant, "logo");
    const second = await upload(tokens.restaurant, "logo");
    expect((await updateImages(tokens.restaurant, demoRestaurant, { logo: first })).statusCode).toBe(200);
    await addDish(t, stranger.restaurantId, category, { image: first });
    expect((await updateImages(tokens.restaurant, demoRestaurant, { logo: second })).statusCode).toBe(200);
    expect(onDisk(first)).toBe(true);
    await t.database.db.update(products).set({ image: null }).where(eq(products.image, first));
    const third = await upload(tokens.restaurant, "logo");
    expect((await updateImages(tokens.restaurant, demoRestaurant, { logo: third })).statusCode).toBe(200);
    expect(onDisk(second)).toBe(false);
  });
});

describe("GET /uploads/…", () => {
  it("answers 404 in the error body for a file that does not exist, even with the web app served", async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), "zaika-web-"));
    writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Zaika</title>");
    const web = await createTestApp({ seed: false, config: { webDistDir } });
    try {
      for (const url of [
        "/uploads/product/00000000-0000-0000-0000-000000000000.webp",
        "/uploads/product/x.webp%00.png",
        "/uploads/",
      ]) {
        const res = await web.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"]).toContain("application/json");
        expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: IMAGE_MESSAGES.notFound });
      }
      // A client route still gets the app.
      expect((await web.app.inject({ method: "GET", url: "/privacy-policy" })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it("serves a stored file with its type and a long-lived cache header", async () => {
    const url = await upload(tokens.restaurant);
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(res.rawPayload.length));
  });
});
