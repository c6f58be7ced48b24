/** The cart's offers and coupon (issue 14): applying a code, the 422's reason, the offers list, removing, the bill. */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartResponse } from "@zaika/contract/cart";
import type { CartCoupon, CartOffer } from "@zaika/contract/coupons";
import { getCart } from "@zaika/contract/endpoints/cart";
import { applyCoupon, getCartOffers, removeCoupon } from "@zaika/contract/endpoints/coupons";
import { getSettings } from "@zaika/contract/endpoints/settings";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { makeCart, makeLine } from "../test-data";
import { CartPage } from "./CartPage";

// Two of a ₹120 dish: item total ₹240, packaging ₹10, delivery ₹30 (free only from ₹299), GST 5%.
const lines = [makeLine({ quantity: 2, unitPrice: 120, lineTotal: 240 })];
const ZAIKA50: CartCoupon = { code: "ZAIKA50", title: "50% off your first order", discount: 100, problem: null };
const plainCart = makeCart(lines);
const withCoupon = (coupon: CartCoupon): CartResponse => ({ ...makeCart(lines), coupon });

const offer = (overrides: Partial<CartOffer>): CartOffer => ({
  code: "ZAIKA50",
  title: "50% off your first order",
  description: "",
  summary: "50% off up to ₹100 · on orders of ₹199 or more · first order only",
  discount: 100,
  problem: null,
  ...overrides,
});

function mockCart(cart: CartResponse, offers: CartOffer[] = []) {
  let current = cart;
  const set = (next: CartResponse) => {
    current = next;
    return { success: true as const, message: "", ...next };
  };
  mockEndpoint(getSettings, { gst: 5 });
  return {
    reads: mockEndpoint(getCart, () => current),
    offers: mockEndpoint(getCartOffers, { data: offers }),
    set,
  };
}

function renderCart() {
  signInAs("user");
  return renderRoutes([{ path: "/user/cart", element: <CartPage /> }], "/user/cart");
}

async function bill() {
  return within(await screen.findByRole("region", { name: "Bill details" }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
});

afterEach(() => {
  act(() => toast.remove());
});

describe("CartPage offers", () => {
  it("applies a typed code: the bill takes the discount off and charges GST on what remains", async () => {
    const api = mockCart(plainCart);
    const applies = mockEndpoint(applyCoupon, () => ({
      ...api.set(withCoupon(ZAIKA50)),
      message: "ZAIKA50 applied — you save ₹100",
    }));
    renderCart();

    await userEvent.type(await screen.findByRole("textbox", { name: "Coupon code" }), "zaika50");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(applies).toHaveLength(1));
    expect(applies[0]?.body).toEqual({ code: "ZAIKA50" });
    const rows = await bill();
    // Hand-worked: 50% of ₹240 is ₹120, capped at ₹100; GST 5% of ₹140 = ₹7; 240 − 100 + 7 + 10 + 30 = ₹187.
    expect((await rows.findByText("Coupon ZAIKA50")).nextSibling).toHaveTextContent("−₹100");
    expect(rows.getByText("GST (5% on ₹140)").nextSibling).toHaveTextContent("₹7");
    expect(rows.getByText("Grand total").nextSibling).toHaveTextContent("₹187");
    expect(screen.getByText("ZAIKA50 applied — you save ₹100")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Coupon code" })).toHaveValue("");
    // The cart and its offers are read again after the change.
    await waitFor(() => expect(api.reads.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.offers.length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's 422 under the field, read with it, and leaves the bill as it was", async () => {
    mockCart(plainCart);
    mockEndpointError(applyCoupon, 422, { code: "BUSINESS_RULE", message: "Add ₹40 more to use ZAIKA50" });
    renderCart();

    const field = await screen.findByRole("textbox", { name: "Coupon code" });
    await userEvent.type(field, "ZAIKA50{Enter}");

    const message = await screen.findByText("Add ₹40 more to use ZAIKA50");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(field).toHaveAccessibleDescription("Add ₹40 more to use ZAIKA50");
    expect(field).toHaveFocus();
    const rows = await bill();
    expect(rows.queryByText(/^Coupon/)).not.toBeInTheDocument();
    expect(rows.getByText("GST (5%)").nextSibling).toHaveTextContent("₹12");
  });

  it("checks the code's form before asking the server", async () => {
    mockCart(plainCart);
    const applies = mockEndpoint(applyCoupon, () => ({ success: true, message: "", ...plainCart }));
    renderCart();

    await userEvent.click(await screen.findByRole("button", { name: "Apply" }));
    expect(screen.getByRole("textbox", { name: "Coupon code" })).toHaveAccessibleDescription("Enter a coupon code");
    await userEvent.type(screen.getByRole("textbox", { name: "Coupon code" }), "Z!{Enter}");
    expect(screen.getByRole("textbox", { name: "Coupon code" })).toHaveAccessibleDescription(
      "A coupon code has 3–20 letters and digits",
    );
    expect(applies).toHaveLength(0);
  });

  it("lists the offers for this cart with what each saves or the rule that stops it, and applies one", async () => {
    const api = mockCart(plainCart, [
      offer({}),
      offer({
        code: "FEAST75",
        title: "₹75 off big orders",
        summary: "Flat ₹75 off · on orders of ₹499 or more",
        discount: 0,
        problem: "Add ₹259 more to use FEAST75",
      }),
    ]);
    const applies = mockEndpoint(applyCoupon, () => ({ ...api.set(withCoupon(ZAIKA50)), message: "ok" }));
    renderCart();

    const list = within(await screen.findByRole("list", { name: "Offers for this cart" }));
    const [zaika, feast] = list.getAllByRole("listitem");
    expect(zaika).toHaveTextContent("You save ₹100");
    expect(feast).toHaveTextContent("Add ₹259 more to use FEAST75");
    // The offer a rule stops has no Apply button: the rule says what to do instead.
    expect(within(feast as HTMLElement).queryByRole("button")).not.toBeInTheDocument();

    await userEvent.click(within(zaika as HTMLElement).getByRole("button", { name: "Apply ZAIKA50" }));
    await waitFor(() => expect(applies[0]?.body).toEqual({ code: "ZAIKA50" }));
    expect(await (await bill()).findByText("Coupon ZAIKA50")).toBeInTheDocument();
  });

  it("removes the coupon: the discount leaves the bill and the focus goes to the code field", async () => {
    const api = mockCart(withCoupon(ZAIKA50));
    const removals = mockEndpoint(removeCoupon, () => ({ ...api.set(plainCart), message: "Coupon removed" }));
    renderCart();

    expect(await (await bill()).findByText("Coupon ZAIKA50")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove coupon" }));

    await waitFor(() => expect(removals).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Coupon ZAIKA50")).not.toBeInTheDocument());
    expect((await bill()).getByText("Grand total").nextSibling).toHaveTextContent("₹292");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Coupon code" })).toHaveFocus());
  });

  it("shows why a coupon stopped applying after the cart changed, and charges no discount", async () => {
    mockCart(withCoupon({ ...ZAIKA50, discount: 0, problem: "Add ₹40 more to use ZAIKA50" }));
    renderCart();

    expect(await screen.findByText("Add ₹40 more to use ZAIKA50")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove coupon" })).toBeInTheDocument();
    const rows = await bill();
    expect(rows.queryByText(/^Coupon/)).not.toBeInTheDocument();
    // 240 + 12 + 10 + 30 = ₹292.
    expect(rows.getByText("Grand total").nextSibling).toHaveTextContent("₹292");
  });

  it("says when no offer fits the cart", async () => {
    mockCart(plainCart);
    renderCart();
    expect(await screen.findByText("No offers for this cart right now.")).toBeInTheDocument();
  });

  it("offers a retry when the list could not be loaded, and the cart still works", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    mockEndpoint(getCart, plainCart);
    // A 4xx, which the query client does not retry: the section shows it at once.
    mockEndpointError(getCartOffers, 403, { code: "FORBIDDEN", message: "Only customers have offers" });
    renderCart();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the offersOnly customers have offers");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Coupon code" })).toBeEnabled();
  });
});
