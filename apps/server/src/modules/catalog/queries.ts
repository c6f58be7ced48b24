/** SQL of the catalog module: categories and banners. */
import type { BannerLink } from "@zaika/contract/banner";
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { banners, categories } from "../../db/schema/catalog";
import { coupons } from "../../db/schema/coupons";
import { restaurants } from "../../db/schema/restaurants";

type Conn = Db | Tx;

export type CategoryRow = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

export async function listCategories(conn: Conn, options: { activeOnly: boolean }): Promise<CategoryRow[]> {
  return conn
    .select()
    .from(categories)
    .where(options.activeOnly ? eq(categories.isActive, true) : undefined)
    .orderBy(sql`lower(${categories.name})`, asc(categories.name), asc(categories.id));
}

export async function findCategory(conn: Conn, id: string): Promise<CategoryRow | null> {
  const [row] = await conn.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** Another category with this name, ignoring case (the unique index is on lower(name)). */
export async function categoryNameTaken(conn: Conn, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${name})`, exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertCategory(conn: Conn, values: { name: string; image: string | null; now: Date }) {
  const [row] = await conn
    .insert(categories)
    .values({ name: values.name, image: values.image, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error("category insert returned no row");
  return row;
}

export async function updateCategory(
  conn: Conn,
  id: string,
  values: { name?: string; image?: string | null; now: Date },
): Promise<CategoryRow | null> {
  const [row] = await conn
    .update(categories)
    .set({
      ...(values.name !== undefined && { name: values.name }),
      ...(values.image !== undefined && { image: values.image }),
      updatedAt: values.now,
    })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export async function toggleCategory(conn: Conn, id: string, now: Date): Promise<CategoryRow | null> {
  const [row] = await conn
    .update(categories)
    .set({ isActive: sql`not ${categories.isActive}`, updatedAt: now })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export async function listBanners(conn: Conn, options: { activeOnly: boolean }): Promise<BannerRow[]> {
  return conn
    .select()
    .from(banners)
    .where(options.activeOnly ? eq(banners.isActive, true) : undefined)
    .orderBy(asc(banners.position), asc(banners.createdAt), asc(banners.id));
}

export async function nextBannerPosition(conn: Conn): Promise<number> {
  const [row] = await conn.select({ last: max(banners.position) }).from(banners);
  return row?.last == null ? 0 : row.last + 1;
}

export async function insertBanner(
  conn: Conn,
  values: { imageUrl: string; position: number; link: BannerLink | null; now: Date },
) {
  const [row] = await conn
    .insert(banners)
    .values({
      imageUrl: values.imageUrl,
      position: values.position,
      linkKind: values.link?.kind ?? null,
      linkTarget: values.link?.target ?? null,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error("banner insert returned no row");
  return row;
}

export async function deleteBanner(conn: Conn, id: string): Promise<BannerRow | null> {
  const [row] = await conn.delete(banners).where(eq(banners.id, id)).returning();
  return row ?? null;
}

/**
 * Whether a banner's link leads somewhere that exists: the coupon with that code, the restaurant or the category with
 * that id (any state: an admin may link a banner before switching its target on). Ids are UUIDs, checked by the caller.
 */
export async function bannerTargetExists(conn: Conn, link: BannerLink): Promise<boolean> {
  const [row] =
    link.kind === "offer"
      ? await conn.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, link.target)).limit(1)
      : link.kind === "restaurant"
        ? await conn.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, link.target)).limit(1)
        : await conn.select({ id: categories.id }).from(categories).where(eq(categories.id, link.target)).limit(1);
  return Boolean(row);
}
