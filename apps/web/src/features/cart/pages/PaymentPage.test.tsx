import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@zaika/contract/address";
import type { CartResponse } from "@zaika/contract/cart";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { captured, makeOrder, paymentDetails } from "../order-test-data";
import { ADDRESS_ID, makeCart, ORDER_ID } from "../test-data";
import { type AddressPickerProps, PaymentPage } from "./PaymentPage";

vi.mock("../../../lib/payment-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/payment-checkout")>()),
  openPaymentCheckout: vi.fn(),
}));
const checkoutMock = vi.mocked(openPaymentCheckout);

const nearby: Address = {
  _id: ADDRESS_ID,
  fullName: "Asha Verma",
  addressLine1: "14 Palasia Square",
  addressLine2: "",
  landmark: "",
  city: "Indore",
  state: "Madhya Pradesh",
  postalCode: "452001",
  addressType: "home",
  phoneNumber: "9876543210",
  deliveryInstructions: "",
  coordinates: { lat: 22.725, lng: 75.87 },
  isDefault: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
// About 33 km from the restaurant, which delivers within 5 km.
const faraway: Address = {
  ...nearby,
  _id: "0c8f4d2b-0000-4000-8000-0000000000cc",
  coordinates: { lat: 23.0, lng: 75.9 },
};

type Call = { method: string; path: string; body: unknown; idempotencyKey: string | null };
type Route = (call: Call) => Response | undefined;

function mockApi(cart: CartResponse, route: Route) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        idempotencyKey: new Headers(init?.headers).get("Idempotency-Key"),
      };
      calls.push(call);
      if (url.pathname === "/api/settings") return jsonResponse({ gst: 5 });
      if (url.pathname === "/api/cart") return jsonResponse(cart);
      return route(call) ?? jsonResponse({ message: "Not found" }, { status: 404 });
    }),
  );
  return calls;
}

function FakePicker({ onSelect, restaurant }: AddressPickerProps) {
  return (
    <div>
      <p>Delivers within {restaurant?.deliveryRadiusKm} km</p>
      <button type="button" onClick={() => onSelect(nearby)}>
        Deliver to home
      </button>
      <button type="button" onClick={() => onSelect(faraway)}>
        Deliver to far away
      </button>
    </div>
  );
}

function renderPayment() {
  return renderRoutes(
    [
      {
        path: "/user/cart/payment",
        element: <PaymentPage renderAddressPicker={(props) => <FakePicker {...props} />} />,
      },
      { path: "/user/cart", element: <p>Cart page</p> },
      { path: "/user/cart/payment/order-placed", element: <p>Order placed page</p> },
    ],
    "/user/cart/payment",
  );
}

const placeButton = () => screen.findByRole("button", { name: /^Place order/ });

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
  checkoutMock.mockReset();
  signInAs("user");
});

afterEach(() => {
  act(() => toast.remove());
});

describe("PaymentPage guard", () => {
  it("sends a customer with an empty cart back to /user/cart", async () => {
    mockApi(makeCart([]), () => undefined);
    const { router } = renderPayment();
    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart");
  });
});

describe("PaymentPage, cash on delivery", () => {
  it("places the order with only the mode and the address, an Idempotency-Key, and shows success", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    const calls = mockApi(makeCart(), (call) =>
      call.path === "/api/order"
        ? jsonResponse({
            success: true,
            message: "Order Placed Successfully",
            order: makeOrder("COD"),
            paymentDetails: null,
          })
        : undefined,
    );
    const { router } = renderPayment();

    expect(await placeButton()).toBeDisabled();
    expect(screen.getByText("Choose a delivery address to place your order.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Deliver to home" }));
    await userEvent.click(screen.getByRole("radio", { name: /Cash on delivery/ }));
    await userEvent.click(await placeButton());

    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart/payment/order-placed");
    const post = calls.find((call) => call.path === "/api/order");
    expect(post?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastSpy).toHaveBeenCalledWith("Order Placed Successfully");
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: true, lastOrderId: ORDER_ID, idempotencyKey: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when placing fails, 'Order failed' without one, and retries with the same key", async () => {
    const errorSpy = vi.spyOn(toast, "error");
    const answers = [
      jsonResponse({ success: false, message: "Apna Sweets is closed right now." }, { status: 422 }),
      new Response("", { status: 500 }),
    ];
    const calls = mockApi(makeCart(), (call) => (call.path === "/api/order" ? answers.shift() : undefined));
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await placeButton());
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith("Apna Sweets is closed right now."));
    await userEvent.click(await placeButton());
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith("Order failed"));

    const keys = calls.filter((call) => call.path === "/api/order").map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("offers cash on delivery only when the restaurant takes cash, and says why not", async () => {
    mockApi(makeCart(undefined, { acceptsCash: false }), () => undefined);
    renderPayment();
    const cod = await screen.findByRole("radio", { name: /Cash on delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription("This restaurant does not accept cash on delivery");
    expect(screen.getByRole("radio", { name: /Pay online — UPI, cards, net banking/ })).toBeChecked();
  });

  it("blocks an address outside the delivery radius with the distance", async () => {
    mockApi(makeCart(), () => undefined);
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to far away" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /This address is 3\d\.\d km away; the restaurant delivers within 5\.0 km/,
    );
    expect(await placeButton()).toBeDisabled();
  });
});

describe("PaymentPage, online payment", () => {
  it("opens the checkout, verifies the payment and shows success", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    checkoutMock.mockResolvedValue(captured);
    const calls = mockApi(makeCart(), (call) => {
      if (call.path === "/api/order") {
        return jsonResponse({ success: true, message: "Order created", order: makeOrder("ONLINE"), paymentDetails });
      }
      if (call.path === "/api/order/verify-payment") {
        return jsonResponse({
          success: true,
          message: "Payment verified",
          order: makeOrder("ONLINE", { paymentStatus: "PAID" }),
        });
      }
      return undefined;
    });
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await screen.findByRole("button", { name: "Place order & pay ₹250" }));

    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(checkoutMock).toHaveBeenCalledWith(paymentDetails);
    expect(calls.find((call) => call.path === "/api/order")?.body).toEqual({
      paymentMode: "ONLINE",
      addressId: ADDRESS_ID,
    });
    expect(calls.find((call) => call.path === "/api/order/verify-payment")?.body).toEqual({
      paymentId: "pay_SBX0000000001",
      razorpayOrderId: "order_SBX0000000001",
      signature: "c".repeat(64),
      orderId: ORDER_ID,
    });
    expect(toastSpy).toHaveBeenCalledWith("Payment Successful & Order Placed");
  });

  it("after a failed payment keeps the same order, shows the deadline, and 'Pay now' pays it", async () => {
    checkoutMock
      .mockRejectedValueOnce(new PaymentCheckoutError("failed", "Your bank declined this payment. No money was taken."))
      .mockResolvedValueOnce(captured);
    const calls = mockApi(makeCart(), (call) => {
      if (call.path === "/api/order") {
        return jsonResponse({ success: true, message: "Order created", order: makeOrder("ONLINE"), paymentDetails });
      }
      if (call.path === `/api/order/${ORDER_ID}/pay`) return jsonResponse({ success: true, paymentDetails });
      if (call.path === "/api/order/verify-payment") {
        return jsonResponse({ success: true, message: "Payment verified", order: makeOrder("ONLINE") });
      }
      return undefined;
    });
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await placeButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your bank declined this payment. No money was taken.");
    // 06:45 UTC is 12:15 pm in India.
    expect(alert).toHaveTextContent(/Order #100001 is saved but not paid\. You can pay for it until 12:15\s?pm/i);
    expect(within(alert).getByRole("link", { name: "View order #100001" })).toHaveAttribute(
      "href",
      `/user/profile/order-history/${ORDER_ID}`,
    );

    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/api/order")).toHaveLength(1);
    expect(calls.filter((call) => call.path === `/api/order/${ORDER_ID}/pay`)).toHaveLength(1);
    expect(checkoutMock).toHaveBeenCalledTimes(2);
  });

  it("says the payment was cancelled and keeps the order payable", async () => {
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    mockApi(makeCart(), (call) =>
      call.path === "/api/order"
        ? jsonResponse({ success: true, message: "Order created", order: makeOrder("ONLINE"), paymentDetails })
        : undefined,
    );
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await placeButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Payment cancelled/);
    expect(screen.getByRole("button", { name: "Pay now" })).toBeEnabled();
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("shows 'Payment verification failed. Please contact support.' when verification fails without a message", async () => {
    const errorSpy = vi.spyOn(toast, "error");
    checkoutMock.mockResolvedValue(captured);
    mockApi(makeCart(), (call) => {
      if (call.path === "/api/order") {
        return jsonResponse({ success: true, message: "Order created", order: makeOrder("ONLINE"), paymentDetails });
      }
      if (call.path === "/api/order/verify-payment") return new Response("", { status: 502 });
      return undefined;
    });
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await placeButton());

    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith("Payment verification failed. Please contact support."));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not confirm your payment");
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });
});
