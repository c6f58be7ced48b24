import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ORDER_MESSAGES, type PaymentStart } from "@zaika/contract/order";
import toast from "react-hot-toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout } from "../../../lib/payment-checkout";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { jsonResponse, renderRoutes } from "../../../test/utils";
import { CustomerOrderPage } from "./CustomerOrderPage";

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

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
  fetchMock.mockReset();
  vi.mocked(openPaymentCheckout).mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

describe("CustomerOrderPage", () => {
  it("shows the rider with a call link and the delivery code once the order is out for delivery", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: makeOrder({
          status: "OUT_FOR_DELIVERY",
          rider: { _id: "r-1", name: "Ravi Kumar", phone: "9876500001" },
          deliveryCode: "4821",
        }),
      }),
    );
    renderPage();

    expect(await screen.findByText("4821")).toBeInTheDocument();
    expect(screen.getByText("Share this code with your delivery partner")).toBeInTheDocument();
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Ravi Kumar" })).toHaveAttribute("href", "tel:+919876500001");
    expect(screen.getByText("By 12:45 pm")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Out for Delivery");
    // No cancelling once the food has left the restaurant.
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("does not show a delivery code before the order is out for delivery", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: makeOrder({ status: "PREPARING", deliveryCode: "4821" }) }));
    renderPage();
    await screen.findByRole("heading", { name: "Order 100042" });
    expect(screen.queryByText("4821")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
  });

  it("shows the restaurant's reason for a rejected order and the refund with its timeline", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
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
      }),
    );
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
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === `/api/order/${ORDER_ID}/pay`) return jsonResponse({ success: true, paymentDetails });
      if (path === "/api/order/verify-payment") {
        return jsonResponse({ success: true, message: "Payment verified", order: makeOrder() });
      }
      return jsonResponse({ data: unpaid });
    });
    vi.mocked(openPaymentCheckout).mockResolvedValue({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_SANDBOXNEW00001",
      razorpay_signature: "sig",
    });
    renderPage();

    expect(await screen.findByText(/left\)/)).toHaveTextContent(/\((9|10):\d\d left\)/);
    await user.click(screen.getByRole("button", { name: "Pay now" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(ORDER_MESSAGES.placedOnline));
    expect(openPaymentCheckout).toHaveBeenCalledWith(paymentDetails);
    const verify = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/order/verify-payment"));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      paymentId: "pay_1",
      razorpayOrderId: "order_SANDBOXNEW00001",
      signature: "sig",
      orderId: ORDER_ID,
    });
  });

  it("says 'Payment verification failed. Please contact support.' when verification fails", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path.endsWith("/pay")) return jsonResponse({ success: true, paymentDetails });
      if (path === "/api/order/verify-payment") {
        return jsonResponse({ success: false, message: "Invalid signature" }, { status: 400 });
      }
      return jsonResponse({
        data: makeOrder({ paymentStatus: "PENDING", payableUntil: new Date(Date.now() + 60_000).toISOString() }),
      });
    });
    vi.mocked(openPaymentCheckout).mockResolvedValue({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_x",
      razorpay_signature: "bad",
    });
    renderPage();

    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.verificationFailed, expect.anything()));
    expect(error).not.toHaveBeenCalledWith("Invalid signature", expect.anything());
  });

  it("shows a not-found state for someone else's order", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: "Order not found" }, { status: 404 }));
    renderPage();
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See my orders" })).toHaveAttribute("href", "/user/profile");
  });
});
