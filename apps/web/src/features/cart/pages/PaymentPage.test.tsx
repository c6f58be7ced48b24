import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@zaika/contract/address";
import type { CartResponse } from "@zaika/contract/cart";
import { getCart } from "@zaika/contract/endpoints/cart";
import { payOrder, placeOrder, verifyPayment } from "@zaika/contract/endpoints/orders";
import { getDeliverySlots } from "@zaika/contract/endpoints/schedule";
import { getSettings } from "@zaika/contract/endpoints/settings";
import { IDEMPOTENCY_HEADER, type PlaceOrderResponse } from "@zaika/contract/order";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPaymentCheckout, PaymentCheckoutError } from "../../../lib/payment-checkout";
import { toast } from "../../../lib/toast";
import { captured, makePlacedOrder, paymentDetails } from "../../../test/checkout";
import { errorResponse, mockEndpoint } from "../../../test/mock-api";
import { ORDER_ID } from "../../../test/orders";
import { visibleToasts } from "../../../test/toasts";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { ADDRESS_ID, makeCart } from "../test-data";
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

/** Two slots tomorrow evening (India): 7:45 PM and 8:00 PM. */
const SLOTS = ["2026-11-25T14:15:00.000Z", "2026-11-25T14:30:00.000Z"];

/** GET /settings, GET /cart and the delivery slots, which the checkout reads before anything else. */
function mockCheckout(cart: CartResponse, slots = { deliverNow: true, slots: SLOTS, leadMinutes: 35 }) {
  mockEndpoint(getSettings, { gst: 5 });
  mockEndpoint(getCart, cart);
  return mockEndpoint(getDeliverySlots, slots);
}

/** POST /order's answer: the placed order, with the checkout to open for an online one. */
function placed(paymentMode: "COD" | "ONLINE"): PlaceOrderResponse {
  return paymentMode === "COD"
    ? { success: true, message: "Order Placed Successfully", order: makePlacedOrder("COD"), paymentDetails: null }
    : { success: true, message: "Order created", order: makePlacedOrder("ONLINE"), paymentDetails };
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

/**
 * The button once it can be pressed: after an attempt, the page shows its outcome (a toast, the alert) a render before
 * the button stops loading, and a press on a still-disabled button would be lost.
 */
const enabledButton = (name: string | RegExp) =>
  waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button).toBeEnabled();
    return button;
  });

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
    mockCheckout(makeCart([]));
    const posts = mockEndpoint(placeOrder, placed("COD"));
    const { router } = renderPayment();
    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart");
    expect(posts).toHaveLength(0);
  });
});

describe("PaymentPage, cash on delivery", () => {
  it("places the order with only the mode and the address, an Idempotency-Key, and shows success", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    mockCheckout(makeCart());
    const posts = mockEndpoint(placeOrder, placed("COD"));
    const { router } = renderPayment();

    expect(await placeButton()).toBeDisabled();
    expect(screen.getByText("Choose a delivery address to place your order.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Deliver to home" }));
    await userEvent.click(screen.getByRole("radio", { name: /Cash on delivery/ }));
    await userEvent.click(await enabledButton(/^Place order/));

    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart/payment/order-placed");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID });
    expect(posts[0]?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastSpy).toHaveBeenCalledWith("Order Placed Successfully", expect.anything());
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: true, lastOrderId: ORDER_ID, idempotencyKey: null });
    expect(checkoutMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when placing fails, 'Order failed' without one, and retries with the same key", async () => {
    const errorSpy = vi.spyOn(toast, "error");
    mockCheckout(makeCart());
    let attempts = 0;
    const posts = mockEndpoint(placeOrder, () =>
      ++attempts === 1
        ? errorResponse(422, { message: "Apna Sweets is closed right now.", code: "BUSINESS_RULE" })
        : new Response(null, { status: 500 }),
    );
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await enabledButton(/^Place order/));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith("Apna Sweets is closed right now."));
    await userEvent.click(await enabledButton(/^Place order/));
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith("Order failed"));

    const keys = posts.map((call) => call.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).toBe(keys[1]);
  });

  it("offers cash on delivery only when the restaurant takes cash, and says why not", async () => {
    mockCheckout(makeCart(undefined, { acceptsCash: false }));
    renderPayment();
    const cod = await screen.findByRole("radio", { name: /Cash on delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription("This restaurant does not accept cash on delivery");
    expect(screen.getByRole("radio", { name: /Pay online — UPI, cards, net banking/ })).toBeChecked();
  });

  it("blocks an address outside the delivery radius with the distance", async () => {
    mockCheckout(makeCart());
    const posts = mockEndpoint(placeOrder, placed("COD"));
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to far away" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /This address is 3\d\.\d km away; the restaurant delivers within 5\.0 km/,
    );
    expect(await placeButton()).toBeDisabled();
    expect(posts).toHaveLength(0);
  });
});

describe("PaymentPage, online payment", () => {
  it("opens the checkout, verifies the payment and shows success", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    checkoutMock.mockResolvedValue(captured);
    mockCheckout(makeCart());
    const posts = mockEndpoint(placeOrder, placed("ONLINE"));
    const verifications = mockEndpoint(verifyPayment, {
      success: true,
      message: "Payment verified",
      order: makePlacedOrder("ONLINE", { paymentStatus: "PAID" }),
    });
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await enabledButton("Place order & pay ₹250"));

    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(checkoutMock).toHaveBeenCalledWith(paymentDetails);
    expect(posts.map((call) => call.body)).toEqual([{ paymentMode: "ONLINE", addressId: ADDRESS_ID }]);
    expect(verifications.map((call) => call.body)).toEqual([
      {
        paymentId: "pay_SBX0000000001",
        razorpayOrderId: "order_SBX0000000001",
        signature: "c".repeat(64),
        orderId: ORDER_ID,
      },
    ]);
    expect(toastSpy).toHaveBeenCalledWith("Payment Successful & Order Placed", expect.anything());
  });

  it("after a failed payment keeps the same order, shows the deadline, and 'Pay now' pays it", async () => {
    checkoutMock
      .mockRejectedValueOnce(new PaymentCheckoutError("failed", "Your bank declined this payment. No money was taken."))
      .mockResolvedValueOnce(captured);
    mockCheckout(makeCart());
    const posts = mockEndpoint(placeOrder, placed("ONLINE"));
    const restarts = mockEndpoint(payOrder, { success: true, paymentDetails });
    const verifications = mockEndpoint(verifyPayment, {
      success: true,
      message: "Payment verified",
      order: makePlacedOrder("ONLINE"),
    });
    renderPayment();

    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await enabledButton(/^Place order/));

    const alert = await screen.findByRole("alert");
    // The toast says it failed; the alert keeps the bank's reason beside the order's state.
    expect(alert).toHaveTextContent(/^Payment not completedYour bank declined this payment\. No money was taken\./);
    expect(visibleToasts()).toEqual([{ message: "Payment failed. No money was taken.", type: "error" }]);
    // 06:45 UTC is 12:15 pm in India.
    expect(alert).toHaveTextContent(/Order #100042 is saved but not paid\. You can pay for it until 12:15\s?pm/i);
    expect(within(alert).getByRole("link", { name: "View order #100042" })).toHaveAttribute(
      "href",
      `/user/profile/order-history/${ORDER_ID}`,
    );

    await userEvent.click(await enabledButton("Pay now"));
    expect(await screen.findByText("Order placed page")).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(restarts.map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(verifications).toHaveLength(1);
    expect(checkoutMock).toHaveBeenCalledTimes(2);
  });

  it("says the payment was cancelled and keeps the order payable", async () => {
    checkoutMock.mockRejectedValueOnce(new PaymentCheckoutError("cancelled", "Payment cancelled"));
    mockCheckout(makeCart());
    mockEndpoint(placeOrder, placed("ONLINE"));
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await enabledButton(/^Place order/));
    // "Payment cancelled" once, as a toast; the alert says where the order stands without repeating it.
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Payment not completedOrder #100042 is saved but not paid\./);
    expect(alert).not.toHaveTextContent("Payment cancelled");
    expect(visibleToasts()).toEqual([{ message: "Payment cancelled", type: "blank" }]);
    // The outcome shows a render before the attempt ends: Pay now is pressable once it has.
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay now" })).toBeEnabled());
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("shows 'Payment verification failed. Please contact support.' when verification fails without a message", async () => {
    const errorSpy = vi.spyOn(toast, "error");
    checkoutMock.mockResolvedValue(captured);
    mockCheckout(makeCart());
    mockEndpoint(placeOrder, placed("ONLINE"));
    const verifications = mockEndpoint(verifyPayment, () => new Response(null, { status: 502 }));
    renderPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
    await userEvent.click(await enabledButton(/^Place order/));

    await waitFor(() =>
      expect(errorSpy).toHaveBeenCalledWith("Payment verification failed. Please contact support.", expect.anything()),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not confirm your payment");
    // The toast said it: the alert does not repeat it.
    expect(alert).not.toHaveTextContent("Payment verification failed");
    expect(verifications).toHaveLength(1);
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });
});

describe("PaymentPage delivery time", () => {
  it("promises the range for the chosen address, from what the cart says it is made of", async () => {
    mockCheckout(makeCart());
    renderPayment();
    // Before an address: the cart's range for the stored location.
    expect(await screen.findByText("Delivery in 30–35 min")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Deliver to home" }));
    // Home is 1.17 km from the restaurant: 25 fixed minutes + 1.17 × 3.9 = 29.55 → 25–30.
    expect(await screen.findByText("Delivery in 25–30 min")).toBeInTheDocument();
  });
});

describe("scheduling an order", () => {
  it("at a closed restaurant offers only slots, picks the soonest, and places the order for the chosen one", async () => {
    const user = userEvent.setup();
    const cart = makeCart(undefined, { isOpenNow: false, opensAt: "2026-11-25T13:30:00.000Z" });
    const slotCalls = mockCheckout(cart, { deliverNow: false, slots: SLOTS, leadMinutes: 35 });
    const posts = mockEndpoint(placeOrder, placed("COD"));
    checkoutStore.setPaymentMode("COD");
    renderPayment();

    await user.click(await screen.findByRole("button", { name: "Deliver to home" }));
    const when = await screen.findByRole("region", { name: "Delivery time" });
    expect(await within(when).findByRole("radio", { name: /Deliver now/ })).toBeDisabled();
    expect(within(when).getByRole("radio", { name: /Schedule for later/ })).toBeChecked();
    const slot = within(when).getByRole("combobox", { name: "Delivery slot" });
    await waitFor(() => expect(slot).toHaveValue(SLOTS[0]));
    expect(slotCalls[0]?.query).toEqual({ addressId: ADDRESS_ID });

    await user.selectOptions(slot, SLOTS[1] as string);
    await user.click(await enabledButton(/^Place order/));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID, scheduledFor: SLOTS[1] });
  });

  it("delivers now by default where the restaurant is open, and sends no slot", async () => {
    const user = userEvent.setup();
    mockCheckout(makeCart());
    const posts = mockEndpoint(placeOrder, placed("COD"));
    checkoutStore.setPaymentMode("COD");
    renderPayment();

    await user.click(await screen.findByRole("button", { name: "Deliver to home" }));
    const when = await screen.findByRole("region", { name: "Delivery time" });
    expect(await within(when).findByRole("radio", { name: /Deliver now/ })).toBeChecked();
    expect(within(when).queryByRole("combobox", { name: "Delivery slot" })).not.toBeInTheDocument();
    await user.click(await enabledButton(/^Place order/));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID });
  });
});
