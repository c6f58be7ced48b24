/**
 * /admin/orders: every order, searched by order number (debounced 300 ms), filtered by status and start date and
 * paged 5 at a time (spec §7, §9); 'Failed to fetch orders' on error (spec §8). A table on wide screens, labelled
 * cards on phones; each order opens /admin/order-history/{id}.
 */
import { ADMIN_ORDERS_LIMIT } from "@zaika/contract/constants";
import type { OrderSummary } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { ClipboardList } from "lucide-react";
import { type DataColumn, DataTable } from "../../../components/admin/DataTable";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { TextField } from "../../../components/ui/TextField";
import { paths } from "../../../config/paths";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { Link } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { useAdminOrders } from "../api/get-admin-orders";
import { OrderFilters } from "../components/OrderFilters";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { useListParams } from "../lib/use-list-params";

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Link
      to={paths.admin.orderHistory.getHref(order._id)}
      className="font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

/** The orders list's columns: a table on wide screens, labelled cards on phones (components/admin/DataTable). */
function orderColumns(): DataColumn<OrderSummary>[] {
  return [
    { header: t("orders:colOrder"), cell: (order) => <OrderLink order={order} /> },
    { header: t("orders:colPlaced"), cell: (order) => formatDateTime(order.createdAt) },
    { header: t("orders:roleCustomer"), cell: (order) => order.user.name },
    { header: t("orders:roleRestaurant"), cell: (order) => order.restaurant.name },
    { header: t("orders:colRider"), cell: (order) => order.rider?.name ?? "—" },
    { header: t("orders:colTotal"), numeric: true, cell: (order) => formatRupees(order.finalTotal) },
    { header: t("cart:paymentTitle"), cell: (order) => `${order.paymentMode} · ${order.paymentStatus}` },
    { header: t("orders:status"), cell: (order) => <OrderStatusBadge status={order.status} /> },
  ];
}

export function AdminOrdersPage() {
  useTitle(t("orders:ordersTitle"));
  // The order-number search is debounced 300 ms into the URL (DEBOUNCE_MS.orderSearch).
  const { page, status, startDate, search, text, setText, update } = useListParams();

  const orders = useAdminOrders({
    page,
    limit: ADMIN_ORDERS_LIMIT,
    orderNumber: search || undefined,
    status,
    startDate: startDate || undefined,
  });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("orders:ordersTitle")}</h1>
        <p className="mt-1 text-gray-700">{t("orders:adminOrdersIntro")}</p>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <TextField
          label={t("orders:searchByNumber")}
          type="search"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("orders:searchPlaceholder")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-64"
        />
        <OrderFilters values={{ status: status ?? "", startDate }} onChange={(changes) => update(changes)} />
      </div>

      {orders.isPending ? (
        <ListSkeleton
          label={t("orders:loadingOrders")}
          rows={ADMIN_ORDERS_LIMIT}
          rowClassName="rounded-xl bg-white p-4 ring-1 ring-gray-200"
        >
          <Skeleton className="h-5 w-2/3" />
        </ListSkeleton>
      ) : orders.isError ? (
        <ErrorState
          title={messageText(ORDER_MESSAGES.fetchFailed)}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t("orders:noOrdersFound")}
          description={search || status || startDate ? t("orders:tryAnotherFilter") : t("orders:ordersWillAppear")}
        />
      ) : (
        <div className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
          <p className="text-sm text-gray-700" aria-live="polite">
            {search
              ? t("orders:ordersCountMatching", { count: orders.data.pagination.total, search })
              : t("orders:ordersCount", { count: orders.data.pagination.total })}
          </p>
          <DataTable
            caption={t("orders:ordersTitle")}
            columns={orderColumns()}
            items={orders.data.data}
            itemKey={(order) => order._id}
          />
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
