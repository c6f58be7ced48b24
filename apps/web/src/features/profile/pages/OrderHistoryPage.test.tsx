import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getMyOrders } from "@zaika/contract/endpoints/orders";
import type { OrderSummary } from "@zaika/contract/order";
import type { OrderStatus } from "@zaika/contract/order-status";
import { afterEach, describe, expect, it } from "vitest";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { queryClient } from "../../../lib/query-client";
import { createMemoryRouter, RouterProvider } from "../../../lib/router";
import { mockEndpoint } from "../../../test/mock-api";
import { makeOrder, toSummary } from "../../../test/orders";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { OrderHistoryPage } from "./OrderHistoryPage";

/** Order n: ZK-50000n, its own id, placed n hours after midnight UTC. */
function order(n: number, status: OrderStatus = "DELIVERED"): OrderSummary {
  return toSummary(
    makeOrder({
      _id: `0b6f1c1e-5d6a-4b7e-9f00-0000000000${String(n).padStart(2, "0")}`,
      orderNumber: `ZK-5000${String(n).padStart(2, "0")}`,
      status,
      createdAt: new Date(Date.UTC(2026, 0, 15, n)).toISOString(),
    }),
  );
}

/** The server's answer for a page of `all` (newest first), `limit` a page. */
function pageOf(all: OrderSummary[], page: number, limit = 10) {
  return {
    data: all.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: all.length, totalPages: Math.max(1, Math.ceil(all.length / limit)) },
  };
}

const routes = [
  { path: "/user/profile/order-history", element: <OrderHistoryPage /> },
  { path: "/user/profile/order-history/:id", element: <p>Order page</p> },
  { path: "/user", element: <p>Customer home</p> },
];

function renderPage(path = "/user/profile/order-history") {
  signInAs("user");
  return renderRoutes(routes, path);
}

const rowNumbers = () =>
  within(screen.getByRole("list", { name: "Orders" }))
    .getAllByRole("link")
    .map((link) => /ZK-\d+/.exec(link.textContent ?? "")?.[0]);

describe("OrderHistoryPage", () => {
  it("lists the orders newest first, 10 at a time, each row opening its order; Load more appends the next", async () => {
    // 12 orders, newest (12) first.
    const all = Array.from({ length: 12 }, (_, i) => order(12 - i));
    const calls = mockEndpoint(getMyOrders, ({ query }) => pageOf(all, Number(query.page)));
    renderPage();

    await screen.findByRole("list", { name: "Orders" });
    expect(rowNumbers()).toEqual(all.slice(0, 10).map((o) => o.orderNumber));
    expect(calls[0]?.query).toEqual({ page: "1", limit: "10" });
    expect(screen.getByText("Showing 10 of 12 orders")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more orders" }));
    expect(await screen.findByText("Showing 12 of 12 orders")).toBeInTheDocument();
    expect(rowNumbers()).toEqual(all.map((o) => o.orderNumber));
    expect(calls[1]?.query).toEqual({ page: "2", limit: "10" });
    expect(screen.queryByRole("button", { name: "Load more orders" })).not.toBeInTheDocument();

    const newest = screen.getAllByRole("link", { name: /ZK-500012/ })[0] as HTMLElement;
    expect(newest).toHaveAttribute("href", `/user/profile/order-history/${all[0]?._id}`);
    await userEvent.click(newest);
    expect(await screen.findByText("Order page")).toBeInTheDocument();
  });

  it("reads the filter from the URL, asks the server for that group and marks it as the current one", async () => {
    const calls = mockEndpoint(getMyOrders, pageOf([order(3, "PREPARING")], 1));
    renderPage("/user/profile/order-history?show=active");
    await screen.findByRole("list", { name: "Orders" });
    expect(calls[0]?.query).toEqual({ page: "1", limit: "10", group: "active" });
    const filters = screen.getByRole("navigation", { name: "Show orders" });
    expect(within(filters).getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page");
    expect(within(filters).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  });

  it("changes the filter in the URL and asks again; an unknown filter reads as All", async () => {
    const calls = mockEndpoint(getMyOrders, ({ query }) =>
      pageOf(query.group === "cancelled" ? [order(2, "REJECTED")] : [order(5), order(2, "REJECTED")], 1),
    );
    const { router } = renderPage("/user/profile/order-history?show=shipped");
    await screen.findByRole("list", { name: "Orders" });
    expect(calls[0]?.query).toEqual({ page: "1", limit: "10" });
    expect(screen.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(screen.getByRole("link", { name: "Cancelled" }));
    await waitFor(() => expect(rowNumbers()).toEqual(["ZK-500002"]));
    expect(router.state.location.search).toBe("?show=cancelled");
    expect(calls.at(-1)?.query).toEqual({ page: "1", limit: "10", group: "cancelled" });
    expect(screen.getByText("Rejected")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "All" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when a filter keeps nothing, with a way back to every order", async () => {
    mockEndpoint(getMyOrders, pageOf([], 1));
    const { router } = renderPage("/user/profile/order-history?show=delivered");
    expect(await screen.findByText("No delivered orders")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Show all orders" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse restaurants" })).toHaveAttribute("href", "/user");
  });

  it("shows the loading state, then the error with a retry", async () => {
    let fail = true;
    const calls = mockEndpoint(getMyOrders, () =>
      // A 4xx: not retried by the query client, so the error shows at once.
      fail ? jsonResponse({ message: "Access denied" }, { status: 403 }) : pageOf([order(1)], 1),
    );
    renderPage();
    expect(screen.getByText("Loading your orders")).toBeInTheDocument();
    expect(await screen.findByText("Could not load your orders")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rowNumbers()).toEqual(["ZK-500001"]));
    expect(calls).toHaveLength(2);
  });
});

describe("OrderHistoryPage, live", () => {
  afterEach(() => queryClient.clear());

  it("shows a new status when live order events refresh the order lists", async () => {
    signInAs("user");
    let status: OrderStatus = "PREPARING";
    mockEndpoint(getMyOrders, () => pageOf([order(7, status)], 1));
    // The app's own query client: the one lib/live-events.ts invalidates on every order event.
    const router = createMemoryRouter(routes, { initialEntries: ["/user/profile/order-history"] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Preparing")).toBeInTheDocument();
    status = "OUT_FOR_DELIVERY";
    await queryClient.invalidateQueries({ queryKey: orderQueryKeys.lists });
    expect(await screen.findByText("Out for Delivery")).toBeInTheDocument();
  });
});
