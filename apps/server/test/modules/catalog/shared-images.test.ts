/**
 * Category and banner pictures are files other records may show too (admins may use any image anywhere): replacing or
 * removing one deletes the file only when nothing at all refers to it any more.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { DEMO } from "../../../src/db/seed/seed";
import { createTestApp, type TestContext } from "../../helpers/app";
import { demoTokens } from "../../helpers/auth";
import { bearer, imageForm, solidImage } from "../media/form";

let t: TestContext;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

async function upload(purpose: "category" | "banner"): Promise<string> {
  const form = imageForm(await solidImage(500, 500));
  const res = await t.app.inject({
    method: "POST",
    url: `/api/media/images?purpose=${purpose}`,
    headers: { ...form.headers, ...bearer(tokens.admin) },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url;
}

async function addBanner(): Promise<{ id: string; url: string }> {
  const form = imageForm(await solidImage(1200, 400));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/banner",
    headers: { ...form.headers, ...bearer(tokens.admin) },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data._id, url: res.json().data.imageUrl };
}

const createCategory = async (name: string, image: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/category",
    headers: bearer(tokens.admin),
    payload: { name, image },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().category._id as string;
};
const setCategoryImage = async (id: string, image: string | null) => {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/admin/category/${id}`,
    headers: bearer(tokens.admin),
    payload: { image },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const removeBanner = async (id: string) => {
  const res = await t.app.inject({ method: "DELETE", url: `/api/admin/banner/${id}`, headers: bearer(tokens.admin) });
  expect(res.statusCode, res.body).toBe(200);
};
/** Whether the stored file is still served. */
const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode === 200;

const demoRestaurant = async () => {
  const [row] = await t.database.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.name, DEMO.restaurant.restaurantName));
  if (!row) throw new Error("demo restaurant missing");
  return row.id;
};

describe("pictures shared with other records", () => {
  it("keeps a category's old picture while a restaurant shows it, and deletes it once nothing does", async () => {
    const url = await upload("category");
    const id = await createCategory("Shared Logo Sweets", url);
    const restaurantId = await demoRestaurant();
    await t.database.db.update(restaurants).set({ logo: url }).where(eq(restaurants.id, restaurantId));

    await setCategoryImage(id, await upload("category"));
    expect(await served(url)).toBe(true);

    // The restaurant moves on, a second category takes the picture and drops it again: now nothing refers to it.
    await t.database.db.update(restaurants).set({ logo: null }).where(eq(restaurants.id, restaurantId));
    const other = await createCategory("Shared Logo Savouries", url);
    await setCategoryImage(other, null);
    expect(await served(url)).toBe(false);
  });

  it("keeps a category's old picture while a dish shows it", async () => {
    const url = await upload("category");
    const id = await createCategory("Shared Dish Curries", url);
    await t.database.db.insert(products).values({
      restaurantId: await demoRestaurant(),
      categoryId: id,
      name: "Dal Makhani",
      pricePaise: 24_000,
      foodType: "veg",
      image: url,
    });

    await setCategoryImage(id, null);
    expect(await served(url)).toBe(true);
  });

  it("keeps a removed banner's picture while a category shows it, and deletes it once nothing does", async () => {
    const banner = await addBanner();
    const categoryId = await createCategory("Shared Banner Specials", banner.url);
    await removeBanner(banner.id);
    expect(await served(banner.url)).toBe(true);
    const [category] = await t.database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(category?.image).toBe(banner.url);

    await setCategoryImage(categoryId, null);
    expect(await served(banner.url)).toBe(false);
  });

  it("deletes a removed banner's picture that nothing else shows", async () => {
    const banner = await addBanner();
    expect(await served(banner.url)).toBe(true);
    await removeBanner(banner.id);
    expect(await served(banner.url)).toBe(false);
  });
});
