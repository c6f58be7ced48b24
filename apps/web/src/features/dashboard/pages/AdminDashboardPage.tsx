/**
 * /admin: the administrator's dashboard (spec §2, issue 11): the orders restaurants have not answered (issue 12), today
 * across the platform, revenue over the last 7, 30 or 90 days as a chart with the top restaurants, then a card for
 * every section of the admin menu.
 */
import { ORDER_STATUSES, type OrderStatus } from "@zaika/contract/order-status";
import type { OrderOverview, PlatformRevenue } from "@zaika/contract/reports";
import { ChartColumn } from "lucide-react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { adminNav } from "../../../config/navigation";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useOrderOverview } from "../api/get-order-overview";
import { usePlatformRevenue } from "../api/get-platform-revenue";
import { ChartSkeleton, StatsSkeleton } from "../components/DashboardSkeleton";
import { DaysSelect } from "../components/DaysSelect";
import { OrdersAtRisk } from "../components/OrdersAtRisk";
import { RevenueChart } from "../components/RevenueChart";
import { SectionCards } from "../components/SectionCards";
import { StatList } from "../components/StatList";
import { TopRestaurants } from "../components/TopRestaurants";
import { formatRate } from "../lib/format";
import { useRevenueDays } from "../lib/use-revenue-days";

/** The chart's bars, named in the current language. */
const revenueSeries = () =>
  [
    { key: "gmv", label: t("dashboard:gmv"), color: "#b93c0c" },
    { key: "commission", label: t("dashboard:commission"), color: "#fdac74" },
  ] as const;

/** The catalog key of each order status's label (the contract's ORDER_STATUS_LABELS in English). */
const STATUS_KEYS = {
  PENDING: "dashboard:statusPending",
  ACCEPTED: "dashboard:statusAccepted",
  PREPARING: "dashboard:statusPreparing",
  READY_FOR_PICKUP: "dashboard:statusReadyForPickup",
  OUT_FOR_DELIVERY: "dashboard:statusOutForDelivery",
  DELIVERED: "dashboard:statusDelivered",
  REJECTED: "dashboard:statusRejected",
  CANCELLED: "dashboard:statusCancelled",
} as const satisfies Record<OrderStatus, string>;

function OrdersByStatus({ today }: { today: OrderOverview["today"] }) {
  return (
    <section aria-labelledby="by-status-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id="by-status-heading" className="font-semibold text-gray-900">
        {t("dashboard:byStatus")}
      </h3>
      {today.orders === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("dashboard:noOrdersToday")}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
          {ORDER_STATUSES.map((status) => (
            <div key={status} className="flex justify-between gap-3 border-b border-gray-100 py-2">
              <dt className="text-sm text-gray-800">{t(STATUS_KEYS[status])}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">{today.byStatus[status] ?? 0}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function OverviewFigures({ overview }: { overview: OrderOverview }) {
  return (
    <div className="space-y-4">
      <StatList
        label={t("dashboard:todayAcrossPlatform")}
        stats={[
          { label: t("dashboard:ordersToday"), value: overview.today.orders },
          {
            label: t("dashboard:gmvToday"),
            value: formatRupees(overview.today.gmv),
            detail: t("dashboard:notCancelledOrRejected"),
          },
          {
            label: t("dashboard:gmvLast7Days"),
            value: formatRupees(overview.gmvLast7Days),
            detail: t("dashboard:todayIncluded"),
          },
          { label: t("dashboard:activeRestaurants"), value: overview.activeRestaurants },
          { label: t("dashboard:ridersOnline"), value: overview.ridersOnline },
          { label: t("dashboard:newCustomersToday"), value: overview.newCustomersToday },
          {
            label: t("dashboard:cancellationRate"),
            value: formatRate(overview.cancellationRate),
            detail:
              overview.cancellationRate === null ? t("dashboard:noOrdersTodayYet") : t("dashboard:ofTodaysOrders"),
          },
          {
            label: t("dashboard:rejectionRate"),
            value: formatRate(overview.rejectionRate),
            detail: overview.rejectionRate === null ? t("dashboard:noOrdersTodayYet") : t("dashboard:ofTodaysOrders"),
          },
        ]}
      />
      <OrdersByStatus today={overview.today} />
    </div>
  );
}

function OverviewSection() {
  const overview = useOrderOverview();
  return (
    <section aria-labelledby="overview-heading" className="space-y-3">
      <h2 id="overview-heading" className="text-lg font-semibold text-gray-900">
        {t("dashboard:today")}
      </h2>
      {overview.isError && (
        <ErrorState
          title={overview.data ? t("dashboard:overviewRefreshFailed") : t("dashboard:overviewLoadFailed")}
          message={messageText(errorMessage(overview.error))}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.data ? (
        <OverviewFigures overview={overview.data} />
      ) : (
        !overview.isError && <StatsSkeleton label={t("dashboard:overviewLoading")} cards={8} />
      )}
    </section>
  );
}

function RevenueFigures({ revenue }: { revenue: PlatformRevenue }) {
  if (revenue.totals.orders === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title={t("dashboard:noOrdersInPeriod")}
        description={t("dashboard:deliveredOrdersWillShow", { days: revenue.days })}
      />
    );
  }
  return (
    <div className="space-y-4">
      <StatList
        label={t("dashboard:lastDays", { days: revenue.days })}
        stats={[
          { label: t("dashboard:deliveredOrders"), value: revenue.totals.orders },
          {
            label: t("dashboard:gmv"),
            value: formatRupees(revenue.totals.gmv),
            detail: t("dashboard:whatCustomersPaid"),
          },
          {
            label: t("dashboard:commission"),
            value: formatRupees(revenue.totals.commission),
            detail: t("dashboard:beforeItsGst"),
          },
        ]}
      />
      <RevenueChart
        title={t("dashboard:gmvChartTitle", { days: revenue.days })}
        data={revenue.series}
        series={revenueSeries()}
      />
      <TopRestaurants restaurants={revenue.topRestaurants} />
    </div>
  );
}

function RevenueSection() {
  const [days, setDays] = useRevenueDays();
  const revenue = usePlatformRevenue(days);
  return (
    <section aria-labelledby="revenue-heading" aria-busy={revenue.isPlaceholderData || undefined} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="revenue-heading" className="text-lg font-semibold text-gray-900">
          {t("dashboard:revenue")}
        </h2>
        <DaysSelect days={days} onChange={setDays} />
      </div>
      {revenue.isError && (
        <ErrorState
          title={revenue.data ? t("dashboard:revenueRefreshFailed") : t("dashboard:revenueLoadFailed")}
          message={messageText(errorMessage(revenue.error))}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      )}
      {revenue.data ? (
        <RevenueFigures revenue={revenue.data} />
      ) : (
        !revenue.isError && <ChartSkeleton label={t("dashboard:revenueLoading")} />
      )}
    </section>
  );
}

export function AdminDashboardPage() {
  useTitle(t("dashboard:adminTitle"));
  const { user } = useAuth();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("dashboard:welcome", { name: user?.name })}</h1>
        <p className="mt-1 text-gray-700">{t("dashboard:adminIntro")}</p>
      </div>
      <OrdersAtRisk />
      <OverviewSection />
      <RevenueSection />
      <section aria-labelledby="sections-heading" className="space-y-3">
        <h2 id="sections-heading" className="text-lg font-semibold text-gray-900">
          {t("dashboard:sections")}
        </h2>
        <SectionCards items={adminNav.filter((item) => !item.end)} />
      </section>
    </div>
  );
}
