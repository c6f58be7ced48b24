import { act, fireEvent, screen } from "@testing-library/react";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { listOf, makeOrder, toSummary } from "../test-fixtures";
import { AdminOrdersPage } from "./AdminOrdersPage";

const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  return renderRoutes([{ path: "/admin/orders", element: <AdminOrdersPage /> }], "/admin/orders");
}

function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("AdminOrdersPage", () => {
  it("asks for page 1 with limit 5 and links each order to its history page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(listOf([toSummary(makeOrder())])));
    renderPage();

    const link = await screen.findByRole("link", { name: "100042" });
    expect(link).toHaveAttribute("href", `/admin/order-history/${makeOrder()._id}`);
    const [url] = requestedUrls();
    expect(url?.pathname).toBe("/api/order");
    expect(url?.searchParams.get("page")).toBe("1");
    expect(url?.searchParams.get("limit")).toBe("5");
  });

  it("searches by order number only once typing has paused for 300 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async (input) => {
      const search = new URL(String(input), "http://localhost").searchParams.get("orderNumber");
      return jsonResponse(listOf(search ? [] : [toSummary(makeOrder())]));
    });
    renderPage();
    await screen.findByRole("link", { name: "100042" });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const box = screen.getByLabelText("Search by order number");
    for (const text of ["1", "10", "100", "1000", "10009"]) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(100));
    }
    // Keystrokes 100 ms apart: nothing asked yet.
    expect(requestedUrls().filter((url) => url.searchParams.has("orderNumber"))).toHaveLength(0);

    await act(async () => vi.advanceTimersByTime(300));
    expect(await screen.findByText("No orders found")).toBeInTheDocument();
    const searches = requestedUrls().filter((url) => url.searchParams.has("orderNumber"));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.searchParams.get("orderNumber")).toBe("10009");
  });

  it("shows 'Failed to fetch orders' (never the server's message) when the list fails", async () => {
    const error = vi.spyOn(toast, "error");
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: "limit must be 1 or more", code: "VALIDATION" }, { status: 400 }),
    );
    renderPage();

    expect(await screen.findByText(ORDER_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.fetchFailed, expect.anything());
    expect(error).not.toHaveBeenCalledWith("limit must be 1 or more", expect.anything());
  });
});
