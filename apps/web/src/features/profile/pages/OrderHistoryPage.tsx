/**
 * /user/profile/order-history: the customer's orders, newest first, with a status filter (All, Active, Delivered,
 * Cancelled) kept in the URL (`?show=`), so Back and a reload return to the same view. "View My Orders" on the order
 * success screen opens it, the new order on top.
 */
import { historyFilterOf, ORDER_HISTORY_FILTERS, type OrderHistoryFilter } from "@zaika/contract/order-history";
import { ChevronLeft } from "lucide-react";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link, useSearchParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { OrderHistory } from "../components/OrderHistory";

/** The contract's ORDER_HISTORY_FILTER_LABELS, in the app's language. */
const FILTER_KEYS = {
  all: "profile:filterAll",
  active: "profile:filterActive",
  delivered: "profile:filterDelivered",
  cancelled: "profile:filterCancelled",
} as const satisfies Record<OrderHistoryFilter, string>;

export function OrderHistoryPage() {
  useTitle(t("profile:myOrders"));
  const [params] = useSearchParams();
  const show = historyFilterOf(params.get("show"));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.user.profile.getHref()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t("profile:myProfile")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{t("profile:myOrders")}</h1>
      <nav aria-label={t("profile:showOrders")} className="mt-4 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {ORDER_HISTORY_FILTERS.map((filter) => {
            const current = filter === show;
            return (
              <li key={filter}>
                <Link
                  to={paths.user.orders.getHref(filter)}
                  replace
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 ${
                    current
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-gray-900 ring-gray-300 hover:bg-gray-50"
                  }`}
                >
                  {t(FILTER_KEYS[filter])}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">
        <OrderHistory show={show} />
      </div>
    </div>
  );
}
