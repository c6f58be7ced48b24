/** The restaurants with the highest GMV in the period, each linked to its page. */
import type { PlatformRevenue } from "@zaika/contract/reports";
import { paths } from "../../../config/paths";
import { formatRupees, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";

export function TopRestaurants({ restaurants }: { restaurants: PlatformRevenue["topRestaurants"] }) {
  return (
    <section
      aria-labelledby="top-restaurants-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h3 id="top-restaurants-heading" className="font-semibold text-gray-900">
        {t("dashboard:topRestaurants")}
      </h3>
      {restaurants.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("dashboard:noRestaurantDelivered")}</p>
      ) : (
        <ol className="mt-2 divide-y divide-gray-100">
          {restaurants.map((restaurant, index) => (
            <li key={restaurant.restaurantId} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="mr-2 text-sm text-gray-700">{index + 1}.</span>
                <Link
                  to={paths.admin.restaurant.getHref(restaurant.restaurantId)}
                  className="font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  {restaurant.name}
                </Link>
              </span>
              <span className="shrink-0 text-right text-sm text-gray-800 tabular-nums">
                {t("dashboard:restaurantOrders", { count: restaurant.orders, amount: formatRupees(restaurant.gmv) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
