/**
 * /admin/orders: every order, searched by order number (debounced 300 ms), filtered by status and start date and
 * paged 5 at a time (spec §7, §9); 'Failed to fetch orders' on error (spec §8). A table on wide screens, cards on
 * phones; each order opens /admin/order-history/{id}.
 */
import { ADMIN_ORDERS_LIMIT } from "@zaika/contract/constants";
import { ORDER_MESSAGES, type OrderSummary } from "@zaika/contract/order";
import { formatRupees } from "@zaika/contract/pricing";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Table, Td, Th } from "../../../components/ui/Table";
import { TextField } from "../../../components/ui/TextField";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "../../../components/ui/use-media-query";
import { paths } from "../../../config/paths";
import { formatDateTime } from "../../../lib/india-time";
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

function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <Table caption="Orders">
      <thead>
        <tr>
          <Th>Order</Th>
          <Th>Placed</Th>
          <Th>Customer</Th>
          <Th>Restaurant</Th>
          <Th>Rider</Th>
          <Th className="text-right">Total</Th>
          <Th>Payment</Th>
          <Th>Status</Th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <Td>
              <OrderLink order={order} />
            </Td>
            <Td>{formatDateTime(order.createdAt)}</Td>
            <Td>{order.user.name}</Td>
            <Td>{order.restaurant.name}</Td>
            <Td>{order.rider?.name ?? "—"}</Td>
            <Td className="text-right">{formatRupees(order.finalTotal)}</Td>
            <Td>
              {order.paymentMode} · {order.paymentStatus}
            </Td>
            <Td>
              <OrderStatusBadge status={order.status} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function OrderCards({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="space-y-3" aria-label="Orders">
      {orders.map((order) => (
        <li key={order._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-center justify-between gap-3">
            <OrderLink order={order} />
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-gray-700">{formatDateTime(order.createdAt)}</p>
          <p className="text-sm text-gray-800">
            {order.user.name} · {order.restaurant.name}
          </p>
          <p className="mt-1 flex justify-between text-sm">
            <span className="text-gray-700">
              {order.paymentMode} · {order.paymentStatus}
              {order.rider && ` · ${order.rider.name}`}
            </span>
            <span className="font-semibold text-gray-900">{formatRupees(order.finalTotal)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function AdminOrdersPage() {
  useTitle("Orders");
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
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
        <h1 className="text-2xl font-bold text-gray-900">Orders</h1>
        <p className="mt-1 text-gray-700">Every order on the platform, newest first.</p>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <TextField
          label="Search by order number"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 100042"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-64"
        />
        <OrderFilters values={{ status: status ?? "", startDate }} onChange={(changes) => update(changes)} />
      </div>

      {orders.isPending ? (
        <ListSkeleton
          label="Loading orders"
          rows={ADMIN_ORDERS_LIMIT}
          rowClassName="rounded-xl bg-white p-4 ring-1 ring-gray-200"
        >
          <Skeleton className="h-5 w-2/3" />
        </ListSkeleton>
      ) : orders.isError ? (
        <ErrorState title={ORDER_MESSAGES.fetchFailed} onRetry={() => orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No orders found"
          description={
            search || status || startDate ? "Try another order number or filter." : "Orders will appear here."
          }
        />
      ) : (
        <div className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
          <p className="text-sm text-gray-700" aria-live="polite">
            {orders.data.pagination.total} order{orders.data.pagination.total === 1 ? "" : "s"}
            {search && ` matching “${search}”`}
          </p>
          {wide ? <OrdersTable orders={orders.data.data} /> : <OrderCards orders={orders.data.data} />}
          <Pagination
            label="Order pages"
            page={orders.data.pagination.page}
            totalPages={orders.data.pagination.totalPages}
            onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        </div>
      )}
    </div>
  );
}
