/** The customer's orders, newest first and paged; each opens its order page. Live through the "orders" key. */

import { ORDER_STATUS_LABELS, statusTone } from "@zaika/contract/order-status";
import { formatRupees } from "@zaika/contract/pricing";
import { ChevronRight, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/Badge";
import { buttonClassName } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/india-time";
import { useMyOrders } from "../api/get-my-orders";

export function OrderHistory() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);

  if (orders.isPending) {
    return (
      <ListSkeleton label="Loading your orders" rows={3} rowClassName="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-2 h-4 w-1/3" />
      </ListSkeleton>
    );
  }
  if (orders.isError) {
    return (
      <ErrorState
        title="Could not load your orders"
        message={errorMessage(orders.error)}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.data.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title="No orders yet"
        description="Your orders will show here once you place one."
        action={
          <Link to={paths.user.home.getHref()} className={buttonClassName()}>
            Browse restaurants
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
      <ul className="divide-y divide-gray-200 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        {orders.data.data.map((order) => (
          <li key={order._id}>
            <Link
              to={paths.user.orderHistory.getHref(order._id)}
              className="flex items-center gap-4 px-5 py-4 hover:bg-gray-50"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                  {order.restaurant.name}
                  <Badge tone={statusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                </p>
                <p className="truncate text-sm text-gray-700">{order.itemNames.join(", ")}</p>
                <p className="text-sm text-gray-700">
                  Order {order.orderNumber} · {formatDateTime(order.createdAt)}
                </p>
              </div>
              <span className="font-semibold text-gray-900">{formatRupees(order.finalTotal)}</span>
              <ChevronRight className="size-5 text-gray-500" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        label="Order history pages"
        page={orders.data.pagination.page}
        totalPages={orders.data.pagination.totalPages}
        onPageChange={setPage}
      />
    </div>
  );
}
