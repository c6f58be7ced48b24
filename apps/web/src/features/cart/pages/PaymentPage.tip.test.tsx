/** The rider's tip at checkout (issue 14): the picker, the bill with the coupon and the tip, the order's body and key. */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import { getCart } from "@zaika/contract/endpoints/cart";
import { placeOrder } from "@zaika/contract/endpoints/orders";
import { getDeliverySlots } from "@zaika/contract/endpoints/schedule";
import { getSettings } from "@zaika/contract/endpoints/settings";
import { IDEMPOTENCY_HEADER } from "@zaika/contract/order";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toast } from "../../../lib/toast";
import { makePlacedOrder } from "../../../test/checkout";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { ADDRESS_ID, makeCart, makeLine } from "../test-data";
import { type AddressPickerProps, PaymentPage } from "./PaymentPage";

// Item total ₹240, ZAIKA50 −₹100 (50% capped), GST 5% of ₹140 = ₹7, packaging ₹10, delivery ₹30: ₹187 before a tip.
const cart: CartResponse = {
  ...makeCart([makeLine({ quantity: 2, unitPrice: 120, lineTotal: 240 })]),
  coupon: { code: "ZAIKA50", title: "50% off your first order", discount: 100, problem: null },
};

function FakePicker({ onSelect }: AddressPickerProps) {
  return (
    <button
      type="button"
      onClick={() =>
        onSelect({
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
        })
      }
    >
      Deliver to home
    </button>
  );
}

function renderPayment() {
  mockEndpoint(getSettings, { gst: 5 });
  mockEndpoint(getCart, cart);
  mockEndpoint(getDeliverySlots, { deliverNow: true, slots: [], leadMinutes: 35 });
  return renderRoutes(
    [
      {
        path: "/user/cart/payment",
        element: <PaymentPage renderAddressPicker={(props) => <FakePicker {...props} />} />,
      },
      { path: "/user/cart/payment/order-placed", element: <p>Order placed page</p> },
    ],
    "/user/cart/payment",
  );
}

/** The tip buttons, once the bill (which waits for the GST setting) is on screen too. */
async function tipGroup() {
  // The first render of a file also loads the page's code: more than the default second on a busy machine.
  await screen.findByRole("region", { name: "Bill details" }, { timeout: 3000 });
  return within(await screen.findByRole("group", { name: "Tip your rider" }));
}
const bill = () => within(screen.getByRole("region", { name: "Bill details" }));
const total = () => bill().getByText("Grand total").nextSibling;
const enabledPlaceButton = () =>
  waitFor(() => {
    const button = screen.getByRole("button", { name: /^Place order/ });
    expect(button).toBeEnabled();
    return button;
  });

async function chooseCashAndAddress() {
  await userEvent.click(await screen.findByRole("button", { name: "Deliver to home" }));
  await userEvent.click(screen.getByRole("radio", { name: /Cash on delivery/ }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
  signInAs("user");
});

afterEach(() => {
  act(() => toast.remove());
});

describe("PaymentPage tip", () => {
  it("offers ₹10, ₹20, ₹50, Custom and No tip; the chosen tip joins the bill and the order", async () => {
    const posts = mockEndpoint(placeOrder, {
      success: true,
      message: "Order Placed Successfully",
      order: makePlacedOrder("COD"),
      paymentDetails: null,
    });
    renderPayment();
    const tips = await tipGroup();
    expect(tips.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "₹10",
      "₹20",
      "₹50",
      "Custom",
      "No tip",
    ]);
    expect(tips.getByRole("button", { name: "No tip" })).toHaveAttribute("aria-pressed", "true");
    expect(bill().getByText("Coupon ZAIKA50").nextSibling).toHaveTextContent("−₹100");
    expect(bill().queryByText("Rider tip")).not.toBeInTheDocument();
    expect(total()).toHaveTextContent("₹187");

    await userEvent.click(tips.getByRole("button", { name: "₹20" }));
    expect(tips.getByRole("button", { name: "₹20" })).toHaveAttribute("aria-pressed", "true");
    expect(tips.getByRole("button", { name: "No tip" })).toHaveAttribute("aria-pressed", "false");
    expect(bill().getByText("Rider tip").nextSibling).toHaveTextContent("₹20");
    // 187 + 20: the tip carries no GST.
    expect(total()).toHaveTextContent("₹207");

    await chooseCashAndAddress();
    await userEvent.click(await enabledPlaceButton());
    await screen.findByText("Order placed page");
    expect(posts[0]?.body).toEqual({ paymentMode: "COD", addressId: ADDRESS_ID, tip: 20 });
  });

  it("takes a custom tip in whole rupees up to ₹500, and holds Place order while it cannot be sent", async () => {
    renderPayment();
    const tips = await tipGroup();
    await chooseCashAndAddress();

    await userEvent.click(tips.getByRole("button", { name: "Custom" }));
    const field = screen.getByRole("spinbutton", { name: "Tip amount (₹)" });
    expect(field).toHaveFocus();

    await userEvent.type(field, "600");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("A tip can be at most ₹500"));
    expect(screen.getByRole("button", { name: /^Place order/ })).toBeDisabled();
    expect(screen.getByText("Fix the tip amount to place your order.")).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, "12.5");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Tip must be in whole rupees"));

    await userEvent.clear(field);
    await userEvent.type(field, "35");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(bill().getByText("Rider tip").nextSibling).toHaveTextContent("₹35");
    expect(total()).toHaveTextContent("₹222");
    await enabledPlaceButton();

    await userEvent.click(tips.getByRole("button", { name: "No tip" }));
    expect(screen.queryByRole("spinbutton", { name: "Tip amount (₹)" })).not.toBeInTheDocument();
    expect(bill().queryByText("Rider tip")).not.toBeInTheDocument();
  });

  it("uses a new Idempotency-Key once the tip changed, and the same one for a retry with the same tip", async () => {
    const posts = mockEndpoint(placeOrder, () => new Response(null, { status: 500 }));
    renderPayment();
    const tips = await tipGroup();
    await chooseCashAndAddress();

    await userEvent.click(tips.getByRole("button", { name: "₹10" }));
    await userEvent.click(await enabledPlaceButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    await userEvent.click(await enabledPlaceButton());
    await waitFor(() => expect(posts).toHaveLength(2));
    await userEvent.click(tips.getByRole("button", { name: "₹50" }));
    await userEvent.click(await enabledPlaceButton());
    await waitFor(() => expect(posts).toHaveLength(3));

    const keys = posts.map((call) => call.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(posts.map((call) => call.body.tip)).toEqual([10, 10, 50]);
  });

  it("remembers a custom tip across a reload of the page", async () => {
    const first = renderPayment();
    await userEvent.click((await tipGroup()).getByRole("button", { name: "Custom" }));
    await userEvent.type(screen.getByRole("spinbutton", { name: "Tip amount (₹)" }), "35");
    first.unmount();

    checkoutStore.reload();
    renderPayment();
    const tips = await tipGroup();
    expect(tips.getByRole("button", { name: "Custom" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("spinbutton", { name: "Tip amount (₹)" })).toHaveValue(35);
    expect(bill().getByText("Rider tip").nextSibling).toHaveTextContent("₹35");
  });
});
