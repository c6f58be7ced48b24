/**
 * The admin dashboard's panel of unanswered orders (issue 12): each with its restaurant's phones to call, how long it
 * has waited and a countdown to its auto-cancel, counted on from the moment the server answered (no clock skew).
 */
import { formatCountdown } from "@zaika/contract/escalation";
import { PAYMENT_MODE_LABELS } from "@zaika/contract/order-status";
import { formatRupees } from "@zaika/contract/pricing";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/Badge";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useOrdersAtRisk } from "../api/get-orders-at-risk";
import { useElapsedSeconds } from "../lib/use-elapsed-seconds";

type AtRiskOrder = NonNullable<ReturnType<typeof useOrdersAtRisk>["data"]>["data"][number];

function AtRiskRow({ order, elapsedSeconds }: { order: AtRiskOrder; elapsedSeconds: number }) {
  const left = order.secondsLeft - elapsedSeconds;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.admin.orderHistory.getHref(order._id)}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {order.orderNumber}
          </Link>
          {order.smsSentAt ? <Badge tone="yellow">SMS sent</Badge> : <Badge tone="red">SMS not sent yet</Badge>}
        </p>
        <p className="text-sm text-gray-900">
          <Link
            to={paths.admin.restaurant.getHref(order.restaurant._id)}
            className="font-medium underline-offset-4 hover:underline"
          >
            {order.restaurant.name}
          </Link>
          <span className="text-gray-700">
            {" "}
            · {formatRupees(order.finalTotal)} · {PAYMENT_MODE_LABELS[order.paymentMode]}
          </span>
        </p>
        {order.restaurant.phones.length > 0 ? (
          <p className="flex flex-wrap gap-x-3 text-sm">
            {order.restaurant.phones.map((phone) => (
              <a
                key={phone}
                href={`tel:${phone}`}
                className="text-brand-800 underline underline-offset-4"
                aria-label={`Call ${order.restaurant.name} on ${phone}`}
              >
                {phone}
              </a>
            ))}
          </p>
        ) : (
          <p className="text-sm text-gray-700">No phone on file</p>
        )}
      </div>
      <div className="shrink-0 text-left text-sm tabular-nums sm:text-right">
        <p className="font-semibold text-red-800">
          {left > 0 ? `Auto-cancels in ${formatCountdown(left)}` : "Cancelling now"}
        </p>
        <p className="text-gray-700">Waiting {formatCountdown(order.waitingSeconds + elapsedSeconds)}</p>
      </div>
    </li>
  );
}

export function OrdersAtRisk() {
  const query = useOrdersAtRisk();
  const orders = query.data?.data ?? [];
  // Ticks only while there is something to count down.
  const elapsedSeconds = useElapsedSeconds(query.dataUpdatedAt, orders.length > 0);

  return (
    <section aria-labelledby="at-risk-heading" className="space-y-3">
      <div>
        <h2 id="at-risk-heading" className="text-lg font-semibold text-gray-900">
          Orders at risk
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Orders the restaurant has not accepted: it has been sent an SMS, and the order is cancelled with a full refund
          if nobody answers. Call the restaurant.
        </p>
      </div>
      {query.isError && (
        <ErrorState
          title={query.data ? "Could not refresh the orders at risk" : "Could not load the orders at risk"}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data ? (
        orders.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title="No orders waiting on a restaurant"
            description="An order shows here when its restaurant has not answered it in time."
          />
        ) : (
          <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-gray-200">
            <ul aria-label="Orders at risk, soonest cancel first" className="divide-y divide-gray-100">
              {orders.map((order) => (
                <AtRiskRow key={order._id} order={order} elapsedSeconds={elapsedSeconds} />
              ))}
            </ul>
            {query.data.total > orders.length && (
              <p className="border-t border-gray-100 py-3 text-sm text-gray-700">
                and {query.data.total - orders.length} more
              </p>
            )}
          </div>
        )
      ) : (
        !query.isError && (
          <ListSkeleton label="Loading the orders at risk" rows={2} rowClassName="space-y-2 rounded-2xl bg-white p-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-56" />
          </ListSkeleton>
        )
      )}
    </section>
  );
}
