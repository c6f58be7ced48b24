import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import { getCart, removeCartLine, updateCartLine } from "@zaika/contract/endpoints/cart";
import { getCartOffers } from "@zaika/contract/endpoints/coupons";
import { getSettings } from "@zaika/contract/endpoints/settings";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { toast } from "../../../lib/toast";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { makeCart, makeLine } from "../test-data";
import { CartPage } from "./CartPage";

vi.mock("react-confetti", () => ({ default: () => <div data-testid="confetti" /> }));

/**
 * GET /settings answers `gst`; GET /cart answers the first cart, and the second one (if any) once a line was changed or
 * removed, as the PATCH or DELETE answers it.
 */
function mockCartApi(carts: CartResponse[], gst = 5) {
  let current = carts[0] as CartResponse;
  const changed = () => {
    current = carts[1] ?? current;
    return current;
  };
  return {
    settings: mockEndpoint(getSettings, { gst }),
    reads: mockEndpoint(getCart, () => current),
    offers: mockEndpoint(getCartOffers, { data: [] }),
    updates: mockEndpoint(updateCartLine, () => ({ success: true, message: "Cart updated", ...changed() })),
    removals: mockEndpoint(removeCartLine, () => ({
      success: true,
      message: "Product removed successfully",
      ...changed(),
    })),
  };
}

function renderCart() {
  return renderRoutes(
    [
      { path: "/user/cart", element: <CartPage /> },
      { path: "/user/cart/payment", element: <p>Payment page</p> },
      { path: "/login", element: <p>Login page</p> },
      { path: "/user", element: <p>Customer home</p> },
    ],
    "/user/cart",
  );
}

function billSection() {
  return screen.getByRole("region", { name: "Bill details" });
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
});

afterEach(() => {
  act(() => toast.remove());
});

describe("CartPage gate (spec §2)", () => {
  it("1. sends a signed-out visitor to /login", async () => {
    authStore.signOut();
    const api = mockCartApi([makeCart()]);
    renderCart();
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(api.reads).toHaveLength(0);
  });

  it("2. shows a spinner while the cart loads", () => {
    // Neither the cart nor the settings ever answer.
    mockEndpoint(getCart, () => new Promise<never>(() => {}));
    mockEndpoint(getSettings, () => new Promise<never>(() => {}));
    signInAs("user");
    renderCart();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart");
  });

  it("3. shows the success screen when an order was just placed", async () => {
    mockCartApi([makeCart([])]);
    signInAs("user");
    checkoutStore.orderPlaced("order-1");
    renderCart();
    expect(await screen.findByRole("heading", { name: "Order Successfully Placed!" })).toBeInTheDocument();
    expect(screen.queryByText("Your cart is empty")).not.toBeInTheDocument();
  });

  it("4. shows the empty-cart screen with its texts and an 'Order Now' link to /user", async () => {
    mockCartApi([makeCart([])]);
    signInAs("user");
    renderCart();
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByText("You can go to home page to view more restaurants")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/user");
  });

  it("5. shows the cart: restaurant, line with choices and add-ons, and goes on to payment as step 2", async () => {
    const line = makeLine({
      selectedAttributes: [{ attributeName: "Size", selectedOption: "Large", additionalPrice: 50 }],
      selectedAddons: [{ name: "Extra cheese", price: 30 }],
      unitPrice: 280,
      quantity: 2,
      lineTotal: 560,
    });
    mockCartApi([makeCart([line])]);
    signInAs("user");
    const { router } = renderCart();

    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Apna Sweets/ })).toHaveAttribute(
      "href",
      "/user/restaurant/6f1c2a3b-0000-4000-8000-000000000001",
    );
    expect(screen.getByText("Paneer Tikka")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Veg" })).toBeInTheDocument();
    expect(screen.getByText("Size: Large, + Extra cheese")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Quantity of Paneer Tikka" })).toHaveTextContent("2");

    await userEvent.click(screen.getByRole("button", { name: "Proceed to pay" }));
    expect(await screen.findByText("Payment page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart/payment");
    expect(checkoutStore.getState().cartStep).toBe(2);
  });
});

describe("CartPage bill", () => {
  it("shows item total, GST with its percentage, packaging, delivery fee, the free-delivery shortfall and the total", async () => {
    // ₹200 subtotal, 5% GST = ₹10, packaging ₹10, delivery ₹30 (free from ₹299) → ₹250.
    mockCartApi([makeCart()]);
    signInAs("user");
    renderCart();

    await screen.findByRole("region", { name: "Bill details" });
    const bill = within(billSection());
    expect(bill.getByText("Item total").nextSibling).toHaveTextContent("₹200");
    expect(bill.getByText("GST (5%)").nextSibling).toHaveTextContent("₹10");
    expect(bill.getByText("Packaging charge").nextSibling).toHaveTextContent("₹10");
    expect(bill.getByText("Delivery fee").nextSibling).toHaveTextContent("₹30");
    expect(bill.getByText("Add ₹99 more for free delivery")).toBeInTheDocument();
    expect(bill.getByText("Grand total").nextSibling).toHaveTextContent("₹250");
  });

  it("says 'Free delivery' once the threshold is reached, with GST rounded to the paisa (en-IN)", async () => {
    // ₹1,234.50 × 1: GST 12.5% = ₹154.3125 → ₹154.31; delivery free; + ₹10 packaging = ₹1,398.81.
    mockCartApi([makeCart([makeLine({ unitPrice: 1234.5, lineTotal: 1234.5 })])], 12.5);
    signInAs("user");
    renderCart();

    await screen.findByRole("region", { name: "Bill details" });
    const bill = within(billSection());
    expect(bill.getByText("Item total").nextSibling).toHaveTextContent("₹1,234.50");
    expect(bill.getByText("GST (12.5%)").nextSibling).toHaveTextContent("₹154.31");
    expect(bill.getByText("Free delivery")).toBeInTheDocument();
    expect(bill.queryByText(/more for free delivery/)).not.toBeInTheDocument();
    expect(bill.getByText("Grand total").nextSibling).toHaveTextContent("₹1,398.81");
  });
});

describe("CartPage blockers", () => {
  it("blocks checkout below the minimum order, naming the item total the bill shows and how much more is needed", async () => {
    mockCartApi([makeCart([makeLine({ unitPrice: 50, quantity: 2, lineTotal: 100 })])]);
    signInAs("user");
    renderCart();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Item total ₹100 is below this restaurant's ₹149 minimum — add ₹49 more",
    );
    // The same number as the bill's item total line (not the grand total, which adds GST and fees).
    const bill = within(await screen.findByRole("region", { name: "Bill details" }));
    expect(bill.getByText("Item total").nextSibling).toHaveTextContent(/^₹100$/);
    expect(bill.getByText("Grand total").nextSibling).not.toHaveTextContent(/^₹100$/);
    expect(screen.getByRole("button", { name: "Proceed to pay" })).toBeDisabled();
  });

  it("blocks checkout from a closed restaurant and for a dish that became unavailable, naming both", async () => {
    const line = makeLine({ product: { ...makeLine().product, isAvailable: false } });
    mockCartApi([makeCart([line], { isOpenNow: false })]);
    signInAs("user");
    renderCart();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Apna Sweets is closed right now. Please order during its opening hours.");
    expect(alert).toHaveTextContent("Paneer Tikka is currently unavailable. Remove it from your cart to go on.");
    expect(screen.getByRole("button", { name: "Proceed to pay" })).toBeDisabled();
  });
});

describe("CartPage lines", () => {
  it("changes a quantity with PATCH and no toast, then reads the cart again", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    const api = mockCartApi([makeCart(), makeCart([makeLine({ quantity: 2, lineTotal: 400 })])]);
    signInAs("user");
    renderCart();

    await userEvent.click(await screen.findByRole("button", { name: "Increase quantity of Paneer Tikka" }));
    await waitFor(() => expect(screen.getByRole("group", { name: "Quantity of Paneer Tikka" })).toHaveTextContent("2"));
    expect(api.updates.map((call) => [call.params.productId, call.body])).toEqual([
      ["1a2b3c4d-0000-4000-8000-000000000011", { quantity: 2 }],
    ]);
    await waitFor(() => expect(api.reads).toHaveLength(2));
    expect(toastSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Decrease quantity of Paneer Tikka" })).toBeEnabled();
  });

  it("removes a line with DELETE and says 'Product removed successfully'", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    const api = mockCartApi([makeCart(), makeCart([])]);
    signInAs("user");
    renderCart();

    await userEvent.click(await screen.findByRole("button", { name: "Remove Paneer Tikka" }));
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(api.removals.map((call) => [call.params.productId, call.body])).toEqual([
      ["1a2b3c4d-0000-4000-8000-000000000011", undefined],
    ]);
    expect(toastSpy).toHaveBeenCalledWith("Product removed successfully");
  });
});

describe("CartPage delivery time", () => {
  it("shows the range the server promised for the stored location", async () => {
    mockCartApi([makeCart()]);
    signInAs("user");
    renderCart();
    // makeCart's restaurant: 30–35 minutes, as GET /cart worked it out.
    expect(await screen.findByText("Delivery in 30–35 min")).toBeInTheDocument();
  });
});
