/** Catalog rules: categories (unique names, active flag) and home-page banners. */
import { BANNER_MESSAGES, type Banner, type BannerLink } from "@zaika/contract/banner";
import { CATEGORY_MESSAGES, type Category } from "@zaika/contract/category";
import { IdSchema } from "@zaika/contract/common";
import { isUniqueViolation } from "../../db/errors";
import type { ModuleDeps } from "../../deps";
import { BusinessRule, Conflict, NotFound } from "../../lib/errors";
import { saveImage } from "../../lib/images";
import { releaseImages, removeFiles } from "../media/service";
import * as q from "./queries";

export type CatalogDeps = Pick<ModuleDeps, "db" | "clock" | "events" | "storage">;
type ReadDeps = Pick<CatalogDeps, "db">;
type WriteDeps = Pick<CatalogDeps, "db" | "clock" | "events">;

const toCategory = (row: q.CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

const toBanner = (row: q.BannerRow): Banner => ({
  _id: row.id,
  imageUrl: row.imageUrl,
  position: row.position,
  isActive: row.isActive,
  link: row.linkKind && row.linkTarget ? { kind: row.linkKind, target: row.linkTarget } : null,
  createdAt: row.createdAt.toISOString(),
});

/** Runs a category write; two admins racing past the name check are stopped by the unique index. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(CATEGORY_MESSAGES.duplicate, "name");
    throw error;
  }
}

const catalogChanged = (deps: Pick<CatalogDeps, "events">) => deps.events.publish({ type: "catalog.changed" });

// ---------------------------------------------------------------------------------------------------------------
// Categories

/** Admins see every category; customers and visitors only active ones. Sorted by name. */
export async function listCategories(deps: ReadDeps, options: { includeInactive: boolean }) {
  const rows = await q.listCategories(deps.db, { activeOnly: !options.includeInactive });
  return { categories: rows.map(toCategory) };
}

export async function createCategory(deps: WriteDeps, input: { name: string; image?: string | null }) {
  const row = await guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      if (await q.categoryNameTaken(tx, input.name)) throw new Conflict(CATEGORY_MESSAGES.duplicate, "name");
      return q.insertCategory(tx, { name: input.name, image: input.image ?? null, now: deps.clock.now() });
    }),
  );
  await catalogChanged(deps);
  return { success: true as const, message: CATEGORY_MESSAGES.added, category: toCategory(row) };
}

export async function updateCategory(
  deps: CatalogDeps,
  id: string,
  input: { name?: string | undefined; image?: string | null | undefined },
) {
  const { row, unusedImages } = await guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      const current = await q.findCategory(tx, id);
      if (!current) throw new NotFound(CATEGORY_MESSAGES.notFound);
      if (input.name !== undefined && (await q.categoryNameTaken(tx, input.name, id)))
        throw new Conflict(CATEGORY_MESSAGES.duplicate, "name");
      const updated = await q.updateCategory(tx, id, { ...input, now: deps.clock.now() });
      if (!updated) throw new NotFound(CATEGORY_MESSAGES.notFound);
      const replaced = input.image !== undefined && current.image !== updated.image;
      // The old picture goes only if nothing at all still shows it (another category, a restaurant, a dish, a banner).
      return { row: updated, unusedImages: replaced ? await releaseImages(tx, [current.image]) : [] };
    }),
  );
  await removeFiles(deps.storage, unusedImages);
  await catalogChanged(deps);
  return { success: true as const, message: CATEGORY_MESSAGES.updated, category: toCategory(row) };
}

export async function toggleCategoryStatus(deps: WriteDeps, id: string) {
  const row = await q.toggleCategory(deps.db, id, deps.clock.now());
  if (!row) throw new NotFound(CATEGORY_MESSAGES.notFound);
  await catalogChanged(deps);
  return { success: true as const, message: CATEGORY_MESSAGES.statusUpdated, category: toCategory(row) };
}

// ---------------------------------------------------------------------------------------------------------------
// Banners

/** Admins see every banner; everyone else only active ones. Ordered by position, then age. */
export async function listBanners(deps: ReadDeps, options: { includeInactive: boolean }) {
  const rows = await q.listBanners(deps.db, { activeOnly: !options.includeInactive });
  return { data: rows.map(toBanner) };
}

/**
 * Processes the image (banner size, WebP) and adds the banner; without a position it goes last. A link must lead to
 * something that exists (422 naming it otherwise), checked before the picture is stored.
 */
export async function addBanner(
  deps: CatalogDeps,
  input: { image: Buffer; position?: number | undefined; link?: BannerLink | null },
) {
  const link = input.link ?? null;
  // An id that is not a UUID names nothing; asking the database would only fail on the type.
  const exists =
    link === null ||
    ((link.kind === "offer" || IdSchema.safeParse(link.target).success) && (await q.bannerTargetExists(deps.db, link)));
  if (!exists)
    throw new BusinessRule(BANNER_MESSAGES.linkTargetMissing(link.kind, link.target), [
      { field: "linkTarget", message: BANNER_MESSAGES.linkTargetMissing(link.kind, link.target) },
    ]);
  const { url } = await saveImage(deps.storage, input.image, "banner");
  let row: q.BannerRow;
  try {
    row = await deps.db.transaction(async (tx) =>
      q.insertBanner(tx, {
        imageUrl: url,
        position: input.position ?? (await q.nextBannerPosition(tx)),
        link,
        now: deps.clock.now(),
      }),
    );
  } catch (error) {
    await deps.storage.remove(url).catch(() => {});
    throw error;
  }
  await catalogChanged(deps);
  return { success: true as const, message: BANNER_MESSAGES.added, data: toBanner(row) };
}

export async function removeBanner(deps: Pick<CatalogDeps, "db" | "events" | "storage">, id: string) {
  const unusedImages = await deps.db.transaction(async (tx) => {
    const row = await q.deleteBanner(tx, id);
    if (!row) throw new NotFound(BANNER_MESSAGES.notFound);
    // An admin may have used the banner's picture elsewhere (a category, a restaurant): then the file stays.
    return releaseImages(tx, [row.imageUrl]);
  });
  // The row is gone, so the banner is gone for everyone; a file left behind is only wasted space.
  await removeFiles(deps.storage, unusedImages);
  await catalogChanged(deps);
  return { success: true as const, message: BANNER_MESSAGES.removed };
}
