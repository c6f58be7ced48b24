import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { logout } from "@zaika/contract/endpoints/auth";
import { updateOrderStatus } from "@zaika/contract/endpoints/orders";
import { getRiderMe, setRiderAvailability } from "@zaika/contract/endpoints/riders";
import { MESSAGES } from "@zaika/contract/messages";
import { ORDER_MESSAGES } from "@zaika/contract/order";
import { type Delivery, RIDER_MESSAGES, type Rider, type RiderMe } from "@zaika/contract/rider";
import toast from "react-hot-toast";
import { describe, expect, it, vi } from "vitest";
import { errorResponse, mockEndpoint } from "../../../test/mock-api";
import { makeOrder } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RiderHomePage } from "./RiderHomePage";

// Leaflet needs a real layout engine; the map is covered by the browser, not jsdom.
vi.mock("../components/DeliveryMap", () => ({
  default: ({ pickupName, dropName }: { pickupName: string; dropName: string }) => (
    <div role="img" aria-label={`Map from ${pickupName} to ${dropName}`} />
  ),
}));

const rider: Rider = {
  _id: "rider-1",
  name: "Ravi Kumar",
  phone: "9876500001",
  vehicleType: "scooter",
  vehicleNumber: "MP 09 AB 1234",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 2,
  deliveredCount: 14,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const ready: Delivery = {
  _id: "order-ready",
  orderNumber: "100042",
  status: "READY_FOR_PICKUP",
  paymentMode: "COD",
  collect: 450,
  itemCount: 3,
  pickup: {
    name: "Sharma Ji Ki Rasoi",
    phone: "9812345678",
    address: "12 MG Road, Indore",
    coordinates: { lat: 22.72, lng: 75.86 },
  },
  drop: {
    name: "Asha Verma",
    phone: "9876543210",
    address: "4 Palasia Square, Indore",
    instructions: "Ring the bell twice",
    coordinates: { lat: 22.73, lng: 75.88 },
  },
  estimatedDeliveryTime: null,
  createdAt: "2026-01-15T06:30:00.000Z",
};

const onTheWay: Delivery = {
  ...ready,
  _id: "order-otw",
  orderNumber: "100043",
  status: "OUT_FOR_DELIVERY",
  paymentMode: "ONLINE",
  collect: 0,
  drop: { ...ready.drop, name: "Vikram Rao", phone: "9811111111", instructions: "" },
};

function renderPage() {
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
    mockEndpoint(getRiderMe, { rider, deliveries: [ready, onTheWay] } satisfies RiderMe);
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading your deliveries");
    const card = await screen.findByRole("article", { name: "Order #100042" });
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(within(card).getByText("Ready for pickup")).toBeInTheDocument();
    expect(within(card).getByText("Collect ₹450 in cash")).toBeInTheDocument();
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
    mockEndpoint(getRiderMe, { rider, deliveries: [] } satisfies RiderMe);
    renderPage();
    expect(await screen.findByText("No deliveries assigned — stay online to get orders")).toBeInTheDocument();
  });

  it("marks an order picked up with status OUT_FOR_DELIVERY", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let deliveries = [ready];
    mockEndpoint(getRiderMe, () => ({ rider, deliveries }));
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
    mockEndpoint(getRiderMe, () => ({ rider, deliveries }));
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
    mockEndpoint(getRiderMe, () => ({ rider: current, deliveries: [] }));
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
    mockEndpoint(getRiderMe, { rider: { ...rider, isActive: false }, deliveries: [] });
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(RIDER_MESSAGES.inactive);
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("logs out from the top bar", async () => {
    const user = userEvent.setup();
    mockEndpoint(getRiderMe, { rider, deliveries: [] });
    const logouts = mockEndpoint(logout, { success: true, message: MESSAGES.loggedOut });
    renderPage();
    await screen.findByRole("switch", { name: "Online" });

    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(logouts).toHaveLength(1);
  });
});
