/**
 * The customer's orders under one filter, newest first, a page at a time ("Load more"); each row opens its order
 * page, and an ended order has Reorder beside it. Live: order events refetch the "orders" key (lib/live-events.ts),
 * so a status changes on screen by itself; an unpaid online order counts its minutes left to pay down.
 */
import type { OrderHistoryFilter } from "@zaika/contract/order-history";
import { reorderOffered } from "@zaika/contract/reorder";
import { ChevronRight, ShoppingBag } from "lucide-react";
import { CustomerOrderStatusBadge } from "../../../components/orders/CustomerOrderStatusBadge";
import { ReorderButton } from "../../../components/reorder/ReorderButton";
import { Button, buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { Link } from "../../../lib/router";
import { useMyOrders } from "../api/get-my-orders";

/** The contract's ORDER_HISTORY_EMPTY, in the app's language. */
const EMPTY_KEYS = {
  all: { title: "profile:emptyAllTitle", description: "profile:emptyAllText" },
  active: { title: "profile:emptyActiveTitle", description: "profile:emptyActiveText" },
  delivered: { title: "profile:emptyDeliveredTitle", description: "profile:emptyDeliveredText" },
  cancelled: { title: "profile:emptyCancelledTitle", description: "profile:emptyCancelledText" },
} as const satisfies Record<OrderHistoryFilter, { title: string; description: string }>;

export function OrderHistory({ show }: { show: OrderHistoryFilter }) {
  const orders = useMyOrders(show);

  if (orders.isPending) {
    return (
      <ListSkeleton
        label={t("profile:loadingOrders")}
        rows={3}
        rowClassName="rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      >
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-2 h-4 w-1/3" />
      </ListSkeleton>
    );
  }
  if (orders.isError) {
    return (
      <ErrorState
        title={t("profile:ordersLoadFailed")}
        message={messageText(errorMessage(orders.error))}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  const list = orders.data.pages.flatMap((page) => page.data);
  const total = orders.data.pages[0]?.pagination.total ?? 0;
  if (list.length === 0) {
    const empty = EMPTY_KEYS[show];
    return (
      <EmptyState
        icon={ShoppingBag}
        title={t(empty.title)}
        description={t(empty.description)}
        action={
          show === "all" ? (
            <Link to={paths.user.home.getHref()} className={buttonClassName()}>
              {t("profile:browseRestaurants")}
            </Link>
          ) : (
            <Link to={paths.user.orders.getHref()} className={buttonClassName({ variant: "secondary" })}>
              {t("profile:showAllOrders")}
            </Link>
          )
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <ul
        aria-label={t("orders:ordersTitle")}
        className="divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      >
        {list.map((order) => (
          // The row opens the order; Reorder sits beside the link (below it on phones), never inside it.
          <li key={order._id} className="flex flex-col sm:flex-row sm:items-center">
            <Link
              to={paths.user.orderHistory.getHref(order._id)}
              className="flex min-w-0 flex-1 items-center gap-3 px-4 py-4 hover:bg-gray-50 sm:gap-4 sm:px-5"
            >
              <div className="min-w-0 flex-1">
                <p
                  id={`order-${order._id}-restaurant`}
                  className="flex flex-wrap items-center gap-2 font-semibold text-gray-900"
                >
                  {order.restaurant.name}
                  <CustomerOrderStatusBadge order={order} />
                </p>
                <p className="truncate text-sm text-gray-700">{order.itemNames.join(", ")}</p>
                <p id={`order-${order._id}-number`} className="text-sm text-gray-700">
                  {t("profile:orderLine", { number: order.orderNumber, time: formatDateTime(order.createdAt) })}
                </p>
              </div>
              <span className="font-semibold text-gray-900">{formatRupees(order.finalTotal)}</span>
              <ChevronRight className="size-5 shrink-0 text-gray-500" aria-hidden="true" />
            </Link>
            {reorderOffered(order.status) && (
              <div className="px-4 pb-4 sm:py-4 sm:pr-5 sm:pl-0">
                {/* Every row's button is named Reorder; its description says which order it repeats. */}
                <ReorderButton
                  order={order}
                  size="sm"
                  describedBy={`order-${order._id}-restaurant order-${order._id}-number`}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-gray-700" aria-live="polite">
        {t("profile:showingOrders", { count: total, shown: list.length })}
      </p>
      {orders.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage}>
            {t("profile:loadMoreOrders")}
          </Button>
        </div>
      )}
    </div>
  );
}
