import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getRestaurantRevenue } from "@zaika/contract/endpoints/reports";
import type { RestaurantRevenue } from "@zaika/contract/reports";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RestaurantDashboardPage } from "./RestaurantDashboardPage";

// The web tests run in vmForks, where Recharts' CommonJS build cannot require its ES-only @reduxjs/toolkit: load its
// ES build, the one Vite bundles for the browser. (An alias `recharts` → `recharts/es6/index.js` in the web project
// of vitest.config.ts would do the same for every test file.)

/**
 * Seven days to 10 March 2026 with delivered orders on the 5th, 8th and 10th. The totals are the sums of the days,
 * added by hand: orders 2 + 1 + 3 = 6; gross 840 + 415.50 + 1,250 = 2,505.50; net 690.50 + 341.25 + 1,025.75 = 2,057.50.
 */
const WEEK: RestaurantRevenue = {
  days: 7,
  from: "2026-03-04",
  to: "2026-03-10",
  series: [
    { date: "2026-03-04", orders: 0, gross: 0, net: 0 },
    { date: "2026-03-05", orders: 2, gross: 840, net: 690.5 },
    { date: "2026-03-06", orders: 0, gross: 0, net: 0 },
    { date: "2026-03-07", orders: 0, gross: 0, net: 0 },
    { date: "2026-03-08", orders: 1, gross: 415.5, net: 341.25 },
    { date: "2026-03-09", orders: 0, gross: 0, net: 0 },
    { date: "2026-03-10", orders: 3, gross: 1250, net: 1025.75 },
  ],
  totals: { orders: 6, gross: 2505.5, net: 2057.5 },
  today: {
    orders: 5,
    gross: 1250,
    waiting: 2,
    averagePreparationMinutes: 18.5,
    // 5 accepted of 6 decided: 0.8333, shown to one decimal as 83.3%.
    acceptanceRate: 0.8333,
    cancellations: 1,
  },
  bestSellers: [
    { productId: "p-1", name: "Paneer Tikka", quantity: 7, gross: 1680 },
    { productId: "p-2", name: "Dal Makhani", quantity: 4, gross: 760 },
  ],
};

/** Thirty days of which only the last had an order: 1 order, gross 999.99, net 820.10. */
const MONTH: RestaurantRevenue = {
  ...WEEK,
  days: 30,
  from: "2026-02-09",
  series: Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 1, 9 + index)).toISOString().slice(0, 10);
    return index === 29 ? { date, orders: 1, gross: 999.99, net: 820.1 } : { date, orders: 0, gross: 0, net: 0 };
  }),
  totals: { orders: 1, gross: 999.99, net: 820.1 },
  bestSellers: [{ productId: "p-1", name: "Paneer Tikka", quantity: 1, gross: 999.99 }],
};

const EMPTY: RestaurantRevenue = {
  ...WEEK,
  series: WEEK.series.map((day) => ({ ...day, orders: 0, gross: 0, net: 0 })),
  totals: { orders: 0, gross: 0, net: 0 },
  today: {
    orders: 0,
    gross: 0,
    waiting: 0,
    averagePreparationMinutes: null,
    acceptanceRate: null,
    cancellations: 0,
  },
  bestSellers: [],
};

function renderPage(path = "/restaurant") {
  signInAs("restaurant", "Meera Iyer", "owner-1");
  return renderRoutes([{ path: "/restaurant", element: <RestaurantDashboardPage /> }], path);
}

/** The value shown under a figure's label. */
function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("RestaurantDashboardPage", () => {
  it("shows today's figures, the week's revenue as a readable table and the best-selling dishes", async () => {
    const calls = mockEndpoint(getRestaurantRevenue, WEEK);
    renderPage();

    expect(await screen.findByText("Orders today", { selector: "dt" })).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ days: "7" });
    expect(figure("Orders today")).toBe("5");
    expect(figure("Gross today")).toBe("₹1,250");
    expect(figure("Waiting now")).toBe("2");
    expect(screen.getByRole("link", { name: "See the waiting orders" })).toHaveAttribute(
      "href",
      "/restaurant/orders?status=PENDING",
    );
    expect(figure("Average preparation")).toBe("18.5 min");
    expect(figure("Acceptance rate")).toBe("83.3%");
    expect(figure("Cancellations today")).toBe("1");

    expect(figure("Delivered orders")).toBe("6");
    expect(figure("Gross")).toBe("₹2,505.50");
    expect(figure("Net")).toBe("₹2,057.50");

    const table = screen.getByRole("table", { name: "Gross and net revenue per day, last 7 days" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(8); // the header and one row a day
    expect(within(table).getByRole("row", { name: /8 Mar 2026/ })).toHaveTextContent("₹415.50₹341.25");
    expect(within(table).getByRole("row", { name: /4 Mar 2026/ })).toHaveTextContent("₹0₹0");
    expect(screen.getByRole("figure", { name: "Gross and net revenue per day, last 7 days" })).toContainElement(table);

    const dishes = within(screen.getByRole("region", { name: "Best-selling dishes" })).getAllByRole("listitem");
    expect(dishes.map((dish) => dish.textContent)).toEqual([
      "1.Paneer Tikka7 sold · ₹1,680",
      "2.Dal Makhani4 sold · ₹760",
    ]);
  });

  it("keeps the links to every section below the figures", async () => {
    mockEndpoint(getRestaurantRevenue, WEEK);
    renderPage();

    await screen.findByText("Orders today", { selector: "dt" });
    const sections = screen.getByRole("region", { name: "Sections" });
    expect(within(sections).getByRole("link", { name: /Report/ })).toHaveAttribute("href", "/restaurant/report");
    expect(within(sections).getByRole("link", { name: /Orders/ })).toHaveAttribute("href", "/restaurant/orders");
  });

  it("asks again with days=30 when the period changes, and keeps it in the URL", async () => {
    const calls = mockEndpoint(getRestaurantRevenue, ({ query }) => (query.days === "30" ? MONTH : WEEK));
    const { router } = renderPage();
    await screen.findByRole("table", { name: "Gross and net revenue per day, last 7 days" });

    await userEvent.selectOptions(screen.getByLabelText("Period"), "Last 30 days");

    const table = await screen.findByRole("table", { name: "Gross and net revenue per day, last 30 days" });
    expect(calls.map((call) => call.query.days)).toEqual(["7", "30"]);
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(figure("Gross")).toBe("₹999.99");
    expect(router.state.location.search).toBe("?days=30");
  });

  it("opens on the period in the URL", async () => {
    const calls = mockEndpoint(getRestaurantRevenue, { ...MONTH, days: 90 });
    renderPage("/restaurant?days=90");

    await screen.findByText("Orders today", { selector: "dt" });
    expect(calls[0]?.query.days).toBe("90");
    expect(screen.getByLabelText("Period")).toHaveValue("90");
  });

  it("says so when the period has no orders, and shows a dash for rates with nothing to divide", async () => {
    mockEndpoint(getRestaurantRevenue, EMPTY);
    renderPage();

    expect(await screen.findByText("No orders in this period")).toBeInTheDocument();
    expect(figure("Orders today")).toBe("0");
    expect(figure("Average preparation")).toBe("—");
    expect(figure("Acceptance rate")).toBe("—");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows loading placeholders, then the server's message with a retry that loads the figures", async () => {
    mockEndpointError(getRestaurantRevenue, 404, { message: "You have no restaurant yet", code: "NOT_FOUND" });
    renderPage();

    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual([
      "Loading today's figures",
      "Loading the revenue",
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your figures");
    expect(alert).toHaveTextContent("You have no restaurant yet");

    mockEndpoint(getRestaurantRevenue, WEEK);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("Orders today", { selector: "dt" })).toBeInTheDocument();
    expect(figure("Orders today")).toBe("5");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
