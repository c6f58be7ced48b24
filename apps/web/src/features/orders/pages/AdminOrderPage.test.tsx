import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import type { Rider } from "@zaika/contract/rider";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { AdminOrderPage } from "./AdminOrderPage";

const fetchMock = vi.fn<typeof fetch>();

const rider: Rider = {
  _id: "9c0e0a4e-0000-4000-8000-000000000001",
  name: "Ravi Kumar",
  phone: "9876500001",
  vehicleType: "scooter",
  vehicleNumber: "MP 09 AB 1234",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 0,
  deliveredCount: 12,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function respond(assign: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/order/assign-delivery") return assign();
    if (url.pathname === "/api/admin/riders") {
      return jsonResponse({ data: [rider], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } });
    }
    if (init?.method === "PATCH") {
      return jsonResponse({
        success: true,
        message: "Order marked Cancelled",
        order: makeOrder({ status: "CANCELLED" }),
      });
    }
    return jsonResponse({ data: makeOrder({ status: "PREPARING" }) });
  });
}

function renderPage() {
  return renderRoutes(
    [{ path: "/admin/order-history/:id", element: <AdminOrderPage /> }],
    `/admin/order-history/${ORDER_ID}`,
  );
}

async function assignRavi() {
  const user = userEvent.setup();
  renderPage();
  const select = await screen.findByLabelText("Available rider");
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, rider._id);
  await user.click(screen.getByRole("button", { name: "Assign rider" }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("AdminOrderPage", () => {
  it("assigns an available rider and shows the server's message", async () => {
    const success = vi.spyOn(toast, "success");
    respond(() => jsonResponse({ success: true, message: "Ravi Kumar will deliver order 100042", order: makeOrder() }));
    await assignRavi();

    await waitFor(() => expect(success).toHaveBeenCalledWith("Ravi Kumar will deliver order 100042"));
    const riders = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .find((url) => url.pathname === "/api/admin/riders");
    expect(riders?.searchParams.get("available")).toBe("true");
    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/order/assign-delivery"));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ orderId: ORDER_ID, riderId: rider._id });
  });

  it("falls back to 'Something went wrong. Please try again.' when the success has no message", async () => {
    const success = vi.spyOn(toast, "success");
    // The contract requires a message; an empty one is what a server without one would send.
    respond(() => jsonResponse({ success: true, message: "", order: makeOrder() }));
    await assignRavi();
    await waitFor(() => expect(success).toHaveBeenCalledWith(ORDER_MESSAGES.assignFallback));
  });

  it("shows the server's refusal, else 'Failed to assign order'", async () => {
    const error = vi.spyOn(toast, "error");
    respond(() => jsonResponse({ success: false, message: "This rider is not available right now" }, { status: 422 }));
    await assignRavi();
    await waitFor(() => expect(error).toHaveBeenCalledWith("This rider is not available right now"));

    error.mockClear();
    respond(() => new Response("", { status: 502 }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Assign rider" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.assignFailed));
  });

  it("cancels with a required reason and says a paid order is refunded in full", async () => {
    const user = userEvent.setup();
    respond(() => jsonResponse({}));
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByText(/refunded in full \(₹597.50\)/)).toBeInTheDocument();

    const dialog = screen.getByRole("dialog");
    await user.click(screen.getAllByRole("button", { name: "Cancel order" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Please give a reason")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Reason/), "Customer asked by phone");
    await user.click(screen.getAllByRole("button", { name: "Cancel order" }).at(-1) as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: "CANCELLED", reason: "Customer asked by phone" });
  });
});
