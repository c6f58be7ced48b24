/**
 * /admin: the administrator's dashboard (spec §2, issue 11): the orders restaurants have not answered (issue 12), today
 * across the platform, revenue over the last 7, 30 or 90 days as a chart with the top restaurants, then a card for
 * every section of the admin menu.
 */
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@zaika/contract/order-status";
import { formatRupees } from "@zaika/contract/pricing";
import type { OrderOverview, PlatformRevenue } from "@zaika/contract/reports";
import { ChartColumn } from "lucide-react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { adminNav } from "../../../config/navigation";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
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

const REVENUE_SERIES = [
  { key: "gmv", label: "GMV", color: "#b93c0c" },
  { key: "commission", label: "Commission", color: "#fdac74" },
] as const;

function OrdersByStatus({ today }: { today: OrderOverview["today"] }) {
  return (
    <section aria-labelledby="by-status-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id="by-status-heading" className="font-semibold text-gray-900">
        Today's orders by status
      </h3>
      {today.orders === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No orders today yet.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
          {ORDER_STATUSES.map((status) => (
            <div key={status} className="flex justify-between gap-3 border-b border-gray-100 py-2">
              <dt className="text-sm text-gray-800">{ORDER_STATUS_LABELS[status]}</dt>
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
        label="Today across the platform"
        stats={[
          { label: "Orders today", value: overview.today.orders },
          { label: "GMV today", value: formatRupees(overview.today.gmv), detail: "Not cancelled or rejected" },
          {
            label: "GMV, last 7 days",
            value: formatRupees(overview.gmvLast7Days),
            detail: "Today included",
          },
          { label: "Active restaurants", value: overview.activeRestaurants },
          { label: "Riders online", value: overview.ridersOnline },
          { label: "New customers today", value: overview.newCustomersToday },
          {
            label: "Cancellation rate",
            value: formatRate(overview.cancellationRate),
            detail: overview.cancellationRate === null ? "No orders today yet" : "Of today's orders",
          },
          {
            label: "Rejection rate",
            value: formatRate(overview.rejectionRate),
            detail: overview.rejectionRate === null ? "No orders today yet" : "Of today's orders",
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
        Today
      </h2>
      {overview.isError && (
        <ErrorState
          title={overview.data ? "Could not refresh the overview" : "Could not load the overview"}
          message={errorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.data ? (
        <OverviewFigures overview={overview.data} />
      ) : (
        !overview.isError && <StatsSkeleton label="Loading the overview" cards={8} />
      )}
    </section>
  );
}

function RevenueFigures({ revenue }: { revenue: PlatformRevenue }) {
  if (revenue.totals.orders === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title="No orders in this period"
        description={`Delivered orders of the last ${revenue.days} days will show here.`}
      />
    );
  }
  return (
    <div className="space-y-4">
      <StatList
        label={`Last ${revenue.days} days`}
        stats={[
          { label: "Delivered orders", value: revenue.totals.orders },
          { label: "GMV", value: formatRupees(revenue.totals.gmv), detail: "What customers paid" },
          { label: "Commission", value: formatRupees(revenue.totals.commission), detail: "Before its GST" },
        ]}
      />
      <RevenueChart
        title={`GMV and commission per day, last ${revenue.days} days`}
        data={revenue.series}
        series={REVENUE_SERIES}
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
          Revenue
        </h2>
        <DaysSelect days={days} onChange={setDays} />
      </div>
      {revenue.isError && (
        <ErrorState
          title={revenue.data ? "Could not refresh the revenue" : "Could not load the revenue"}
          message={errorMessage(revenue.error)}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      )}
      {revenue.data ? (
        <RevenueFigures revenue={revenue.data} />
      ) : (
        !revenue.isError && <ChartSkeleton label="Loading the revenue" />
      )}
    </section>
  );
}

export function AdminDashboardPage() {
  useTitle("Admin Dashboard");
  const { user } = useAuth();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Welcome, {user?.name}</h1>
        <p className="mt-1 text-gray-700">Manage restaurants, orders, customers and platform settings.</p>
      </div>
      <OrdersAtRisk />
      <OverviewSection />
      <RevenueSection />
      <section aria-labelledby="sections-heading" className="space-y-3">
        <h2 id="sections-heading" className="text-lg font-semibold text-gray-900">
          Sections
        </h2>
        <SectionCards items={adminNav.filter((item) => !item.end)} />
      </section>
    </div>
  );
}
