/**
 * The restaurant's scheduled orders that have not reached its kitchen yet, soonest slot first (issue 12): each goes
 * to the kitchen, with the new-order alert, at its slot less the preparation and the ride.
 */

import { CalendarClock } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { slotText } from "../../../lib/slot-label";
import { useRestaurantOrders } from "../api/get-restaurant-orders";

export const SCHEDULED_ORDERS_LIMIT = 20;

export function ScheduledOrders({ restaurantId }: { restaurantId: string | undefined }) {
  const headingId = useId();
  const orders = useRestaurantOrders(restaurantId, { page: 1, limit: SCHEDULED_ORDERS_LIMIT, scheduled: "true" });
  const now = new Date();
  let body: ReactNode;
  if (orders.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (orders.isError) {
    body = (
      <ErrorState
        title={t("orders:scheduledLoadFailed")}
        message={messageText(errorMessage(orders.error))}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.data.length === 0) {
    body = <p className="text-sm text-gray-700">{t("orders:noScheduled")}</p>;
  } else {
    body = (
      <ul className="divide-y divide-gray-200" aria-labelledby={headingId}>
        {orders.data.data.map((order) => (
          <li key={order._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <Link
                to={paths.restaurant.order.getHref(order._id)}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {t("orders:orderTitle", { number: order.orderNumber })}
              </Link>
              <span className="block text-sm text-gray-700">
                {t("orders:itemsWithNames", { count: order.itemCount, names: order.itemNames.join(", ") })}
              </span>
            </span>
            <span className="text-right text-sm">
              <span className="block font-semibold text-gray-900">
                {order.scheduledFor ? slotText(new Date(order.scheduledFor), now) : ""}
              </span>
              <span className="block text-gray-700">{formatRupees(order.finalTotal)}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        {t("orders:scheduled")}
        {orders.data && orders.data.pagination.total > 0 && (
          <span className="rounded-full bg-brand-50 px-2 text-sm text-brand-800">{orders.data.pagination.total}</span>
        )}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
