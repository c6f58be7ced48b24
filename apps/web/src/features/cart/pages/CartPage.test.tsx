import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { jsonResponse, renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { makeCart, makeLine } from "../test-data";
import { CartPage } from "./CartPage";

vi.mock("react-confetti", () => ({ default: () => <div data-testid="confetti" /> }));

type Call = { method: string; path: string; body: unknown };

function mockApi(carts: CartResponse[], gst = 5) {
  const calls: Call[] = [];
  let current = carts[0];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === "/api/settings") return jsonResponse({ gst });
      if (url.pathname === "/api/cart") return jsonResponse(current);
      if (url.pathname.startsWith("/api/cart/item/")) {
        current = carts[1] ?? current;
        const message = method === "DELETE" ? "Product removed successfully" : "Cart updated";
        return jsonResponse({ success: true, message, ...current });
      }
      return jsonResponse({ message: "Not found" }, { status: 404 });
    }),
  );
  return calls;
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
    mockApi([makeCart()]);
    renderCart();
    expect(await screen.findByText("Login page")).toBeInTheDocument();
  });

  it("2. shows a spinner while the cart loads", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    signInAs("user");
    renderCart();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart");
  });

  it("3. shows the success screen when an order was just placed", async () => {
    mockApi([makeCart([])]);
    signInAs("user");
    checkoutStore.orderPlaced("order-1");
    renderCart();
    expect(await screen.findByRole("heading", { name: "Order Successfully Placed!" })).toBeInTheDocument();
    expect(screen.queryByText("Your cart is empty")).not.toBeInTheDocument();
  });

  it("4. shows the empty-cart screen with its texts and an 'Order Now' link to /user", async () => {
    mockApi([makeCart([])]);
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
    mockApi([makeCart([line])]);
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
    mockApi([makeCart()]);
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
    mockApi([makeCart([makeLine({ unitPrice: 1234.5, lineTotal: 1234.5 })])], 12.5);
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
  it("blocks checkout below the minimum order and says how much more is needed", async () => {
    mockApi([makeCart([makeLine({ unitPrice: 100, lineTotal: 100 })])]);
    signInAs("user");
    renderCart();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The minimum order is ₹149. Add ₹49 more to place this order.",
    );
    expect(screen.getByRole("button", { name: "Proceed to pay" })).toBeDisabled();
  });

  it("blocks checkout from a closed restaurant and for a dish that became unavailable, naming both", async () => {
    const line = makeLine({ product: { ...makeLine().product, isAvailable: false } });
    mockApi([makeCart([line], { isOpenNow: false })]);
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
    const calls = mockApi([makeCart(), makeCart([makeLine({ quantity: 2, lineTotal: 400 })])]);
    signInAs("user");
    renderCart();

    await userEvent.click(await screen.findByRole("button", { name: "Increase quantity of Paneer Tikka" }));
    await waitFor(() => expect(screen.getByRole("group", { name: "Quantity of Paneer Tikka" })).toHaveTextContent("2"));
    expect(calls).toContainEqual({
      method: "PATCH",
      path: "/api/cart/item/1a2b3c4d-0000-4000-8000-000000000011",
      body: { quantity: 2 },
    });
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/cart")).toHaveLength(2));
    expect(toastSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Decrease quantity of Paneer Tikka" })).toBeEnabled();
  });

  it("removes a line with DELETE and says 'Product removed successfully'", async () => {
    const toastSpy = vi.spyOn(toast, "success");
    const calls = mockApi([makeCart(), makeCart([])]);
    signInAs("user");
    renderCart();

    await userEvent.click(await screen.findByRole("button", { name: "Remove Paneer Tikka" }));
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: "DELETE",
      path: "/api/cart/item/1a2b3c4d-0000-4000-8000-000000000011",
      body: undefined,
    });
    expect(toastSpy).toHaveBeenCalledWith("Product removed successfully");
  });
});
