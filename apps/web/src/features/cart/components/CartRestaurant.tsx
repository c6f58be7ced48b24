/**
 * The cart's restaurant as the cart and payment pages head it: logo, name, open, paused or closed now, a link to its
 * menu.
 */
import type { CartResponse } from "@zaika/contract/cart";
import { pauseLabel } from "@zaika/contract/kitchen";
import { ChevronRight, Store } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** Tailwind's `lg`: from here the bill sits beside the items. */
export const WIDE_LAYOUT_QUERY = "(min-width: 1024px)";

export function RestaurantHeading({ restaurant }: { restaurant: NonNullable<CartResponse["restaurant"]> }) {
  const paused = restaurant.isOpenNow ? pauseLabel(restaurant.kitchen) : null;
  const taking = restaurant.isOpenNow && !paused;
  const status = !restaurant.isOpenNow ? "Closed now" : (paused ?? "Open now");
  return (
    <Link
      to={paths.user.restaurant.getHref(restaurant._id)}
      className="flex items-center gap-3 rounded-xl p-1 hover:bg-gray-50"
    >
      {restaurant.logo ? (
        <img src={restaurant.logo} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-lg bg-brand-50">
          <Store className="size-6 text-brand-700" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-gray-900">{restaurant.name}</span>
        <span className={`block text-sm ${taking ? "text-green-800" : "text-red-800"}`}>{status}</span>
      </span>
      <ChevronRight className="size-5 text-gray-500" aria-hidden="true" />
    </Link>
  );
}
