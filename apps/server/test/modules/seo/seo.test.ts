/** GET /sitemap.xml and GET /robots.txt: what search engines are given (modules/seo). */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../src/db/schema/catalog";
import { restaurants } from "../../../src/db/schema/restaurants";
import { createTestApp, type TestContext } from "../../helpers/app";
import { addCategory, addOwnerWithRestaurant, demoRestaurantId } from "../products/fixtures";

let t: TestContext;
let demo: string;
let open: string;
let closedForGood: string;
let deleted: string;
let sweets: string;
let hidden: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: "https://zaika.example" } });
  demo = await demoRestaurantId(t);
  open = (await addOwnerWithRestaurant(t, { name: "Apna Dhaba" })).restaurantId;
  closedForGood = (await addOwnerWithRestaurant(t, { name: "Band Rasoi", isActive: false })).restaurantId;
  deleted = (await addOwnerWithRestaurant(t, { name: "Purana Cafe", deletedAt: new Date() })).restaurantId;
  // Only this test's categories: whatever the seeded database holds is set aside.
  await t.database.db.update(categories).set({ isActive: false });
  sweets = await addCategory(t, "Sweets & Mithai");
  hidden = await addCategory(t, "Hidden", false);
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("GET /sitemap.xml", () => {
  it("lists the public pages, every active restaurant and every active category as absolute URLs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);

    const urls = locs(xml);
    expect(urls.slice(0, 8)).toEqual([
      "https://zaika.example/user",
      "https://zaika.example/user/offers",
      "https://zaika.example/help",
      "https://zaika.example/about-us",
      "https://zaika.example/contact-us",
      "https://zaika.example/privacy-policy",
      "https://zaika.example/terms-and-conditions",
      "https://zaika.example/cancellation-and-refund",
    ]);
    expect(urls).toContain(`https://zaika.example/user/restaurant/${open}`);
    expect(urls).toContain(`https://zaika.example/user/restaurant/${demo}`);
    expect(urls).not.toContain(`https://zaika.example/user/restaurant/${closedForGood}`);
    expect(urls).not.toContain(`https://zaika.example/user/restaurant/${deleted}`);
    // The & of the name is escaped twice over: percent-encoded in the URL, and the URL is valid XML either way.
    expect(urls).toContain(`https://zaika.example/user/category/${sweets}?category=Sweets%20%26%20Mithai`);
    expect(urls.some((url) => url?.includes(hidden))).toBe(false);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    const activeRestaurants = await t.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.isActive, true), ne(restaurants.id, closedForGood)));
    // 8 pages, the live restaurants (the deleted one is active but gone), 1 category.
    expect(urls).toHaveLength(8 + activeRestaurants.length - 1 + 1);
  });

  it("gives a restaurant's page its last change as lastmod", async () => {
    const changed = new Date("2026-03-01T10:00:00.000Z");
    await t.database.db.update(restaurants).set({ updatedAt: changed }).where(eq(restaurants.id, open));
    const xml = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(xml).toContain(
      `<url><loc>https://zaika.example/user/restaurant/${open}</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>`,
    );
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers read the site but not the signed-in areas, and names the sitemap by its absolute URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /admin",
        "Disallow: /restaurant",
        "Disallow: /rider",
        "",
        "Sitemap: https://zaika.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
