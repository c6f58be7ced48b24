/**
 * Where a linked banner leads (issue 14) and how its link is read out: an offer opens the offers page at its code, a
 * restaurant its page, a category its page (whose link carries the category's name, found among the categories the
 * home page reads; without it the page is still right, only titled "Category").
 */
import type { BannerLink } from "@zaika/contract/banner";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";

export type BannerDestination = { href: string; label: string };

export function bannerDestination(
  link: BannerLink | null,
  categoryName: (id: string) => string | undefined,
): BannerDestination | null {
  if (!link) return null;
  if (link.kind === "offer")
    return { href: paths.user.offers.getHref(link.target), label: t("home:seeOffer", { code: link.target }) };
  if (link.kind === "restaurant")
    return { href: paths.user.restaurant.getHref(link.target), label: t("home:openRestaurant") };
  const name = categoryName(link.target);
  return {
    href: paths.user.category.getHref(link.target, name ?? ""),
    label: name ? t("home:seeCategoryNamed", { name }) : t("home:seeCategory"),
  };
}
