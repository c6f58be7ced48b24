import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { logout } from "@zaika/contract/endpoints/auth";
import { getRiderOffers } from "@zaika/contract/endpoints/dispatch";
import { updateOrderStatus } from "@zaika/contract/endpoints/orders";
import { getRiderMe, setRiderAvailability } from "@zaika/contract/endpoints/riders";
import { MESSAGES } from "@zaika/contract/messages";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { RIDER_MESSAGES } from "@zaika/contract/rider";
import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { errorResponse, mockEndpoint } from "../../../test/mock-api";
import { makeOrder } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { onTheWayDelivery as onTheWay, readyDelivery as ready, rider, riderMe } from "../test/rider-test-data";
import { RiderHomePage } from "./RiderHomePage";

// Leaflet needs a real layout engine; the map is covered by the browser, not jsdom.
vi.mock("../components/DeliveryMap", () => ({
  default: ({ pickupName, dropName }: { pickupName: string; dropName: string }) => (
    <div role="img" aria-label={`Map from ${pickupName} to ${dropName}`} />
  ),
}));

function renderPage() {
  // Online riders are offered orders; these tests are about the deliveries, so there are none.
  mockEndpoint(getRiderOffers, { data: [] });
  signInAs("rider", "Ravi Kumar", "rider-1");
  return renderRoutes(
    [
      { path: "/rider", element: <RiderHomePage /> },
      { path: "/login", element: <p>Login page</p> },
    ],
    "/rider",
  );
}

describe("RiderHomePage", () => {
  it("shows each assigned delivery: pickup and drop with call links, cash to collect and directions", async () => {
    mockEndpoint(getRiderMe, riderMe({ deliveries: [ready, onTheWay] }));
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading your deliveries");
    const card = await screen.findByRole("article", { name: "Order #100042" });
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(screen.getByText(/^Today:/)).toHaveTextContent("Today: 5 deliveries · ₹212 earned");
    expect(within(card).getByText("Ready for pickup")).toBeInTheDocument();
    // The cash to collect stands out: its own large line.
    expect(within(card).getByText("Cash to collect")).toBeInTheDocument();
    expect(within(card).getByText("₹450")).toHaveClass("text-3xl", "font-extrabold");
    expect(within(card).getByText("12 MG Road, Indore")).toBeInTheDocument();
    expect(within(card).getByText("Ring the bell twice")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Call Sharma Ji Ki Rasoi" })).toHaveAttribute(
      "href",
      "tel:9812345678",
    );
    expect(within(card).getByRole("link", { name: "Call Asha Verma" })).toHaveAttribute("href", "tel:9876543210");
    const directions = within(card).getByRole("link", { name: /Open in Maps/ });
    expect(directions.getAttribute("href")).toContain("destination=22.73%2C75.88");
    expect(directions.getAttribute("href")).toContain("waypoints=22.72%2C75.86");
    expect(await within(card).findByRole("img", { name: "Map from Sharma Ji Ki Rasoi to Asha Verma" })).toBeVisible();
    // Picked up only while the food waits; the code form only once it is on the way.
    expect(within(card).getByRole("button", { name: "Picked up" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Delivered" })).not.toBeInTheDocument();

    const second = screen.getByRole("article", { name: "Order #100043" });
    expect(within(second).getByText("Paid online · nothing to collect")).toBeInTheDocument();
    expect(within(second).queryByRole("button", { name: "Picked up" })).not.toBeInTheDocument();
    expect(within(second).getByLabelText("Delivery code from the customer")).toHaveAttribute("inputmode", "numeric");
    expect(
      within(second)
        .getByRole("link", { name: /Open in Maps/ })
        .getAttribute("href"),
    ).not.toContain("waypoints");
  });

  it("shows the empty state when nothing is assigned", async () => {
    mockEndpoint(getRiderMe, riderMe());
    renderPage();
    expect(await screen.findByText("No deliveries assigned — stay online to get orders")).toBeInTheDocument();
  });

  it("marks an order picked up with status OUT_FOR_DELIVERY", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let deliveries = [ready];
    mockEndpoint(getRiderMe, () => riderMe({ deliveries }));
    const updates = mockEndpoint(updateOrderStatus, ({ params }) => {
      deliveries = [{ ...ready, status: "OUT_FOR_DELIVERY" }];
      return {
        success: true,
        message: ORDER_MESSAGES.statusUpdated("Out for Delivery"),
        order: makeOrder({ _id: params.id, status: "OUT_FOR_DELIVERY" }),
      };
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Picked up" }));

    expect(await screen.findByLabelText("Delivery code from the customer")).toBeInTheDocument();
    expect(updates.map((call) => [call.params.id, call.body])).toEqual([[ready._id, { status: "OUT_FOR_DELIVERY" }]]);
    expect(success).toHaveBeenCalledWith("Order marked Out for Delivery");
    expect(screen.queryByRole("button", { name: "Picked up" })).not.toBeInTheDocument();
  });

  it("delivers with the customer's code and shows the server's error for a wrong one", async () => {
    const user = userEvent.setup();
    const errorToast = vi.spyOn(toast, "error");
    let deliveries = [onTheWay];
    mockEndpoint(getRiderMe, () => riderMe({ deliveries }));
    const updates = mockEndpoint(updateOrderStatus, ({ params, body }) => {
      if (body.deliveryCode !== "4821") {
        return errorResponse(422, { message: ORDER_MESSAGES.wrongDeliveryCode, code: "BUSINESS_RULE" });
      }
      deliveries = [];
      return {
        success: true,
        message: "Order marked Delivered",
        order: makeOrder({ _id: params.id, status: "DELIVERED" }),
      };
    });
    renderPage();

    const input = await screen.findByLabelText("Delivery code from the customer");
    // Too short: refused without asking the server.
    await user.type(input, "48");
    await user.click(screen.getByRole("button", { name: "Delivered" }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ORDER_MESSAGES.deliveryCodeRequired));
    expect(updates).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "12ab34");
    expect(input).toHaveValue("1234");
    await user.click(screen.getByRole("button", { name: "Delivered" }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(ORDER_MESSAGES.wrongDeliveryCode)),
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(errorToast).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "4821");
    await user.click(screen.getByRole("button", { name: "Delivered" }));

    expect(await screen.findByText("No deliveries assigned — stay online to get orders")).toBeInTheDocument();
    expect(updates.every((call) => call.params.id === onTheWay._id)).toBe(true);
    expect(updates.map((call) => call.body)).toEqual([
      { status: "DELIVERED", deliveryCode: "1234" },
      { status: "DELIVERED", deliveryCode: "4821" },
    ]);
  });

  it("goes offline through the availability switch and says so", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let current = rider;
    mockEndpoint(getRiderMe, () => riderMe({ rider: current }));
    const switches = mockEndpoint(setRiderAvailability, ({ body }) => {
      current = { ...rider, isAvailable: body.isAvailable };
      return { success: true, message: RIDER_MESSAGES.updated, data: current };
    });
    renderPage();

    const toggle = await screen.findByRole("switch", { name: "Online" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);

    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Online" })).toHaveAttribute("aria-checked", "false"),
    );
    expect(switches.map((call) => call.body)).toEqual([{ isAvailable: false }]);
    expect(success).toHaveBeenCalledWith(RIDER_MESSAGES.offline);
  });

  it("tells an inactive rider to contact support instead of offering the switch", async () => {
    mockEndpoint(getRiderMe, riderMe({ rider: { ...rider, isActive: false } }));
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(RIDER_MESSAGES.inactive);
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("logs out from the top bar", async () => {
    const user = userEvent.setup();
    mockEndpoint(getRiderMe, riderMe());
    const logouts = mockEndpoint(logout, { success: true, message: MESSAGES.loggedOut });
    renderPage();
    await screen.findByRole("switch", { name: "Online" });

    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(logouts).toHaveLength(1);
  });

  it("says how much of today's earnings came from tips after delivery (issue 14)", async () => {
    mockEndpoint(getRiderMe, riderMe({ today: { deliveries: 5, earnings: 232, tips: 20 } }));
    renderPage();
    expect(await screen.findByText(/^Today:/)).toHaveTextContent("Today: 5 deliveries · ₹232 earned (incl. ₹20 tips)");
  });
});
