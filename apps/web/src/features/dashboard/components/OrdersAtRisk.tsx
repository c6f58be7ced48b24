/**
 * The admin dashboard's panel of unanswered orders (issue 12): each with its restaurant's phones to call, how long it
 * has waited and a countdown to its auto-cancel, counted on from the moment the server answered (no clock skew).
 */
import { formatCountdown } from "@zaika/contract/escalation";
import type { PaymentMode } from "@zaika/contract/order-status";
import { ShieldCheck } from "lucide-react";
import { Badge } from "../../../components/ui/Badge";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import { useOrdersAtRisk } from "../api/get-orders-at-risk";
import { useElapsedSeconds } from "../lib/use-elapsed-seconds";

/** The catalog key of each payment mode's label (the contract's PAYMENT_MODE_LABELS in English). */
const PAYMENT_MODE_KEYS = {
  COD: "dashboard:paymentCod",
  ONLINE: "dashboard:paymentOnline",
} as const satisfies Record<PaymentMode, string>;

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
          {order.smsSentAt ? (
            <Badge tone="yellow">{t("dashboard:smsSent")}</Badge>
          ) : (
            <Badge tone="red">{t("dashboard:smsNotSent")}</Badge>
          )}
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
            · {formatRupees(order.finalTotal)} · {t(PAYMENT_MODE_KEYS[order.paymentMode])}
          </span>
        </p>
        {order.restaurant.phones.length > 0 ? (
          <p className="flex flex-wrap gap-x-3 text-sm">
            {order.restaurant.phones.map((phone) => (
              <a
                key={phone}
                href={`tel:${phone}`}
                className="text-brand-800 underline underline-offset-4"
                aria-label={t("dashboard:callRestaurantOn", { name: order.restaurant.name, phone })}
              >
                {phone}
              </a>
            ))}
          </p>
        ) : (
          <p className="text-sm text-gray-700">{t("dashboard:noPhone")}</p>
        )}
      </div>
      <div className="shrink-0 text-left text-sm tabular-nums sm:text-right">
        <p className="font-semibold text-red-800">
          {left > 0 ? t("dashboard:autoCancelsIn", { time: formatCountdown(left) }) : t("dashboard:cancellingNow")}
        </p>
        <p className="text-gray-700">
          {t("dashboard:waiting", { time: formatCountdown(order.waitingSeconds + elapsedSeconds) })}
        </p>
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
          {t("dashboard:atRiskTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("dashboard:atRiskIntro")}</p>
      </div>
      {query.isError && (
        <ErrorState
          title={query.data ? t("dashboard:atRiskRefreshFailed") : t("dashboard:atRiskLoadFailed")}
          message={messageText(errorMessage(query.error))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data ? (
        orders.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title={t("dashboard:atRiskEmptyTitle")}
            description={t("dashboard:atRiskEmptyDescription")}
          />
        ) : (
          <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-gray-200">
            <ul aria-label={t("dashboard:atRiskList")} className="divide-y divide-gray-100">
              {orders.map((order) => (
                <AtRiskRow key={order._id} order={order} elapsedSeconds={elapsedSeconds} />
              ))}
            </ul>
            {query.data.total > orders.length && (
              <p className="border-t border-gray-100 py-3 text-sm text-gray-700">
                {t("dashboard:andMore", { number: query.data.total - orders.length })}
              </p>
            )}
          </div>
        )
      ) : (
        !query.isError && (
          <ListSkeleton label={t("dashboard:atRiskLoading")} rows={2} rowClassName="space-y-2 rounded-2xl bg-white p-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-56" />
          </ListSkeleton>
        )
      )}
    </section>
  );
}
