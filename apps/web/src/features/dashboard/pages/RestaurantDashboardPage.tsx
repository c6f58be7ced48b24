/**
 * /restaurant: the owner's dashboard (spec §2, issue 11): today's figures, revenue over the last 7, 30 or 90 days as
 * a chart, the best-selling dishes, then a card for every section of the restaurant's menu.
 */
import { formatRupees } from "@zaika/contract/pricing";
import type { RestaurantRevenue } from "@zaika/contract/reports";
import { ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { restaurantNav } from "../../../config/navigation";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { useTitle } from "../../../lib/use-title";
import { useRestaurantRevenue } from "../api/get-restaurant-revenue";
import { BestSellers } from "../components/BestSellers";
import { ChartSkeleton, StatsSkeleton } from "../components/DashboardSkeleton";
import { DaysSelect } from "../components/DaysSelect";
import { RevenueChart } from "../components/RevenueChart";
import { SectionCards } from "../components/SectionCards";
import { type Stat, StatList } from "../components/StatList";
import { formatMinutes, formatRate } from "../lib/format";
import { useRevenueDays } from "../lib/use-revenue-days";

const WAITING_ORDERS_HREF = `${paths.restaurant.orders.getHref()}?status=PENDING`;

const REVENUE_SERIES = [
  { key: "gross", label: "Gross", color: "#b93c0c" },
  { key: "net", label: "Net", color: "#fdac74" },
] as const;

function todayStats(today: RestaurantRevenue["today"]): Stat[] {
  return [
    { label: "Orders today", value: today.orders, detail: "Received today, whatever their status" },
    { label: "Gross today", value: formatRupees(today.gross), detail: "Items and packaging of delivered orders" },
    {
      label: "Waiting now",
      value: today.waiting,
      detail: (
        <Link to={WAITING_ORDERS_HREF} className="font-medium text-brand-800 underline underline-offset-4">
          See the waiting orders
        </Link>
      ),
    },
    {
      label: "Average preparation",
      value: formatMinutes(today.averagePreparationMinutes),
      detail: today.averagePreparationMinutes === null ? "No order got ready today yet" : "From accepting to ready",
    },
    {
      label: "Acceptance rate",
      value: formatRate(today.acceptanceRate),
      detail: today.acceptanceRate === null ? "No order accepted or rejected today yet" : "Accepted of those decided",
    },
    { label: "Cancellations today", value: today.cancellations },
  ];
}

function RevenueFigures({ revenue, days }: { revenue: RestaurantRevenue; days: number }) {
  if (revenue.totals.orders === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title="No orders in this period"
        description={`Delivered orders of the last ${days} days will show here.`}
      />
    );
  }
  return (
    <div className="space-y-4">
      <StatList
        label={`Last ${days} days`}
        stats={[
          { label: "Delivered orders", value: revenue.totals.orders },
          { label: "Gross", value: formatRupees(revenue.totals.gross), detail: "Items and packaging" },
          { label: "Net", value: formatRupees(revenue.totals.net), detail: "After commission and its GST" },
        ]}
      />
      <RevenueChart
        title={`Gross and net revenue per day, last ${days} days`}
        data={revenue.series}
        series={REVENUE_SERIES}
      />
      <BestSellers dishes={revenue.bestSellers} />
    </div>
  );
}

export function RestaurantDashboardPage() {
  useTitle("Restaurant Dashboard");
  const { user } = useAuth();
  const [days, setDays] = useRevenueDays();
  const revenue = useRestaurantRevenue(days);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Welcome, {user?.name}</h1>
        <p className="mt-1 text-gray-700">Manage your menu, orders and restaurant settings.</p>
      </div>

      {revenue.isError && (
        <ErrorState
          title={revenue.data ? "Could not refresh your figures" : "Could not load your figures"}
          message={errorMessage(revenue.error)}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      )}

      {!(revenue.isError && !revenue.data) && (
        <section aria-labelledby="today-heading" className="space-y-3">
          <h2 id="today-heading" className="text-lg font-semibold text-gray-900">
            Today
          </h2>
          {revenue.data ? (
            <StatList label="Today" stats={todayStats(revenue.data.today)} />
          ) : (
            <StatsSkeleton label="Loading today's figures" cards={6} />
          )}
        </section>
      )}

      <section
        aria-labelledby="revenue-heading"
        aria-busy={revenue.isPlaceholderData || undefined}
        className="space-y-3"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="revenue-heading" className="text-lg font-semibold text-gray-900">
            Revenue
          </h2>
          <DaysSelect days={days} onChange={setDays} />
        </div>
        {revenue.data ? (
          <RevenueFigures revenue={revenue.data} days={revenue.data.days} />
        ) : (
          !revenue.isError && <ChartSkeleton label="Loading the revenue" />
        )}
      </section>

      <section aria-labelledby="sections-heading" className="space-y-3">
        <h2 id="sections-heading" className="text-lg font-semibold text-gray-900">
          Sections
        </h2>
        <SectionCards items={restaurantNav(user?.id ?? "").filter((item) => !item.end)} />
      </section>
    </div>
  );
}
