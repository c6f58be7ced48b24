import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrderTracking } from "@zaika/contract/endpoints/dispatch";
import { getOrder, getOrderInvoice, payOrder, verifyPayment } from "@zaika/contract/endpoints/orders";
import { getOrderReview } from "@zaika/contract/endpoints/reviews";
import type { PositionLiveEvent } from "@zaika/contract/events";
import { ORDER_MESSAGES, type PaymentStart } from "@zaika/contract/order";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { orderQueryKeys } from "../../../lib/order-query-keys";
import { openPaymentCheckout } from "../../../lib/payment-checkout";
import { createQueryClient } from "../../../lib/query-client";
import { createMemoryRouter, RouterProvider } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { makeTracking, RAVI } from "../../../test/dispatch";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import { CustomerOrderPage } from "./CustomerOrderPage";

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));

// Leaflet needs a real layout; the test checks what the tracking map asks of the map module.
const createTrackingMap = vi.hoisted(() =>
  vi.fn(() => ({ setBaseLayer: vi.fn(), setRider: vi.fn(), resize: vi.fn(), remove: vi.fn() })),
);
vi.mock("../../../components/map/tracking-map", () => ({ createTrackingMap }));

// Position frames of the live-event client are driven by hand; the rest of the client is the real one.
const positionHandlers = vi.hoisted(() => new Set<(event: PositionLiveEvent) => void>());
vi.mock("../../../lib/live-events", async (importOriginal) => {
  const { useEffect, useRef } = await import("react");
  return {
    ...(await importOriginal<typeof import("../../../lib/live-events")>()),
    usePositionEvents: (handler: (event: PositionLiveEvent) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const listener = (event: PositionLiveEvent) => latest.current(event);
        positionHandlers.add(listener);
        return () => {
          positionHandlers.delete(listener);
        };
      }, []);
    },
  };
});

function emitPosition(event: PositionLiveEvent) {
  act(() => {
    for (const handler of positionHandlers) handler(event);
  });
}

const paymentDetails: PaymentStart = {
  keyId: "rzp_test_sandbox",
  amount: 59750,
  currency: "INR",
  orderId: "order_SANDBOXNEW00001",
  provider: "sandbox",
  prefill: { name: "Asha Verma", email: null, contact: null },
};

function renderPage() {
  return renderRoutes(
    [{ path: "/user/profile/order-history/:id", element: <CustomerOrderPage /> }],
    `/user/profile/order-history/${ORDER_ID}`,
  );
}

beforeEach(() => {
  vi.mocked(openPaymentCheckout).mockReset();
  createTrackingMap.mockClear();
  mockPublicConfig();
  // An order with a rider asks where the rider is; tests about tracking answer with their own.
  mockEndpoint(getOrderTracking, makeTracking({ rider: null }));
  // A delivered order reads its review (none yet); the rating card has its own tests.
  mockEndpoint(getOrderReview, { data: null });
});

describe("CustomerOrderPage", () => {
  it("shows the rider with a call link and the delivery code once the order is out for delivery", async () => {
    const reads = mockEndpoint(getOrder, {
      data: makeOrder({
        status: "OUT_FOR_DELIVERY",
        rider: { _id: "r-1", name: "Ravi Kumar", phone: "9876500001" },
        deliveryCode: "4821",
      }),
    });
    renderPage();

    expect(await screen.findByText("4821")).toBeInTheDocument();
    expect(reads[0]?.params.id).toBe(ORDER_ID);
    expect(screen.getByText("Share this code with your delivery partner")).toBeInTheDocument();
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Ravi Kumar" })).toHaveAttribute("href", "tel:+919876500001");
    // The window the server promises now (makeOrder's 12:40–12:45 in India).
    expect(screen.getByText("Estimated delivery").nextSibling).toHaveTextContent("12:40–12:45 PM");
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Out for Delivery");
    // No cancelling once the food has left the restaurant.
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("does not show a delivery code before the order is out for delivery", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING", deliveryCode: "4821" }) });
    renderPage();
    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByText("4821")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
  });

  it("shows the restaurant's reason for a rejected order and the refund with its timeline", async () => {
    mockEndpoint(getOrder, {
      data: makeOrder({
        status: "REJECTED",
        paymentStatus: "REFUNDED",
        rejectionReason: "Out of paneer today",
        refund: {
          _id: "rf-1",
          amount: 597.5,
          status: "PROCESSED",
          providerRefundId: "rfnd_SANDBOX1",
          timeline: "UPI / wallet: 2-4 business days",
          createdAt: "2026-01-15T06:35:00.000Z",
        },
      }),
    });
    renderPage();
    expect(await screen.findByText("Reason: Out of paneer today")).toBeInTheDocument();
    expect(screen.getByText("Refund").nextSibling).toHaveTextContent("₹597.50");
    expect(screen.getByText("UPI / wallet: 2-4 business days")).toBeInTheDocument();
  });

  it("pays an unpaid online order: checkout, then verification, then 'Payment Successful & Order Placed'", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const unpaid = makeOrder({
      paymentStatus: "PENDING",
      paymentDetails: null,
      payableUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    mockEndpoint(getOrder, { data: unpaid });
    const restarts = mockEndpoint(payOrder, { success: true, paymentDetails });
    const verifications = mockEndpoint(verifyPayment, {
      success: true,
      message: "Payment verified",
      order: makeOrder(),
    });
    vi.mocked(openPaymentCheckout).mockResolvedValue({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_SANDBOXNEW00001",
      razorpay_signature: "sig",
    });
    renderPage();

    expect(await screen.findByText(/left\)/)).toHaveTextContent(/\((9|10):\d\d left\)/);
    await user.click(screen.getByRole("button", { name: "Pay now" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(ORDER_MESSAGES.placedOnline, expect.anything()));
    expect(restarts.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(openPaymentCheckout).toHaveBeenCalledWith(paymentDetails);
    expect(verifications.map((call) => call.body)).toEqual([
      {
        paymentId: "pay_1",
        razorpayOrderId: "order_SANDBOXNEW00001",
        signature: "sig",
        orderId: ORDER_ID,
      },
    ]);
  });

  it("says 'Payment verification failed. Please contact support.' when verification fails", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getOrder, {
      data: makeOrder({ paymentStatus: "PENDING", payableUntil: new Date(Date.now() + 60_000).toISOString() }),
    });
    mockEndpoint(payOrder, { success: true, paymentDetails });
    const verifications = mockEndpointError(verifyPayment, 400, {
      message: "Invalid signature",
      code: "VALIDATION_ERROR",
    });
    vi.mocked(openPaymentCheckout).mockResolvedValue({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_x",
      razorpay_signature: "bad",
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.verificationFailed, expect.anything()));
    expect(verifications).toHaveLength(1);
    expect(error).not.toHaveBeenCalledWith("Invalid signature", expect.anything());
  });

  it("shows a not-found state for someone else's order", async () => {
    mockEndpointError(getOrder, 404, { message: "Order not found", code: "NOT_FOUND" });
    renderPage();
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See my orders" })).toHaveAttribute("href", "/user/profile");
  });
});

describe("CustomerOrderPage: the tax invoice", () => {
  it("downloads the invoice of a delivered cash order as a PDF", async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved.push(blob);
          return "blob:invoice";
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const links: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this);
    });
    mockEndpoint(getOrder, { data: makeOrder({ status: "DELIVERED", paymentMode: "COD", paymentStatus: "PAID" }) });
    const invoices = mockEndpoint(
      getOrderInvoice,
      () =>
        new Response("%PDF-1.7", {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="ZK2526-0000042.pdf"',
          },
        }),
    );
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Download invoice" }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(invoices.map((call) => [call.params.id, call.headers.get("Accept")])).toEqual([
      [ORDER_ID, "application/pdf, application/json;q=0.5"],
    ]);
    expect(links[0]?.download).toBe("ZK2526-0000042.pdf");
    expect(await saved[0]?.text()).toBe("%PDF-1.7");
  });

  it("offers no invoice while an online order is unpaid, nor for a cash order on its way", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ paymentStatus: "PENDING" }) });
    const { unmount } = renderPage();
    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
    unmount();

    mockEndpoint(getOrder, {
      data: makeOrder({ status: "OUT_FOR_DELIVERY", paymentMode: "COD", paymentStatus: "PENDING" }),
    });
    renderPage();
    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });
});

describe("CustomerOrderPage delivery window", () => {
  it("shows the window promised now, and the new one when a status event refetches the order", async () => {
    // 12:40–12:45 in India while accepted; 12:50–12:55 once the server worked it out again at ready.
    let order = makeOrder({ status: "ACCEPTED" });
    mockEndpoint(getOrder, () => ({ data: order }));
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: "/user/profile/order-history/:id", element: <CustomerOrderPage /> }], {
      initialEntries: [`/user/profile/order-history/${ORDER_ID}`],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("12:40–12:45 PM")).toBeInTheDocument();

    order = makeOrder({
      status: "READY_FOR_PICKUP",
      eta: { from: "2026-01-15T07:20:00.000Z", to: "2026-01-15T07:25:00.000Z" },
    });
    // What lib/live-events does with an order event.
    await act(() => queryClient.invalidateQueries({ queryKey: orderQueryKeys.one(ORDER_ID) }));
    expect(await screen.findByText("12:50–12:55 PM")).toBeInTheDocument();
  });

  it("says delivered once the order is, with no window", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ status: "DELIVERED", eta: null }) });
    renderPage();
    expect(await screen.findByText("Estimated delivery")).toBeInTheDocument();
    expect(screen.getByText("Estimated delivery").nextSibling).toHaveTextContent("Delivered");
  });
});

describe("CustomerOrderPage: where the rider is", () => {
  const ravi = { _id: RAVI, name: "Ravi Kumar", phone: "9876500001" };
  const setRiderCalls = () => createTrackingMap.mock.results.at(-1)?.value.setRider.mock.calls ?? [];

  it("before pickup says the rider is on the way to the restaurant, without a map", async () => {
    const trackings = mockEndpoint(
      getOrderTracking,
      makeTracking({ phase: "to-restaurant", rider: { name: "Ravi Kumar", vehicleType: "scooter", position: null } }),
    );
    mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING", rider: ravi }) });
    renderPage();

    const section = (await screen.findByRole("heading", { name: "Your rider" })).closest("section") as HTMLElement;
    expect(section).toHaveTextContent("Your rider Ravi is on the way to the restaurant");
    await waitFor(() => expect(trackings).toHaveLength(1));
    expect(screen.queryByRole("img", { name: /^Map of/ })).not.toBeInTheDocument();
    expect(createTrackingMap).not.toHaveBeenCalled();
  });

  it("from pickup shows the rider on a map with the distance and ETA, and moves the marker on a position frame", async () => {
    const trackings = mockEndpoint(getOrderTracking, makeTracking());
    mockEndpoint(getOrder, { data: makeOrder({ status: "OUT_FOR_DELIVERY", rider: ravi, deliveryCode: "4821" }) });
    renderPage();

    // The rider 0.011° south of the drop (1,223 m), 4 minutes out.
    expect(await screen.findByText("Ravi is 1.2 km away · about 4 min")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Map of Ravi riding to your address" })).toBeInTheDocument();
    await waitFor(() => expect(setRiderCalls().at(-1)).toEqual([{ lat: 22.739, lng: 75.89 }]));
    expect(trackings.map((call) => call.params.id)).toEqual([ORDER_ID]);

    // A frame of another order moves nothing; this order's moves the marker 0.005° from the drop (556 m).
    const frame = { riderId: RAVI, lng: 75.89, at: "2026-01-15T07:00:10.000Z", etaMinutes: 2 };
    emitPosition({ ...frame, orderId: "0b6f1c1e-5d6a-4b7e-9f00-0000000000ff", lat: 22.6 });
    emitPosition({ ...frame, orderId: ORDER_ID, lat: 22.745 });

    expect(await screen.findByText("Ravi is 560 m away · about 2 min")).toBeInTheDocument();
    expect(setRiderCalls().at(-1)).toEqual([{ lat: 22.745, lng: 75.89 }]);
    expect(setRiderCalls().some(([position]: [{ lat: number }]) => position.lat === 22.6)).toBe(false);
    // Moved, not redrawn: one map, and no new request for the position.
    expect(createTrackingMap).toHaveBeenCalledTimes(1);
    expect(trackings).toHaveLength(1);
  });

  it("after pickup without a shared position says the rider is on the way, with the ETA, and no map", async () => {
    mockEndpoint(
      getOrderTracking,
      makeTracking({ rider: { name: "Ravi Kumar", vehicleType: "scooter", position: null }, etaMinutes: 9 }),
    );
    mockEndpoint(getOrder, { data: makeOrder({ status: "OUT_FOR_DELIVERY", rider: ravi }) });
    renderPage();

    expect(
      await screen.findByText("Ravi has picked up your order and is on the way · about 9 min"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /^Map of/ })).not.toBeInTheDocument();
  });

  it("asks nothing about tracking before a rider is on the order", async () => {
    mockEndpoint(getOrder, { data: makeOrder({ status: "PREPARING", rider: null }) });
    renderPage();

    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByRole("heading", { name: "Your rider" })).not.toBeInTheDocument();
    expect(apiRequests().some((request) => request.url.endsWith("/tracking"))).toBe(false);
  });
});
