import { screen } from "@testing-library/react";
import { getCart } from "@zaika/contract/endpoints/cart";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { CartButton } from "./CartButton";

const cart = { data: [], restaurant: null, itemCount: 3, subtotal: 540, coupon: null, previousFees: [] };

describe("CartButton", () => {
  it("shows the cart's item count to a signed-in customer", async () => {
    const calls = mockEndpoint(getCart, cart);
    signInAs("user");
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/user/cart");
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.request.url ?? "").search).toBe("");
  });

  it("shows 0 and asks for no cart when nobody is signed in", () => {
    const calls = mockEndpoint(getCart, cart);
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 1 item in the singular", async () => {
    mockEndpoint(getCart, { ...cart, itemCount: 1 });
    signInAs("user");
    renderRoutes([{ path: "*", element: <CartButton /> }], "/user");

    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });
});
