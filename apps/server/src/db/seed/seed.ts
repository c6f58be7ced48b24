/** The demo data: accounts of every role, and the catalogue around Indore (catalog.ts). */
import { GST } from "@zaika/contract/constants";
import { diskCache } from "@zaika/seed-artwork/cache";
import type { DrawOptions, DrawProgress } from "@zaika/seed-artwork/pictures";
import { count, eq, like, sql } from "drizzle-orm";
import { systemClock } from "../../lib/clock";
import { hashPassword } from "../../lib/crypto";
import type { StorageProvider } from "../../providers/storage/types";
import type { Db } from "../client";
import { categories, products } from "../schema/catalog";
import { restaurants } from "../schema/restaurants";
import { riders } from "../schema/riders";
import { settings } from "../schema/settings";
import { users } from "../schema/users";
import { type SeedCatalogOptions, type SeedCatalogReport, seedCatalog } from "./catalog";
import { DEMO } from "./demo";
import { type SeedHistoryReport, seedOrderHistory } from "./history";

export { DEMO };

/** Tables the seed owns, children first. */
const RESET_ORDER = [
  // The reports' rollups (kept by triggers, which a truncate does not fire).
  "restaurant_day_sales",
  "restaurant_day_dishes",
  "platform_day_sales",
  "restaurant_day_ledger",
  "ledger_entries",
  "invoices",
  "invoice_series",
  "reviews",
  "order_tips",
  "cart_coupons",
  "coupon_uses",
  "order_events",
  "idempotency_keys",
  "refunds",
  "payments",
  "sandbox_refunds",
  "sandbox_payments",
  "sandbox_orders",
  "orders",
  "coupons",
  "riders",
  "favourites",
  "addresses",
  "cart_items",
  "products",
  "banners",
  "categories",
  "support_messages",
  "refresh_tokens",
  "otp_tokens",
  "otp_challenges",
  "otp_sends",
  "sms_outbox",
  "restaurants",
  "media",
  "users",
];

/** The demo accounts only, and the demo owner's (bare) restaurant: fast, for tests. */
export async function seedDemo(db: Db): Promise<void> {
  const [adminHash, ownerHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.restaurant.password),
  ]);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ role: "admin", name: DEMO.admin.name, email: DEMO.admin.email, passwordHash: adminHash });
    const [owner] = await tx
      .insert(users)
      .values({ role: "restaurant", name: DEMO.restaurant.name, email: DEMO.restaurant.email, passwordHash: ownerHash })
      .returning({ id: users.id });
    if (!owner) throw new Error("seed: owner not created");
    await tx.insert(restaurants).values({ ownerId: owner.id, name: DEMO.restaurant.restaurantName });
    await tx.insert(users).values({
      role: "user",
      name: DEMO.customer.name,
      email: DEMO.customer.email,
      phone: DEMO.customer.phone,
      dateOfBirth: DEMO.customer.dateOfBirth,
      phoneVerified: true,
    });
    const [rider] = await tx
      .insert(users)
      .values({ role: "rider", name: DEMO.rider.name, phone: DEMO.rider.phone, phoneVerified: true })
      .returning({ id: users.id });
    if (!rider) throw new Error("seed: rider not created");
    await tx.insert(riders).values({
      userId: rider.id,
      vehicleType: DEMO.rider.vehicleType,
      vehicleNumber: DEMO.rider.vehicleNumber,
      isActive: true,
      isAvailable: true,
    });
  });
}

export interface SeedOptions extends SeedCatalogOptions {
  /**
   * The demo's order history after the catalogue (history/), up to the clock's now: on unless false, or over other
   * than 90 days. seedDemo alone (the API tests' template) never has one.
   */
  history?: boolean | { days: number };
}

/** Adds the order history when the options ask for it (they do unless told not to). */
async function seedHistory(db: Db, options: SeedOptions): Promise<SeedHistoryReport | null> {
  if (options.history === false) return null;
  const now = (options.clock ?? systemClock).now();
  return seedOrderHistory(db, { now, ...(typeof options.history === "object" ? options.history : {}) });
}

export interface SeedResult {
  accounts: boolean;
  catalog: SeedCatalogReport | null;
  history: SeedHistoryReport | null;
}

/**
 * Seeds what a database lacks: the accounts, the catalogue and the order history when it has no accounts; the
 * catalogue and the history when it has accounts but no categories and no dishes (a database from before the
 * catalogue existed).
 */
export async function seedIfEmpty(
  db: Db,
  storage: StorageProvider,
  options: SeedOptions = {},
): Promise<SeedResult | null> {
  const [accounts] = await db.select({ n: count() }).from(users);
  if ((accounts?.n ?? 0) === 0) {
    await seedDemo(db);
    const catalog = await seedCatalog(db, storage, options);
    return { accounts: true, catalog, history: await seedHistory(db, options) };
  }
  const [[categoryCount], [productCount]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
  ]);
  if ((categoryCount?.n ?? 0) > 0 || (productCount?.n ?? 0) > 0) return null;
  // Only over the demo accounts as seedDemo left them: the demo owner's restaurant there, no demo owners yet.
  const [demoRestaurant] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.email, DEMO.restaurant.email))
    .limit(1);
  const [owners] = await db.select({ n: count() }).from(users).where(like(users.email, "owner.%@demo.test"));
  if (!demoRestaurant || (owners?.n ?? 0) > 0) return null;
  const catalog = await seedCatalog(db, storage, options);
  return { accounts: false, catalog, history: await seedHistory(db, options) };
}

/** Artwork options for a seed started from a terminal: the machine's picture cache, and progress lines to `log`. */
export function terminalArtwork(cacheDir: string | undefined, log: (message: string) => void): DrawOptions {
  return { cache: cacheDir ? diskCache(cacheDir) : null, onProgress: reportPictures(log, cacheDir ?? null) };
}

/**
 * Progress lines while the demo's pictures are drawn (tens of seconds the first time on a slow machine): where they
 * come from, then every tenth of the drawing. The cache folder is named so the reader knows what to delete.
 */
function reportPictures(log: (message: string) => void, cacheDir: string | null) {
  let step = -1;
  return ({ done, total, cached }: DrawProgress) => {
    const toDraw = total - cached;
    if (step < 0) {
      step = 0;
      const kept = cacheDir ? ` (kept in ${cacheDir} for the next time)` : "";
      if (toDraw === 0) log(`Seeding the demo: ${total} pictures from the cache${cacheDir ? ` in ${cacheDir}` : ""}`);
      else if (cached > 0) log(`Seeding the demo: ${cached} pictures from the cache, drawing ${toDraw}${kept}…`);
      else log(`Seeding the demo: drawing ${total} pictures${kept}…`);
      return;
    }
    const reached = Math.floor(((done - cached) / toDraw) * 10);
    if (reached > step) {
      step = reached;
      log(`Seeding the demo: drawing pictures ${done - cached}/${toDraw}`);
    }
  };
}

/** Empties every table and seeds again (`npm run seed`), the order history included unless told otherwise. */
export async function resetAndSeed(
  db: Db,
  storage: StorageProvider,
  options: SeedOptions = {},
): Promise<SeedCatalogReport & { history: SeedHistoryReport | null }> {
  await db.execute(sql.raw(`truncate ${RESET_ORDER.join(", ")} restart identity cascade`));
  // Settings are not seed data but the platform's configuration: back to the default GST, never emptied.
  await db
    .insert(settings)
    .values({ id: 1, gstPercent: GST.default, updatedBy: null })
    .onConflictDoUpdate({
      target: settings.id,
      set: { gstPercent: GST.default, updatedBy: null, updatedAt: new Date() },
    });
  await db.execute(sql`alter sequence order_number_seq restart`);
  await seedDemo(db);
  const catalog = await seedCatalog(db, storage, options);
  return { ...catalog, history: await seedHistory(db, options) };
}
