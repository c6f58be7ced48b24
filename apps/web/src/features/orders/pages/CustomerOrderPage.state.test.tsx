import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getOrderTracking } from "@zaika/contract/endpoints/dispatch";
import { getOrder, payOrder, verifyPayment } from "@zaika/contract/endpoints/orders";
import { getOrderReview } from "@zaika/contract/endpoints/reviews";
import type { Order } from "@zaika/contract/order";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout } from "../../../lib/payment-checkout";
import { makeTracking } from "../../../test/dispatch";
import { mockEndpoint } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes, signInAs } from "../../../test/utils";
import { CustomerOrderPage } from "./CustomerOrderPage";

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));

// makeOrder's order was placed at 06:30 UTC (noon in India); unpaid online, it can be paid until 06:45.
const unpaid = makeOrder({ paymentStatus: "PENDING", paymentDetails: null, payableUntil: "2026-01-15T06:45:00.000Z" });

function renderPage(answer: () => Order) {
  signInAs("user");
  mockEndpoint(getOrder, () => ({ data: answer() }));
  return renderRoutes(
    [{ path: "/user/profile/order-history/:id", element: <CustomerOrderPage /> }],
    `/user/profile/order-history/${ORDER_ID}`,
  );
}

/** The badge beside "Order 100042", and the stepper's current step (its number, then its words). */
async function shownState() {
  const title = await screen.findByRole("heading", { level: 1, name: "Order 100042" });
  const step = within(screen.getByRole("list", { name: "Order progress" })).getByRole("listitem", { current: "step" });
  return { badge: title.nextElementSibling, step };
}

beforeEach(() => {
  vi.mocked(openPaymentCheckout).mockReset();
  mockPublicConfig();
  mockEndpoint(getOrderTracking, makeTracking({ rider: null }));
  mockEndpoint(getOrderReview, { data: null });
  // Real time moves the fake clock along (the page loads by itself); the countdown is moved by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 12.5 minutes before the window closes: "13 min left".
  vi.setSystemTime(new Date("2026-01-15T06:32:30.000Z"));
});

describe("CustomerOrderPage: the order's state as the customer reads it", () => {
  it("counts an unpaid online order's minutes down, then reads 'Waiting for the restaurant' once paid", async () => {
    let order = unpaid;
    renderPage(() => order);
    const { badge, step } = await shownState();
    expect(badge).toHaveTextContent(/^Awaiting payment · 13 min left$/);
    expect(step).toHaveTextContent(/^1Awaiting payment$/);

    act(() => void vi.advanceTimersByTime(60_000));
    expect(badge).toHaveTextContent(/^Awaiting payment · 12 min left$/);

    mockEndpoint(payOrder, {
      success: true,
      paymentDetails: {
        keyId: "rzp_test_sandbox",
        amount: 59750,
        currency: "INR",
        orderId: "order_SANDBOXNEW00001",
        provider: "sandbox",
        prefill: { name: "Asha Verma", email: null, contact: null },
      },
    });
    mockEndpoint(verifyPayment, () => {
      order = makeOrder({ paymentStatus: "PAID" });
      return { success: true, message: "Payment verified", order };
    });
    vi.mocked(openPaymentCheckout).mockResolvedValue({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_SANDBOXNEW00001",
      razorpay_signature: "sig",
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Pay now" }));

    const after = await screen.findByText("Waiting for the restaurant", { selector: "h1 ~ span" });
    expect(after).toHaveClass("bg-yellow-100");
    expect((await shownState()).step).toHaveTextContent(/^1Waiting for the restaurant$/);
    expect(screen.queryByRole("button", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("reads a cash order the restaurant has not accepted as 'Waiting for the restaurant', never 'Pending'", async () => {
    renderPage(() => makeOrder({ paymentMode: "COD", paymentStatus: "PENDING" }));
    const { badge, step } = await shownState();
    expect(badge).toHaveTextContent(/^Waiting for the restaurant$/);
    expect(step).toHaveTextContent(/^1Waiting for the restaurant$/);
    expect(screen.queryByText("Pending")).not.toBeInTheDocument();
  });

  it("names the first step 'Order placed' once the restaurant has it, and the status as staff do", async () => {
    renderPage(() => makeOrder({ status: "PREPARING" }));
    const { badge, step } = await shownState();
    expect(badge).toHaveTextContent(/^Preparing$/);
    expect(step).toHaveTextContent(/^3Preparing$/);
    const [first] = within(screen.getByRole("list", { name: "Order progress" })).getAllByRole("listitem");
    expect(first).toHaveTextContent(/^Order placed/);
  });
});
