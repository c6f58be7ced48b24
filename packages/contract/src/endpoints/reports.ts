/**
 * Reports (spec §7; issue 11): a restaurant's revenue dashboard and its order report (CSV too), the admins' overview
 * of today and the platform's revenue. Shapes and rules: ../reports.ts.
 */
import { endpoint } from "../endpoint";
import {
  OrderOverviewSchema,
  PlatformRevenueSchema,
  ReportQuerySchema,
  RestaurantReportCsvSchema,
  RestaurantReportSchema,
  RestaurantRevenueSchema,
  RevenueQuerySchema,
} from "../reports";

const tags = ["reports"];

export const getRestaurantRevenue = endpoint({
  method: "GET",
  path: "/restaurant/revenue",
  access: ["restaurant"],
  tags,
  summary:
    "The owner's restaurant over the last `days` India days (1-365, default 7): daily gross and net of delivered orders, today's dashboard figures and best-selling dishes",
  query: RevenueQuerySchema,
  responses: { 200: RestaurantRevenueSchema },
});

export const getRestaurantReport = endpoint({
  method: "GET",
  path: "/restaurant/report",
  access: ["restaurant"],
  tags,
  summary:
    "The owner's orders placed from `from` to `to` (India days, at most 366) with gross, commission, its GST and net, and totals; `format=csv` answers text/csv as a download",
  query: ReportQuerySchema,
  responses: { 200: RestaurantReportSchema },
  alternatives: { "text/csv": RestaurantReportCsvSchema },
});

export const getOrderOverview = endpoint({
  method: "GET",
  path: "/order/overview",
  access: ["admin"],
  tags,
  summary:
    "Today across the platform: orders by status, GMV today and over 7 days, active restaurants, riders online, new customers, cancellation and rejection rates",
  responses: { 200: OrderOverviewSchema },
});

export const getPlatformRevenue = endpoint({
  method: "GET",
  path: "/order/revenue",
  access: ["admin"],
  tags,
  summary:
    "Delivered orders over the last `days` India days (1-365, default 7): daily orders, GMV and commission, totals and the top 5 restaurants",
  query: RevenueQuerySchema,
  responses: { 200: PlatformRevenueSchema },
});
