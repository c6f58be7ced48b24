/** The demo seed: a realistic Indore catalogue with owners, hours, menus and real picture files, reproducible. */
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { BusinessHoursSchema, isOpenAt } from "@zaika/contract/business-hours";
import { GSTIN_REGEX, PAN_REGEX, PinCodeSchema, toRupees } from "@zaika/contract/common";
import { MAP } from "@zaika/contract/constants";
import { distanceMetres } from "@zaika/contract/geo";
import { ProductCreateBodySchema } from "@zaika/contract/product";
import { BankDetailsSchema, IndianPhoneSchema, PRICE_RANGES, TaxInfoSchema } from "@zaika/contract/restaurant";
import { REVIEW_LIMITS, ratingSummary } from "@zaika/contract/reviews";
import { defaultCacheDir, diskCache } from "@zaika/seed-artwork/cache";
import { type DrawProgress, drawPictures, type PictureOrder } from "@zaika/seed-artwork/pictures";
import { count, eq, like, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { banners, categories, products } from "../../src/db/schema/catalog";
import { media } from "../../src/db/schema/media";
import { restaurants } from "../../src/db/schema/restaurants";
import { users } from "../../src/db/schema/users";
import { DEMO_OWNER_PASSWORD, type SeedCatalogReport } from "../../src/db/seed/catalog";
import { RESTAURANTS } from "../../src/db/seed/content/restaurants";
import { DEMO, resetAndSeed, seedDemo, seedIfEmpty, terminalArtwork } from "../../src/db/seed/seed";
import { manualClock } from "../../src/lib/clock";
import { localStorage, UPLOADS_URL_PREFIX } from "../../src/providers/storage/local";
import { freshDatabase } from "../helpers/app";

// Thursday 15 January 2026, 12:00 in India.
const NOON_IST = new Date("2026-01-15T06:30:00Z");

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
const uploads = mkdtempSync(path.join(tmpdir(), "zaika-seed-test-"));
const storage = localStorage(uploads);
// The machine's picture cache, as the server, the browser tests and the benchmarks use it: drawn the first time only.
const artwork = { cache: diskCache(defaultCacheDir(process.env)) };
const clock = manualClock(NOON_IST);
let firstRun: Awaited<ReturnType<typeof seedIfEmpty>>;

type RestaurantRow = typeof restaurants.$inferSelect;
type ProductRow = typeof products.$inferSelect;
let allRestaurants: RestaurantRow[];
let allProducts: ProductRow[];

async function counts(target: Db) {
  const [[u], [r], [p], [c], [b]] = await Promise.all([
    target.select({ n: count() }).from(users),
    target.select({ n: count() }).from(restaurants),
    target.select({ n: count() }).from(products),
    target.select({ n: count() }).from(categories),
    target.select({ n: count() }).from(banners),
  ]);
  return { users: u?.n, restaurants: r?.n, products: p?.n, categories: c?.n, banners: b?.n };
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every review as text, without its random ids: what two seeds with the same clock must agree on. */
async function reviewFingerprints(): Promise<string[]> {
  const rows = await rowsOf<{ line: string }>(sql`select concat_ws('|', o.order_number, rv.food_rating,
    rv.delivery_rating, rv.body, rv.reply, rv.created_at, rv.hidden_at) as line
    from reviews rv join orders o on o.id = rv.order_id order by o.order_number`);
  return rows.map((row) => row.line);
}

const fileOf = (url: string) => {
  expect(url.startsWith(UPLOADS_URL_PREFIX)).toBe(true);
  return path.join(uploads, url.slice(UPLOADS_URL_PREFIX.length));
};

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  firstRun = await seedIfEmpty(db, storage, { clock, artwork });
  allRestaurants = await db.select().from(restaurants);
  allProducts = await db.select().from(products);
}, 120_000);

afterAll(async () => {
  await database?.dispose();
  await rm(uploads, { recursive: true, force: true });
});

describe("seedIfEmpty on a new database", () => {
  it("seeds the accounts and the catalogue, and reports what it wrote", () => {
    expect(firstRun?.accounts).toBe(true);
    const report = firstRun?.catalog as SeedCatalogReport;
    expect(report.restaurants).toBe(allRestaurants.length);
    expect(report.products).toBe(allProducts.length);
    expect(report.pictures).toBeGreaterThan(100);
  });

  it("does nothing on a database that already has data", async () => {
    const before = await counts(db);
    expect(await seedIfEmpty(db, storage, { clock, artwork })).toBeNull();
    expect(await counts(db)).toEqual(before);
  });
});

describe("restaurants", () => {
  it("has at least 40 active restaurants, verified for the most part", () => {
    const active = allRestaurants.filter((r) => r.isActive);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(active.filter((r) => r.isVerified).length).toBeGreaterThan(active.length * 0.8);
  });

  it("places every restaurant in Indore within 10 km of the map centre, spread over the city", () => {
    const centre = { lat: MAP.centre.lat, lon: MAP.centre.lng };
    const distances = allRestaurants.map((r) => distanceMetres(centre, { lat: r.lat, lon: r.lng }));
    expect(Math.max(...distances)).toBeLessThan(10_000);
    expect(distances.filter((d) => d > 4_000).length).toBeGreaterThan(5);
    expect(new Set(allRestaurants.map((r) => r.zipCode)).size).toBeGreaterThan(5);
    for (const r of allRestaurants) {
      expect(r.city).toBe("Indore");
      expect(r.state).toBe("Madhya Pradesh");
      expect(PinCodeSchema.safeParse(r.zipCode).success).toBe(true);
    }
  });

  it("fills in every profile field with valid Indian formats and settings in range", () => {
    for (const r of allRestaurants) {
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.cuisine.length).toBeGreaterThan(0);
      expect(PRICE_RANGES).toContain(r.priceRange);
      expect(r.phones.length).toBeGreaterThan(0);
      for (const phone of r.phones) expect(IndianPhoneSchema.parse(phone)).toBe(phone);
      expect(r.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(r.deliveryRadiusMetres).toBeGreaterThanOrEqual(3_000);
      expect(r.deliveryRadiusMetres).toBeLessThanOrEqual(10_000);
      expect(toRupees(r.minimumOrderPaise)).toBeGreaterThanOrEqual(99);
      expect(toRupees(r.minimumOrderPaise)).toBeLessThanOrEqual(299);
      expect(toRupees(r.deliveryFeePaise)).toBeLessThanOrEqual(49);
      if (r.freeDeliveryThresholdPaise !== null) {
        expect(toRupees(r.freeDeliveryThresholdPaise)).toBeGreaterThanOrEqual(199);
        expect(toRupees(r.freeDeliveryThresholdPaise)).toBeLessThanOrEqual(499);
      }
      expect(r.estimatedDeliveryMinutes).toBeGreaterThanOrEqual(20);
      expect(r.estimatedDeliveryMinutes).toBeLessThanOrEqual(50);
      expect(r.acceptsCash || r.acceptsOnlinePayment || r.acceptsWalletPayment).toBe(true);
      expect(r.commissionRate).toBeGreaterThanOrEqual(10);
      expect(r.commissionRate).toBeLessThanOrEqual(25);
      expect(toRupees(r.packagingChargePaise)).toBeLessThanOrEqual(30);
      expect(BankDetailsSchema.parse(r.bankDetails)).toEqual(r.bankDetails);
      // The form's input leaves an empty field out; stored, it is null.
      const { gstin, vatNumber, panNumber } = r.taxInfo;
      const taxForm = {
        gstin: gstin ?? undefined,
        vatNumber: vatNumber ?? undefined,
        panNumber: panNumber ?? undefined,
      };
      expect(TaxInfoSchema.parse(taxForm)).toEqual(r.taxInfo);
      expect(r.taxInfo.gstin).toMatch(GSTIN_REGEX);
      expect(r.taxInfo.gstin?.startsWith("23")).toBe(true);
      expect(r.taxInfo.panNumber).toMatch(PAN_REGEX);
      expect(r.taxInfo.gstin?.slice(2, 12)).toBe(r.taxInfo.panNumber);
      // The rating is its reviews' (see "ratings and reviews" below): 0 with none, else 1 to 5.
      expect(r.ratingCount).toBeGreaterThanOrEqual(0);
      expect(r.ratingAverage).toBeGreaterThanOrEqual(r.ratingCount === 0 ? 0 : 1);
      expect(r.ratingAverage).toBeLessThanOrEqual(5);
      expect(BusinessHoursSchema.safeParse(r.businessHours).success).toBe(true);
    }
    // Some refuse cash; some deliver free.
    expect(allRestaurants.some((r) => !r.acceptsCash)).toBe(true);
    expect(allRestaurants.some((r) => r.deliveryFeePaise === 0)).toBe(true);
  });

  it("has hours of every kind: closed at noon, open round the clock, closed on a weekday, two slots a day", () => {
    const hours = allRestaurants.map((r) => BusinessHoursSchema.parse(r.businessHours));
    expect(hours.some((h) => !isOpenAt(h, NOON_IST))).toBe(true);
    expect(hours.some((h) => isOpenAt(h, NOON_IST))).toBe(true);
    const everyHourOfAWeek = Array.from({ length: 7 * 24 }, (_, i) => new Date(NOON_IST.getTime() + i * 3_600_000));
    expect(hours.some((h) => everyHourOfAWeek.every((at) => isOpenAt(h, at)))).toBe(true);
    expect(hours.some((h) => Object.values(h).some((day) => day.isClosed))).toBe(true);
    expect(hours.some((h) => h.monday.slots.length >= 2)).toBe(true);
  });

  it("gives every restaurant its own owner, who can sign in with the demo password", async () => {
    const owners = await db.select().from(users).where(like(users.email, "owner.%@demo.test"));
    const ownerIds = new Set(allRestaurants.map((r) => r.ownerId));
    expect(ownerIds.size).toBe(allRestaurants.length);
    expect(owners.length).toBe(allRestaurants.length - 1);
    for (const owner of owners) {
      expect(owner.role).toBe("restaurant");
      expect(ownerIds.has(owner.id)).toBe(true);
    }
    const hash = owners[0]?.passwordHash as string;
    expect(await verify(hash, DEMO_OWNER_PASSWORD)).toBe(true);
    expect(await verify(hash, "wrong password")).toBe(false);
  });

  it("gives the demo owner exactly one restaurant: Sharma Ji Ki Rasoi, complete and with a menu", async () => {
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO.restaurant.email));
    const own = allRestaurants.filter((r) => r.ownerId === owner?.id);
    expect(own).toHaveLength(1);
    const [rasoi] = own as [RestaurantRow];
    expect(rasoi.name).toBe(DEMO.restaurant.restaurantName);
    expect(rasoi.foodType).toBe("veg");
    expect(rasoi.cuisine).toContain("North Indian");
    expect(rasoi.logo).toMatch(/^\/uploads\//);
    expect(rasoi.businessHours).not.toBeNull();
    expect(allProducts.filter((p) => p.restaurantId === rasoi.id).length).toBeGreaterThanOrEqual(15);
  });
});

describe("ratings and reviews", () => {
  type Rated = {
    restaurant_id: string;
    food_rating: number;
    body: string;
    dishes: Array<{ productId: string; name: string }>;
    reply: string | null;
    hidden_at: string | null;
    items: Array<{ productId: string; name: string }>;
    fits: boolean;
  };
  // Each review with its order: the order's dishes, and whether it is its customer's, delivered, rated after delivery.
  const reviewed = () =>
    rowsOf<Rated>(sql`select rv.restaurant_id, rv.food_rating, rv.body, rv.dishes, rv.reply, rv.hidden_at, o.items,
      (rv.user_id = o.user_id and o.status = 'DELIVERED' and rv.created_at >= o.delivered_at
        and rv.created_at <= ${NOON_IST.toISOString()}::timestamptz
        and (rv.replied_at is null or rv.replied_at > rv.created_at)) as fits
      from reviews rv join orders o on o.id = rv.order_id`);

  it("rates about a third of the delivered orders, each by its customer after delivery", async () => {
    const rated = await reviewed();
    const [delivered] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'DELIVERED'`,
    );
    expect(firstRun?.history?.reviews).toBe(rated.length);
    expect(rated.length / (delivered?.n ?? 1)).toBeGreaterThan(0.3);
    expect(rated.length / (delivered?.n ?? 1)).toBeLessThan(0.4);
    expect(rated.filter((r) => !r.fits)).toEqual([]);
  });

  it("gives most reviews a few words, some dishes of the order and some an owner's reply; hides a few", async () => {
    const rated = await reviewed();
    const withWords = rated.filter((r) => r.body !== "");
    expect(withWords.length).toBeGreaterThan(rated.length / 2);
    expect(Math.max(...rated.map((r) => r.body.length))).toBeLessThanOrEqual(REVIEW_LIMITS.bodyMax);
    expect(new Set(withWords.map((r) => r.body)).size).toBeGreaterThan(100);
    const naming = rated.filter((r) => r.dishes.length > 0);
    expect(naming.length).toBeGreaterThan(rated.length / 10);
    for (const r of naming) {
      for (const dish of r.dishes)
        expect(r.items.map((i) => [i.productId, i.name])).toContainEqual([dish.productId, dish.name]);
    }
    expect(rated.filter((r) => r.reply !== null).length).toBeGreaterThan(rated.length / 10);
    expect(rated.filter((r) => r.hidden_at !== null).length).toBeGreaterThan(0);
  });

  it("stores each restaurant's rating as its visible reviews' summary, skewed around the rating planned for it", async () => {
    const visible = (await reviewed()).filter((r) => r.hidden_at === null);
    const planned = new Map(RESTAURANTS.map((seed) => [seed.name, seed.rating]));
    const stored = await db.select().from(restaurants);
    for (const restaurant of stored) {
      const summary = ratingSummary(visible.filter((r) => r.restaurant_id === restaurant.id).map((r) => r.food_rating));
      expect({ average: restaurant.ratingAverage, count: restaurant.ratingCount }, restaurant.name).toEqual({
        average: summary.average,
        count: summary.count,
      });
      if (summary.count >= 20)
        expect(Math.abs(summary.average - (planned.get(restaurant.name) ?? 0))).toBeLessThan(0.6);
    }
    expect(stored.filter((r) => r.ratingCount > 0).length).toBeGreaterThan(30);
  });
});

describe("categories and banners", () => {
  it("has at least 12 active categories and exactly one inactive, each with a picture", async () => {
    const rows = await db.select().from(categories);
    expect(rows.filter((c) => c.isActive).length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((c) => !c.isActive).map((c) => c.name)).toEqual(["Seasonal Specials"]);
    for (const c of rows) expect(c.image).toMatch(/^\/uploads\/seed\/categories\/.+\.webp$/);
  });

  it("has at least 4 active banners at positions 1 to n", async () => {
    const rows = await db.select().from(banners).orderBy(banners.position);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((b) => b.position)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((b) => b.isActive)).toBe(true);
  });
});

describe("menus", () => {
  it("gives every restaurant at least 15 dishes, some with attributes and some with add-ons", () => {
    for (const r of allRestaurants) {
      const menu = allProducts.filter((p) => p.restaurantId === r.id);
      expect(menu.length, r.name).toBeGreaterThanOrEqual(15);
      expect(
        menu.some((p) => p.attributes.length > 0),
        r.name,
      ).toBe(true);
      expect(
        menu.some((p) => p.addons.length > 0),
        r.name,
      ).toBe(true);
      expect(new Set(menu.map((p) => p.name.toLowerCase())).size, r.name).toBe(menu.length);
    }
  });

  it("serves veg, non-veg and egg dishes, and only veg at pure-veg restaurants", () => {
    const types = new Set(allProducts.map((p) => p.foodType));
    expect(types).toEqual(new Set(["veg", "non-veg", "egg"]));
    const veg = new Set(allRestaurants.filter((r) => r.foodType === "veg").map((r) => r.id));
    expect(veg.size).toBeGreaterThan(10);
    for (const p of allProducts) if (veg.has(p.restaurantId)) expect(p.foodType).toBe("veg");
    const nonVeg = new Set(allRestaurants.filter((r) => r.foodType === "non-veg").map((r) => r.id));
    for (const p of allProducts) if (nonVeg.has(p.restaurantId)) expect(p.foodType).not.toBe("veg");
  });

  it("prices dishes between ₹40 and ₹650 and each is a valid dish body, a few discounted or sold out", () => {
    for (const p of allProducts) {
      expect(p.pricePaise).toBeGreaterThanOrEqual(4_000);
      expect(p.pricePaise).toBeLessThanOrEqual(65_000);
      const body = ProductCreateBodySchema.safeParse({
        categoryId: p.categoryId,
        name: p.name,
        description: p.description,
        price: toRupees(p.pricePaise),
        discountedPrice: p.discountedPricePaise === null ? null : toRupees(p.discountedPricePaise),
        foodType: p.foodType,
        image: p.image,
        isAvailable: p.isAvailable,
        preparationTime: p.preparationMinutes,
        attributes: p.attributes.map((a) => ({
          name: a.name,
          required: a.required,
          options: a.options.map((o) => ({ name: o.name, additionalPrice: toRupees(o.additionalPricePaise) })),
        })),
        addons: p.addons.map((a) => ({ name: a.name, price: toRupees(a.pricePaise) })),
      });
      expect(body.error?.issues, p.name).toBeUndefined();
    }
    expect(allProducts.some((p) => p.discountedPricePaise !== null)).toBe(true);
    expect(allProducts.some((p) => !p.isAvailable)).toBe(true);
    expect(allProducts.filter((p) => p.attributes.some((a) => a.required)).length).toBeGreaterThan(100);
  });
});

describe("pictures", () => {
  it("stores every picture the rows point at as a WebP file", async () => {
    const categoryRows = await db.select().from(categories);
    const bannerRows = await db.select().from(banners);
    const urls = new Set([
      ...allProducts.map((p) => p.image as string),
      ...allRestaurants.flatMap((r) => [r.logo as string, r.cover as string, ...r.gallery]),
      ...categoryRows.map((c) => c.image as string),
      ...bannerRows.map((b) => b.imageUrl),
    ]);
    for (const url of urls) {
      const bytes = readFileSync(fileOf(url));
      expect(bytes.subarray(0, 4).toString("latin1"), url).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1"), url).toBe("WEBP");
    }
  });

  it("draws each kind of picture at its size: dish 800×600, category and logo 400×400, cover 1600×600, banner 1600×500", async () => {
    const [category] = await db.select().from(categories).limit(1);
    const [banner] = await db.select().from(banners).limit(1);
    const rasoi = allRestaurants[0] as RestaurantRow;
    const sizes = [
      [allProducts[0]?.image, 800, 600],
      [category?.image, 400, 400],
      [rasoi.logo, 400, 400],
      [rasoi.cover, 1600, 600],
      [banner?.imageUrl, 1600, 500],
    ] as const;
    for (const [url, width, height] of sizes) {
      const meta = await sharp(fileOf(url as string)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "webp",
        width,
        height,
      });
    }
  });

  it("shares one picture per kind of dish and gives each restaurant its own logo and cover", () => {
    const dishPictures = new Set(allProducts.map((p) => p.image));
    expect(dishPictures.size).toBeLessThan(allProducts.length / 3);
    expect(new Set(allRestaurants.map((r) => r.logo)).size).toBe(allRestaurants.length);
    expect(new Set(allRestaurants.map((r) => r.cover)).size).toBe(allRestaurants.length);
  });

  it("records every picture as its owner's: a restaurant's for its owner, categories' and banners' for the admin", async () => {
    const owned = new Set((await db.select().from(media)).map((m) => `${m.ownerId} ${m.url}`));
    for (const r of allRestaurants) {
      const dishes = allProducts.filter((p) => p.restaurantId === r.id).map((p) => p.image);
      for (const url of [r.logo, r.cover, ...r.gallery, ...dishes]) expect(owned).toContain(`${r.ownerId} ${url}`);
    }
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
    const catalogue = [
      ...(await db.select({ url: categories.image }).from(categories)).map((c) => c.url),
      ...(await db.select({ url: banners.imageUrl }).from(banners)).map((b) => b.url),
    ];
    for (const url of catalogue) expect(owned).toContain(`${admin?.id} ${url}`);
  });
});

describe("the picture cache", () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "zaika-artwork-test-"));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));
  const tile = (color: string): PictureOrder => ({ kind: "category", name: "Biryani", art: "veg-biryani", color });

  it("draws a picture once, then serves the same bytes from the cache; a changed drawing is drawn anew", async () => {
    const cache = diskCache(cacheDir);
    const runs: DrawProgress[][] = [[], [], []];
    const [first] = await drawPictures([tile("#e76f51")], { cache, onProgress: (p) => runs[0]?.push(p) });
    const [again] = await drawPictures([tile("#e76f51")], { cache, onProgress: (p) => runs[1]?.push(p) });
    const [changed] = await drawPictures([tile("#2a9d8f")], { cache, onProgress: (p) => runs[2]?.push(p) });
    expect(runs.map((run) => run.at(-1))).toEqual([
      { done: 1, total: 1, cached: 0 },
      { done: 1, total: 1, cached: 1 },
      { done: 1, total: 1, cached: 0 },
    ]);
    expect(again?.equals(first as Buffer)).toBe(true);
    expect(changed?.equals(first as Buffer)).toBe(false);
  });

  it("tells a terminal where the pictures come from and how the drawing goes, in tenths", () => {
    const lines: string[] = [];
    const progress = terminalArtwork("/cache", (line) => lines.push(line)).onProgress as (p: DrawProgress) => void;
    progress({ done: 5, total: 25, cached: 5 });
    for (let done = 6; done <= 25; done++) progress({ done, total: 25, cached: 5 });
    expect(lines[0]).toBe(
      "Seeding the demo: 5 pictures from the cache, drawing 20 (kept in /cache for the next time)…",
    );
    expect(lines.slice(1)).toEqual(
      [2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((n) => `Seeding the demo: drawing pictures ${n}/20`),
    );
    lines.length = 0;
    const warm = terminalArtwork("/cache", (line) => lines.push(line)).onProgress as (p: DrawProgress) => void;
    warm({ done: 25, total: 25, cached: 25 });
    expect(lines).toEqual(["Seeding the demo: 25 pictures from the cache in /cache"]);
  });
});

describe("reseeding", () => {
  it("resetAndSeed builds the same demo again: same counts, same names and the same picture files", async () => {
    const before = await counts(db);
    const namesBefore = allRestaurants.map((r) => r.name).sort();
    const picturesBefore = allProducts.map((p) => `${p.name}|${p.image}|${p.pricePaise}`).sort();
    const reviewsBefore = await reviewFingerprints();
    const ratingsBefore = allRestaurants.map((r) => `${r.name}|${r.ratingAverage}|${r.ratingCount}`).sort();
    await resetAndSeed(db, storage, { clock, artwork });
    expect(await counts(db)).toEqual(before);
    expect((await db.select({ name: restaurants.name }).from(restaurants)).map((r) => r.name).sort()).toEqual(
      namesBefore,
    );
    const after = await db.select().from(products);
    expect(after.map((p) => `${p.name}|${p.image}|${p.pricePaise}`).sort()).toEqual(picturesBefore);
    // The same reviews of the same orders, and so the same ratings.
    expect(await reviewFingerprints()).toEqual(reviewsBefore);
    const ratingsAfter = (await db.select().from(restaurants)).map(
      (r) => `${r.name}|${r.ratingAverage}|${r.ratingCount}`,
    );
    expect(ratingsAfter.sort()).toEqual(ratingsBefore);
  });

  it("adds the catalogue to a database that has only the demo accounts", async () => {
    const full = await counts(db);
    await db.execute(
      sql.raw(
        "truncate cart_items, products, banners, categories, refresh_tokens, restaurants, users restart identity cascade",
      ),
    );
    await seedDemo(db);
    const result = await seedIfEmpty(db, storage, { clock, artwork });
    expect(result?.accounts).toBe(false);
    expect(await counts(db)).toEqual(full);
  });
});
