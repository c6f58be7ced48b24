/**
 * The seed's offers and home banners (issue 14): the coupons the banners advertise, then the banners, each linked to an
 * offer (its code), a restaurant or a category (their ids, looked up from what the catalogue just inserted).
 */
import type { Tx } from "../client";
import { banners } from "../schema/catalog";
import { coupons } from "../schema/coupons";
import { BANNER_LINKS, BANNERS, COUPONS } from "./content/banners";

export interface OfferRefs {
  /** Banner pictures by banner slug. */
  bannerPicture: ReadonlyMap<string, string>;
  /** Restaurant ids by slug, category ids by name. */
  restaurantId: ReadonlyMap<string, string>;
  categoryId: ReadonlyMap<string, string>;
  now: number;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: ${what} is missing`);
  return value;
};

export async function seedOffersAndBanners(tx: Tx, refs: OfferRefs): Promise<void> {
  const { now } = refs;
  await tx
    .insert(coupons)
    .values(COUPONS.map((coupon) => ({ ...coupon, createdAt: new Date(now), updatedAt: new Date(now) })))
    // A catalogue added to a database that kept its offers (the accounts and catalogue were reset without them).
    .onConflictDoNothing({ target: coupons.code });
  const linkTarget = (link: (typeof BANNER_LINKS)[string]) =>
    link.kind === "offer"
      ? link.target
      : link.kind === "restaurant"
        ? need(refs.restaurantId.get(link.target), `restaurant ${link.target}`)
        : need(refs.categoryId.get(link.target), `category ${link.target}`);
  await tx.insert(banners).values(
    BANNERS.map((banner, i) => {
      const link = BANNER_LINKS[banner.slug];
      return {
        imageUrl: need(refs.bannerPicture.get(banner.slug), `banner ${banner.slug}`),
        position: i + 1,
        isActive: true,
        linkKind: link?.kind ?? null,
        linkTarget: link ? linkTarget(link) : null,
        createdAt: new Date(now - (BANNERS.length - i) * 60_000),
      };
    }),
  );
}
