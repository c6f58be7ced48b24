import { act, fireEvent, screen } from "@testing-library/react";
import { getAllOrders } from "@zaika/contract/endpoints/orders";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { listOf, makeOrder, toSummary } from "../../../test/orders";
import { renderRoutes } from "../../../test/utils";
import { AdminOrdersPage } from "./AdminOrdersPage";

function renderPage() {
  return renderRoutes([{ path: "/admin/orders", element: <AdminOrdersPage /> }], "/admin/orders");
}

describe("AdminOrdersPage", () => {
  it("asks for page 1 with limit 5 and links each order to its history page", async () => {
    const calls = mockEndpoint(getAllOrders, listOf([toSummary(makeOrder())]));
    renderPage();

    const link = await screen.findByRole("link", { name: "100042" });
    expect(link).toHaveAttribute("href", `/admin/order-history/${makeOrder()._id}`);
    expect(calls[0]?.query.page).toBe("1");
    expect(calls[0]?.query.limit).toBe("5");
  });

  it("searches by order number only once typing has paused for 300 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockEndpoint(getAllOrders, ({ query }) => listOf(query.orderNumber ? [] : [toSummary(makeOrder())]));
    renderPage();
    await screen.findByRole("link", { name: "100042" });
    expect(calls).toHaveLength(1);

    const box = screen.getByLabelText("Search by order number");
    for (const text of ["1", "10", "100", "1000", "10009"]) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(100));
    }
    // Keystrokes 100 ms apart: nothing asked yet.
    expect(calls.filter((call) => call.searchParams.has("orderNumber"))).toHaveLength(0);

    await act(async () => vi.advanceTimersByTime(300));
    expect(await screen.findByText("No orders found")).toBeInTheDocument();
    const searches = calls.filter((call) => call.searchParams.has("orderNumber"));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.orderNumber).toBe("10009");
  });

  it("shows 'Failed to fetch orders' (never the server's message) when the list fails", async () => {
    const error = vi.spyOn(toast, "error");
    mockEndpointError(getAllOrders, 400, { message: "limit must be 1 or more", code: "VALIDATION_ERROR" });
    renderPage();

    expect(await screen.findByText(ORDER_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.fetchFailed, expect.anything());
    expect(error).not.toHaveBeenCalledWith("limit must be 1 or more", expect.anything());
  });
});
