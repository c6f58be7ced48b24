/**
 * /restaurant: the owner's dashboard (spec §2, issue 11): today's figures, revenue over the last 7, 30 or 90 days as
 * a chart, the best-selling dishes, then a card for every section of the restaurant's menu.
 */
import type { RestaurantRevenue } from "@zaika/contract/reports";
import { ChartColumn } from "lucide-react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { restaurantNav } from "../../../config/navigation";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth-store";
import { formatRupees, messageText, t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
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

/** The chart's bars, named in the current language. */
const revenueSeries = () =>
  [
    { key: "gross", label: t("dashboard:gross"), color: "#b93c0c" },
    { key: "net", label: t("dashboard:net"), color: "#fdac74" },
  ] as const;

function todayStats(today: RestaurantRevenue["today"]): Stat[] {
  return [
    { label: t("dashboard:ordersToday"), value: today.orders, detail: t("dashboard:receivedToday") },
    {
      label: t("dashboard:grossToday"),
      value: formatRupees(today.gross),
      detail: t("dashboard:grossTodayDetail"),
    },
    {
      label: t("dashboard:waitingNow"),
      value: today.waiting,
      detail: (
        <Link to={WAITING_ORDERS_HREF} className="font-medium text-brand-800 underline underline-offset-4">
          {t("dashboard:seeWaitingOrders")}
        </Link>
      ),
    },
    {
      label: t("dashboard:averagePreparation"),
      value: formatMinutes(today.averagePreparationMinutes),
      detail:
        today.averagePreparationMinutes === null
          ? t("dashboard:noOrderReadyToday")
          : t("dashboard:fromAcceptingToReady"),
    },
    {
      label: t("dashboard:acceptanceRate"),
      value: formatRate(today.acceptanceRate),
      detail: today.acceptanceRate === null ? t("dashboard:noOrderDecidedToday") : t("dashboard:acceptedOfDecided"),
    },
    { label: t("dashboard:cancellationsToday"), value: today.cancellations },
  ];
}

function RevenueFigures({ revenue, days }: { revenue: RestaurantRevenue; days: number }) {
  if (revenue.totals.orders === 0) {
    return (
      <EmptyState
        icon={ChartColumn}
        title={t("dashboard:noOrdersInPeriod")}
        description={t("dashboard:deliveredOrdersWillShow", { days })}
      />
    );
  }
  return (
    <div className="space-y-4">
      <StatList
        label={t("dashboard:lastDays", { days })}
        stats={[
          { label: t("dashboard:deliveredOrders"), value: revenue.totals.orders },
          {
            label: t("dashboard:gross"),
            value: formatRupees(revenue.totals.gross),
            detail: t("dashboard:itemsAndPackaging"),
          },
          {
            label: t("dashboard:net"),
            value: formatRupees(revenue.totals.net),
            detail: t("dashboard:afterCommission"),
          },
        ]}
      />
      <RevenueChart title={t("dashboard:grossChartTitle", { days })} data={revenue.series} series={revenueSeries()} />
      <BestSellers dishes={revenue.bestSellers} />
    </div>
  );
}

export function RestaurantDashboardPage() {
  useTitle(t("dashboard:restaurantTitle"));
  const { user } = useAuth();
  const [days, setDays] = useRevenueDays();
  const revenue = useRestaurantRevenue(days);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("dashboard:welcome", { name: user?.name })}</h1>
        <p className="mt-1 text-gray-700">{t("dashboard:restaurantIntro")}</p>
      </div>

      {revenue.isError && (
        <ErrorState
          title={revenue.data ? t("dashboard:figuresRefreshFailed") : t("dashboard:figuresLoadFailed")}
          message={messageText(errorMessage(revenue.error))}
          onRetry={() => void revenue.refetch()}
          retrying={revenue.isFetching}
        />
      )}

      {!(revenue.isError && !revenue.data) && (
        <section aria-labelledby="today-heading" className="space-y-3">
          <h2 id="today-heading" className="text-lg font-semibold text-gray-900">
            {t("dashboard:today")}
          </h2>
          {revenue.data ? (
            <StatList label={t("dashboard:today")} stats={todayStats(revenue.data.today)} />
          ) : (
            <StatsSkeleton label={t("dashboard:todayLoading")} cards={6} />
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
            {t("dashboard:revenue")}
          </h2>
          <DaysSelect days={days} onChange={setDays} />
        </div>
        {revenue.data ? (
          <RevenueFigures revenue={revenue.data} days={revenue.data.days} />
        ) : (
          !revenue.isError && <ChartSkeleton label={t("dashboard:revenueLoading")} />
        )}
      </section>

      <section aria-labelledby="sections-heading" className="space-y-3">
        <h2 id="sections-heading" className="text-lg font-semibold text-gray-900">
          {t("dashboard:sections")}
        </h2>
        <SectionCards items={restaurantNav(user?.id ?? "").filter((item) => !item.end)} />
      </section>
    </div>
  );
}
