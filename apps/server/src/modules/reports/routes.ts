/**
 * HTTP surface of the reports (contract endpoints/reports): a restaurant's revenue and report (its own restaurant:
 * the owner is the caller), the admins' overview and revenue. The report's CSV is sent here as a download.
 */
import * as api from "@zaika/contract/endpoints/reports";
import { reportCsv, reportFileName } from "@zaika/contract/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { caller } from "../../plugins/access";
import * as reports from "./service";

export const reportsRoutes: FastifyPluginAsyncZod<reports.ReportsDeps> = async (app, deps) => {
  route(app, api.getRestaurantRevenue, (request) =>
    reports.restaurantRevenue(deps, caller(request).sub, request.query.days),
  );
  route(app, api.getRestaurantReport, async (request, reply) => {
    if (request.query.format !== "csv") return reports.restaurantReport(deps, caller(request).sub, request.query);
    const report = await reports.restaurantReportCsv(deps, caller(request).sub, request.query);
    return reply
      .header("content-disposition", `attachment; filename="${reportFileName(report.from, report.to)}"`)
      .type("text/csv; charset=utf-8")
      .send(reportCsv(report));
  });
  route(app, api.getOrderOverview, () => reports.orderOverview(deps));
  route(app, api.getPlatformRevenue, (request) => reports.platformRevenue(deps, request.query.days));
};
