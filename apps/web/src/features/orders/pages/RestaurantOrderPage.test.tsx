import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrderTracking } from "@zaika/contract/endpoints/dispatch";
import { getOrder, getOrderInvoice } from "@zaika/contract/endpoints/orders";
import { INVOICE_MESSAGES } from "@zaika/contract/invoice";
import type { Order } from "@zaika/contract/order";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { makeTracking, RAVI } from "../../../test/dispatch";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import { RestaurantOrderPage } from "./RestaurantOrderPage";

// Leaflet needs a real layout; the test checks what the tracking map asks of the map module.
const createTrackingMap = vi.hoisted(() =>
  vi.fn(() => ({ setBaseLayer: vi.fn(), setRider: vi.fn(), resize: vi.fn(), remove: vi.fn() })),
);
vi.mock("../../../components/map/tracking-map", () => ({ createTrackingMap }));

beforeEach(() => {
  createTrackingMap.mockClear();
});

function renderPage() {
  return renderRoutes(
    [{ path: "/restaurant/orders/:id", element: <RestaurantOrderPage /> }],
    `/restaurant/orders/${ORDER_ID}`,
  );
}

describe("RestaurantOrderPage", () => {
  it("shows a skeleton while loading, then every field of spec §2 'Restaurant order detail'", async () => {
    // The order is answered only when the test says so.
    let answer: (detail: { data: Order }) => void = () => {};
    const reads = mockEndpoint(getOrder, () => new Promise<{ data: Order }>((resolve) => (answer = resolve)));
    const { container } = renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the order");
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    await waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the order");
    answer({ data: makeOrder() });

    // Order number, placed time (IST), status badge (yellow for PENDING).
    expect(await screen.findByRole("heading", { name: "Order 100042" })).toBeInTheDocument();
    expect(reads.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(screen.getByText(/^Placed/)).toHaveTextContent("15 Jan 2026, 12:00 pm");
    expect(screen.getAllByText("Pending")[0]).toHaveClass("bg-yellow-100");

    // Payment details: order id, payment id, date.
    const payment = screen.getByRole("heading", { name: "Payment details" }).closest("section") as HTMLElement;
    expect(within(payment).getByText("order_SANDBOX12345678")).toBeInTheDocument();
    expect(within(payment).getByText("pay_SANDBOX87654321")).toBeInTheDocument();
    expect(within(payment).getByText("15 Jan 2026, 12:01 pm")).toBeInTheDocument();

    // Restaurant name and address (street, city, state); estimated delivery time.
    expect(screen.getByText("Sharma Ji Ki Rasoi")).toBeInTheDocument();
    expect(screen.getByText("12 MG Road, Indore, Madhya Pradesh")).toBeInTheDocument();
    expect(screen.getByText("Estimated delivery").nextSibling).toHaveTextContent("15 Jan 2026, 12:45 pm");

    // Customer name and e-mail; delivery address.
    const customer = screen.getByRole("heading", { name: "Customer" }).closest("section") as HTMLElement;
    expect(within(customer).getAllByText(/Asha Verma/).length).toBeGreaterThan(0);
    expect(within(customer).getByText("asha@example.com")).toBeInTheDocument();
    expect(
      within(customer).getByText("45 Vijay Nagar, Flat 3B, Near C21 Mall, Indore, Madhya Pradesh 452010"),
    ).toBeInTheDocument();

    // Charges and the final total.
    const charges = screen.getByRole("heading", { name: "Charges" }).closest("section") as HTMLElement;
    expect(within(charges).getByText("Item total").nextSibling).toHaveTextContent("₹550");
    expect(within(charges).getByText("GST (5%)").nextSibling).toHaveTextContent("₹27.50");
    expect(within(charges).getByText("Packaging charge").nextSibling).toHaveTextContent("₹20");
    expect(within(charges).getByText("Delivery fee").nextSibling).toHaveTextContent("Free");
    expect(within(charges).getByText("Final total").nextSibling).toHaveTextContent("₹597.50");

    // Items: image, name, quantity, description, price, attributes, add-ons, item total.
    const items = screen.getByRole("heading", { name: "Ordered items" }).closest("section") as HTMLElement;
    expect(within(items).getByRole("img", { name: "Paneer Tikka" })).toHaveAttribute(
      "src",
      "/uploads/products/paneer.webp",
    );
    expect(within(items).getByText("Paneer Tikka")).toBeInTheDocument();
    expect(within(items).getByText("Quantity: 2")).toBeInTheDocument();
    expect(within(items).getByText("Char-grilled cottage cheese")).toBeInTheDocument();
    expect(within(items).getByText("₹220")).toBeInTheDocument();
    expect(within(items).getByText("Portion: Full (+₹40)")).toBeInTheDocument();
    expect(within(items).getByText("Add-on: Extra mint chutney (+₹15)")).toBeInTheDocument();
    expect(within(items).getByText("₹550")).toBeInTheDocument();

    // The restaurant's next steps for a PENDING order.
    expect(screen.getByRole("button", { name: "Accept order 100042" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reject order 100042" })).toBeInTheDocument();
  });

  it("badges a rejected order red and shows the reason, without payment details when there are none", async () => {
    mockEndpoint(getOrder, {
      data: makeOrder({
        status: "REJECTED",
        rejectionReason: "Kitchen closing early",
        paymentMode: "COD",
        paymentStatus: "PENDING",
        paymentDetails: null,
      }),
    });
    renderPage();
    expect(await screen.findByText("Reason: Kitchen closing early")).toBeInTheDocument();
    expect(screen.getAllByText("Rejected")[0]).toHaveClass("bg-red-100");
    expect(screen.queryByRole("heading", { name: "Payment details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Accept order/ })).not.toBeInTheDocument();
  });

  it("badges other statuses green and offers the next kitchen step", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ status: "ACCEPTED" }) });
    renderPage();
    expect(await screen.findByRole("button", { name: "Mark order 100042 preparing" })).toBeInTheDocument();
    expect(screen.getAllByText("Accepted")[0]).toHaveClass("bg-green-100");
  });

  it("says the order was not found for an id that is not the restaurant's", async () => {
    const reads = mockEndpointError(getOrder, 404, { message: "Order not found", code: "NOT_FOUND" });
    renderPage();
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(reads.map((call) => call.params.id)).toEqual([ORDER_ID]);
  });
});

describe("RestaurantOrderPage: the tax invoice", () => {
  it("offers the invoice of a paid order beside its actions, and toasts the server's refusal", async () => {
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getOrder, { data: makeOrder({ status: "ACCEPTED" }) });
    const reason = INVOICE_MESSAGES.unpaid;
    const invoices = mockEndpointError(getOrderInvoice, 409, { message: reason, code: "CONFLICT" });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Download invoice" }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(reason, expect.anything()));
    expect(invoices.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(screen.getByRole("button", { name: "Mark order 100042 preparing" })).toBeInTheDocument();
  });

  it("offers no invoice for a rejected order", async () => {
    mockEndpoint(getOrder, {
      data: makeOrder({ status: "REJECTED", paymentStatus: "REFUNDED", rejectionReason: "Out of paneer" }),
    });
    renderPage();

    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });
});

describe("RestaurantOrderPage: the rider coming for pickup", () => {
  const ravi = { _id: RAVI, name: "Ravi Kumar", phone: "9876500001" };
  /** The rider at 22.73, 75.87, riding to the restaurant at 22.72, 75.86. */
  const coming = (etaMinutes: number | null) =>
    makeTracking({
      phase: "to-restaurant",
      rider: {
        name: "Ravi Kumar",
        vehicleType: "scooter",
        position: { lat: 22.73, lng: 75.87, at: "2026-01-15T06:40:00.000Z" },
      },
      etaMinutes,
    });

  it.each([
    [4, "Rider Ravi arriving in about 4 min"],
    [0, "Rider Ravi is arriving now"],
    [null, "Rider Ravi is on the way"],
  ])("with an ETA of %s min says %j, with the small map", async (etaMinutes, line) => {
    mockPublicConfig();
    const trackings = mockEndpoint(getOrderTracking, coming(etaMinutes));
    mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING", rider: ravi }) });
    renderPage();

    const section = (await screen.findByRole("heading", { name: "Rider for pickup" })).closest(
      "section",
    ) as HTMLElement;
    await waitFor(() => expect(within(section).getByText(line)).toBeInTheDocument());
    expect(within(section).getByRole("img", { name: "Map of Ravi riding to Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    await waitFor(() => expect(createTrackingMap).toHaveBeenCalledTimes(1));
    expect(trackings.map((call) => call.params.id)).toEqual([ORDER_ID]);
  });

  it("says nothing of the rider once the order has left the kitchen", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ status: "OUT_FOR_DELIVERY", rider: ravi }) });
    renderPage();

    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("heading", { name: "Rider for pickup" })).not.toBeInTheDocument();
    expect(apiRequests().some((request) => request.url.endsWith("/tracking"))).toBe(false);
  });
});
