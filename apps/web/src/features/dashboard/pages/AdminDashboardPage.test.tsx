import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrdersAtRisk } from "@zaika/contract/endpoints/escalation";
import { getOrderOverview, getPlatformRevenue } from "@zaika/contract/endpoints/reports";
import type { OrderOverview, PlatformRevenue } from "@zaika/contract/reports";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { AdminDashboardPage } from "./AdminDashboardPage";

// The web tests run in vmForks, where Recharts' CommonJS build cannot require its ES-only @reduxjs/toolkit: load its
// ES build, the one Vite bundles for the browser. (An alias `recharts` → `recharts/es6/index.js` in the web project
// of vitest.config.ts would do the same for every test file.)

/**
 * 40 orders today: 3 + 4 + 5 + 2 + 6 + 14 + 2 + 4 = 40 over the statuses. Rates as the server states them:
 * cancelled 4 / 40 = 0.1 (10%), rejected 2 / 40 = 0.05 (5%).
 */
const OVERVIEW: OrderOverview = {
  today: {
    orders: 40,
    byStatus: {
      PENDING: 3,
      ACCEPTED: 4,
      PREPARING: 5,
      READY_FOR_PICKUP: 2,
      OUT_FOR_DELIVERY: 6,
      DELIVERED: 14,
      REJECTED: 2,
      CANCELLED: 4,
    },
    gmv: 15432.75,
  },
  gmvLast7Days: 98765.4,
  activeRestaurants: 12,
  ridersOnline: 7,
  newCustomersToday: 9,
  cancellationRate: 0.1,
  rejectionRate: 0.05,
};

const QUIET_OVERVIEW: OrderOverview = {
  ...OVERVIEW,
  today: {
    orders: 0,
    byStatus: {
      PENDING: 0,
      ACCEPTED: 0,
      PREPARING: 0,
      READY_FOR_PICKUP: 0,
      OUT_FOR_DELIVERY: 0,
      DELIVERED: 0,
      REJECTED: 0,
      CANCELLED: 0,
    },
    gmv: 0,
  },
  cancellationRate: null,
  rejectionRate: null,
};

/**
 * Delivered orders on 6, 9 and 10 March. Totals added by hand: orders 10 + 4 + 14 = 28; GMV 5,000 + 1,999.50 +
 * 7,250.25 = 14,249.75; commission 750 + 285.45 + 1,001.10 = 2,036.55. The two restaurants share the GMV:
 * 8,400.50 + 5,849.25 = 14,249.75.
 */
const WEEK: PlatformRevenue = {
  days: 7,
  from: "2026-03-04",
  to: "2026-03-10",
  series: [
    { date: "2026-03-04", orders: 0, gmv: 0, commission: 0 },
    { date: "2026-03-05", orders: 0, gmv: 0, commission: 0 },
    { date: "2026-03-06", orders: 10, gmv: 5000, commission: 750 },
    { date: "2026-03-07", orders: 0, gmv: 0, commission: 0 },
    { date: "2026-03-08", orders: 0, gmv: 0, commission: 0 },
    { date: "2026-03-09", orders: 4, gmv: 1999.5, commission: 285.45 },
    { date: "2026-03-10", orders: 14, gmv: 7250.25, commission: 1001.1 },
  ],
  totals: { orders: 28, gmv: 14249.75, commission: 2036.55 },
  topRestaurants: [
    { restaurantId: "r-1", name: "Sarafa Bites", orders: 16, gmv: 8400.5 },
    { restaurantId: "r-2", name: "Chappan Dukan", orders: 12, gmv: 5849.25 },
  ],
};

/** Thirty days ending 10 March with the same three days of orders (the rest zero). */
const MONTH: PlatformRevenue = {
  ...WEEK,
  days: 30,
  from: "2026-02-09",
  series: Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 9 + index)).toISOString().slice(0, 10);
    return WEEK.series.find((day) => day.date === date) ?? { date, orders: 0, gmv: 0, commission: 0 };
  }),
};

const EMPTY_WEEK: PlatformRevenue = {
  ...WEEK,
  series: WEEK.series.map((day) => ({ ...day, orders: 0, gmv: 0, commission: 0 })),
  totals: { orders: 0, gmv: 0, commission: 0 },
  topRestaurants: [],
};

function renderPage(path = "/admin") {
  signInAs("admin", "Ravi Admin", "admin-1");
  return renderRoutes([{ path: "/admin", element: <AdminDashboardPage /> }], path);
}

/** The value shown under a figure's label. */
function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("AdminDashboardPage", () => {
  // The panel of orders at risk has its own tests (../components/OrdersAtRisk.test.tsx); here it has none.
  beforeEach(() => {
    mockEndpoint(getOrdersAtRisk, { data: [], total: 0, asOf: "2026-03-10T06:30:00.000Z" });
  });

  it("shows today's overview: orders by status, GMV, restaurants, riders, customers and rates as percentages", async () => {
    mockEndpoint(getOrderOverview, OVERVIEW);
    mockEndpoint(getPlatformRevenue, WEEK);
    renderPage();

    expect(await screen.findByText("Orders today", { selector: "dt" })).toBeInTheDocument();
    expect(figure("Orders today")).toBe("40");
    expect(figure("GMV today")).toBe("₹15,432.75");
    expect(figure("GMV, last 7 days")).toBe("₹98,765.40");
    expect(figure("Active restaurants")).toBe("12");
    expect(figure("Riders online")).toBe("7");
    expect(figure("New customers today")).toBe("9");
    expect(figure("Cancellation rate")).toBe("10%");
    expect(figure("Rejection rate")).toBe("5%");

    const byStatus = screen.getByRole("region", { name: "Today's orders by status" });
    const counts = within(byStatus)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual([
      "Pending: 3",
      "Accepted: 4",
      "Preparing: 5",
      "Ready for pickup: 2",
      "Out for Delivery: 6",
      "Delivered: 14",
      "Rejected: 2",
      "Cancelled: 4",
    ]);
  });

  it("shows the last 7 days' revenue as a readable table, and the top restaurants linked to their pages", async () => {
    mockEndpoint(getOrderOverview, OVERVIEW);
    const calls = mockEndpoint(getPlatformRevenue, WEEK);
    renderPage();

    const table = await screen.findByRole("table", { name: "GMV and commission per day, last 7 days" });
    expect(calls[0]?.query).toEqual({ days: "7" });
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(within(table).getByRole("row", { name: /9 Mar 2026/ })).toHaveTextContent("₹1,999.50₹285.45");
    expect(figure("Delivered orders")).toBe("28");
    expect(figure("GMV")).toBe("₹14,249.75");
    expect(figure("Commission")).toBe("₹2,036.55");

    const top = screen.getByRole("region", { name: "Top restaurants" });
    expect(
      within(top)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1.Sarafa Bites16 orders · ₹8,400.50", "2.Chappan Dukan12 orders · ₹5,849.25"]);
    expect(within(top).getByRole("link", { name: "Sarafa Bites" })).toHaveAttribute("href", "/admin/restaurant/r-1");
  });

  it("asks again with days=30 when the period changes", async () => {
    mockEndpoint(getOrderOverview, OVERVIEW);
    const calls = mockEndpoint(getPlatformRevenue, ({ query }) => (query.days === "30" ? MONTH : WEEK));
    const { router } = renderPage();
    await screen.findByRole("table", { name: "GMV and commission per day, last 7 days" });

    await userEvent.selectOptions(screen.getByLabelText("Period"), "Last 30 days");

    const table = await screen.findByRole("table", { name: "GMV and commission per day, last 30 days" });
    expect(calls.map((call) => call.query.days)).toEqual(["7", "30"]);
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(router.state.location.search).toBe("?days=30");
  });

  it("says when nothing happened: no orders today, none delivered in the period", async () => {
    mockEndpoint(getOrderOverview, QUIET_OVERVIEW);
    mockEndpoint(getPlatformRevenue, EMPTY_WEEK);
    renderPage();

    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(await screen.findByText("No orders today yet.")).toBeInTheDocument();
    expect(figure("Cancellation rate")).toBe("—");
    expect(figure("Rejection rate")).toBe("—");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows placeholders while loading, then a failed overview with a retry while the revenue still shows", async () => {
    mockEndpointError(getOrderOverview, 403, { message: "You may not do this", code: "FORBIDDEN" });
    mockEndpoint(getPlatformRevenue, WEEK);
    renderPage();

    expect(screen.getByText("Loading the overview")).toBeInTheDocument();
    expect(screen.getByText("Loading the revenue")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the overview");
    expect(alert).toHaveTextContent("You may not do this");
    expect(await screen.findByRole("table", { name: "GMV and commission per day, last 7 days" })).toBeInTheDocument();

    mockEndpoint(getOrderOverview, OVERVIEW);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("Orders today", { selector: "dt" })).toBeInTheDocument();
    expect(figure("Orders today")).toBe("40");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the links to every section below the figures", async () => {
    mockEndpoint(getOrderOverview, OVERVIEW);
    mockEndpoint(getPlatformRevenue, WEEK);
    renderPage();

    await screen.findByText("Orders today", { selector: "dt" });
    expect(screen.getByRole("region", { name: "Orders at risk" })).toHaveTextContent(
      "No orders waiting on a restaurant",
    );
    const sections = screen.getByRole("region", { name: "Sections" });
    expect(within(sections).getByRole("link", { name: /Orders/ })).toHaveAttribute("href", "/admin/orders");
    expect(within(sections).getByRole("link", { name: /Settings/ })).toHaveAttribute("href", "/admin/settings");
  });
});
