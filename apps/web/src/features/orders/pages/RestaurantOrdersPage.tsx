/**
 * /restaurant/orders: the owner's orders, filtered by status and date and paged. New orders arrive live (events
 * refresh the ["orders"] queries) and ring a repeating beep with a count in the tab title until acknowledged.
 */
import type { OrderSummary } from "@zaika/contract/order";
import { BellRing, ClipboardList } from "lucide-react";
import { useMyRestaurant } from "../../../api/restaurants";
import { KitchenControls } from "../../../components/kitchen/KitchenControls";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { Link } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useRestaurantOrders } from "../api/get-restaurant-orders";
import { AcceptCountdown } from "../components/AcceptCountdown";
import { newOrdersListText, useRestaurantNewOrderAlert } from "../components/NewOrderAlert";
import { OrderFilters } from "../components/OrderFilters";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { RestaurantOrderActions } from "../components/RestaurantOrderActions";
import { ScheduledOrders } from "../components/ScheduledOrders";
import { useListParams } from "../lib/use-list-params";

export const RESTAURANT_ORDERS_LIMIT = 10;

export function newOrdersTitle(count: number): string {
  return count > 0 ? t("orders:newOrdersTitle", { count }) : t("orders:ordersTitle");
}

function OrderRow({ order, onOpen }: { order: OrderSummary; onOpen: (orderId: string) => void }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={paths.restaurant.order.getHref(order._id)}
              onClick={() => onOpen(order._id)}
              className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t("orders:orderTitle", { number: order.orderNumber })}
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-sm text-gray-700">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> · {order.user.name}
          </p>
          <p className="mt-1 text-sm text-gray-800">
            {t("orders:itemsWithNames", { count: order.itemCount, names: order.itemNames.join(", ") })}
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold text-gray-900">{formatRupees(order.finalTotal)}</p>
          <p className="text-sm text-gray-700">
            {order.paymentMode === "COD" ? t("orders:paymentModeCod") : t("orders:paidOnline")}
          </p>
        </div>
      </div>
      {order.status === "PENDING" && (
        <div className="mt-2">
          <AcceptCountdown acceptBy={order.acceptBy} />
        </div>
      )}
      <div className="mt-3">
        <RestaurantOrderActions order={order} onAct={onOpen} />
      </div>
    </li>
  );
}

export function RestaurantOrdersPage() {
  const { page, status, startDate, endDate, update } = useListParams();
  const restaurant = useMyRestaurant();
  const restaurantId = restaurant.data?._id;
  const alert = useRestaurantNewOrderAlert(restaurantId);
  useTitle(newOrdersTitle(alert.count));

  const orders = useRestaurantOrders(restaurantId, {
    page,
    limit: RESTAURANT_ORDERS_LIMIT,
    status,
    startDate: startDate || undefined,
    endDate: endDate || undefined,
  });

  const filtered = Boolean(status || startDate || endDate);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("orders:ordersTitle")}</h1>
        <p className="mt-1 text-gray-700">{t("orders:restaurantOrdersIntro")}</p>
      </div>

      <div aria-live="polite">
        {alert.count > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-yellow-50 p-4 ring-2 ring-yellow-400">
            <p className="flex items-center gap-2 font-semibold text-gray-900">
              <BellRing className="size-5 text-yellow-800" aria-hidden="true" />
              {newOrdersListText(alert.count, alert.orderNumbers)}
            </p>
            <Button onClick={alert.acknowledgeAll}>{t("orders:acknowledgeNew")}</Button>
          </div>
        )}
      </div>

      <KitchenControls restaurantId={restaurantId} />
      <ScheduledOrders restaurantId={restaurantId} />

      <OrderFilters
        withEndDate
        values={{ status: status ?? "", startDate, endDate }}
        onChange={(changes) => update(changes)}
      />

      {restaurant.isError ? (
        <ErrorState
          title={t("orders:restaurantLoadFailed")}
          message={messageText(errorMessage(restaurant.error))}
          onRetry={() => restaurant.refetch()}
          retrying={restaurant.isFetching}
        />
      ) : restaurant.isPending || orders.isPending ? (
        <ListSkeleton
          label={t("orders:loadingOrders")}
          rows={4}
          rowClassName="rounded-2xl bg-white p-4 ring-1 ring-gray-200"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-64" />
        </ListSkeleton>
      ) : orders.isError ? (
        <ErrorState
          title={t("orders:ordersLoadFailed")}
          message={messageText(errorMessage(orders.error))}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={filtered ? t("orders:noOrdersMatch") : t("orders:noOrdersYet")}
          description={filtered ? t("orders:tryAnotherStatus") : t("orders:newOrdersWithSound")}
        />
      ) : (
        <div className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
          <p className="text-sm text-gray-700">{t("orders:ordersCount", { count: orders.data.pagination.total })}</p>
          <ul className="space-y-3" aria-label={t("orders:ordersTitle")}>
            {orders.data.data.map((order) => (
              <OrderRow key={order._id} order={order} onOpen={alert.acknowledge} />
            ))}
          </ul>
          <Pagination
            label={t("orders:orderPages")}
            page={orders.data.pagination.page}
            totalPages={orders.data.pagination.totalPages}
            onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        </div>
      )}
    </div>
  );
}
