/** The period's best-selling dishes of a restaurant, most sold first. */
import type { RestaurantRevenue } from "@zaika/contract/reports";
import { formatRupees, t } from "../../../lib/i18n";

export function BestSellers({ dishes }: { dishes: RestaurantRevenue["bestSellers"] }) {
  return (
    <section aria-labelledby="best-sellers-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id="best-sellers-heading" className="font-semibold text-gray-900">
        {t("dashboard:bestSellers")}
      </h3>
      {dishes.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("dashboard:noDishesSold")}</p>
      ) : (
        <ol className="mt-2 divide-y divide-gray-100">
          {dishes.map((dish, index) => (
            <li key={dish.productId} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="mr-2 text-sm text-gray-700">{index + 1}.</span>
                <span className="font-medium text-gray-900">{dish.name}</span>
              </span>
              <span className="shrink-0 text-right text-sm text-gray-800 tabular-nums">
                {t("dashboard:soldLine", { quantity: dish.quantity, amount: formatRupees(dish.gross) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
