/**
 * The cart's restaurant as the cart and payment pages head it: logo, name, open, paused or closed now, a link to its
 * menu.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { indiaClockTime } from "@zaika/contract/kitchen-rules";
import { IMAGE_MAX_EDGE } from "@zaika/contract/media-rules";
import { ChevronRight, Store } from "lucide-react";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";

/** Tailwind's `lg`: from here the bill sits beside the items. */
export const WIDE_LAYOUT_QUERY = "(min-width: 1024px)";

export function RestaurantHeading({ restaurant }: { restaurant: NonNullable<CartResponse["restaurant"]> }) {
  const { kitchen } = restaurant;
  const paused = restaurant.isOpenNow && kitchen.paused;
  const taking = restaurant.isOpenNow && !paused;
  let status = t("cart:openNow");
  if (!restaurant.isOpenNow) status = t("cart:closedNow");
  else if (paused) {
    status = kitchen.pausedUntil
      ? t("cart:pausedUntil", { time: indiaClockTime(new Date(kitchen.pausedUntil)) })
      : t("cart:pausedForNow");
  }
  return (
    <Link
      to={paths.user.restaurant.getHref(restaurant._id)}
      className="flex items-center gap-3 rounded-xl p-1 hover:bg-gray-50"
    >
      {restaurant.logo ? (
        <ResponsiveImage
          src={restaurant.logo}
          sizes="48px"
          maxWidth={IMAGE_MAX_EDGE.logo}
          width={48}
          height={48}
          eager
          className="size-12 rounded-lg object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-brand-50">
          <Store className="size-6 text-brand-700" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-bold break-words text-gray-900">{restaurant.name}</span>
        <span className={`block text-sm ${taking ? "text-green-800" : "text-red-800"}`}>{status}</span>
      </span>
      <ChevronRight className="size-5 text-gray-500" aria-hidden="true" />
    </Link>
  );
}
